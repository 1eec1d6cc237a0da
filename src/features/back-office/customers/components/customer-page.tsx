/** `/gestion/clients/$id`: a customer's profile, addresses, last orders, points (adjustable) and ledger, and disabling. */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useServerFn } from '@tanstack/react-start'
import type { AdminCustomerDetail } from '~/api/contract/admin-customers'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import { disableCustomerFn } from '~/features/back-office/customers/customers.functions'
import { customerQuery } from '~/features/back-office/customers/customers.queries'
import { OrderStatusBadge } from '~/features/orders/order-status'
import { ConfirmButton } from '~/ui/admin/confirm-button'
import { languageName } from '~/features/back-office/staff/language-name'
import { AdminPage } from '~/ui/admin/admin-page'
import { BackLink } from '~/ui/admin/back-link'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { PointsForm } from './points-form'
import { CompanyCard } from '~/features/back-office/customer-groups/company-card'
import { CustomerJugsCard } from '~/features/back-office/deposits/customer-jugs-card'
import { withStepUp } from '~/features/back-office/security/step-up'

export function CustomerPage({ id }: { id: number }) {
  const { data: customer } = useSuspenseQuery(customerQuery(id))
  const back = <BackLink to="/gestion/clients">{m.bo_customers_back()}</BackLink>
  if (!customer) {
    return (
      <AdminPage title={m.bo_customer_missing()} back={back}>
        {null}
      </AdminPage>
    )
  }
  return (
    <AdminPage title={customer.name || m.bo_customers_unnamed()} back={back}>
      <div className="grid gap-4 lg:grid-cols-2">
        <Profile customer={customer} />
        <Card title={m.bo_customer_points_title()}>
          <p className="mb-3 text-3xl font-bold text-slate-900" data-testid="bo-points-balance">
            {m.bo_customer_points_balance({ points: customer.points })}
          </p>
          {customer.deleted ? null : <PointsForm customerId={customer.id} />}
        </Card>
      </div>
      {customer.deleted ? null : <CompanyCard customerId={customer.id} />}
      <CustomerJugsCard customerId={customer.id} canAct={!customer.deleted} />
      <Card title={m.bo_customer_ledger_title()}>
        {customer.ledger.length === 0 ? (
          <p className="text-slate-700">{m.bo_customer_ledger_none()}</p>
        ) : (
          <div data-testid="bo-ledger">
            <DataTable
              label={m.bo_customer_ledger_title()}
              data={customer.ledger}
              columns={ledgerColumns}
              getRowId={(entry) => String(entry.id)}
              empty={m.bo_customer_ledger_none()}
            />
          </div>
        )}
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={m.bo_customer_orders_title({ count: customer.orders_count })}>
          {customer.orders.length === 0 ? (
            <p className="text-slate-700">{m.bo_customer_orders_none()}</p>
          ) : (
            <DataTable
              label={m.bo_customer_orders_title({ count: customer.orders_count })}
              data={customer.orders}
              columns={orderColumns}
              getRowId={(order) => order.reference}
              rowHeader="reference"
              empty={m.bo_customer_orders_none()}
            />
          )}
        </Card>
        <Card title={m.bo_customer_addresses_title()}>
          {customer.addresses.length === 0 ? (
            <p className="text-slate-700">{m.bo_customer_addresses_none()}</p>
          ) : (
            <ul className="flex flex-col gap-3 text-sm">
              {customer.addresses.map((address) => (
                <li key={address.id}>
                  <p className="font-semibold">
                    {address.label || address.recipient_name}
                    {address.is_default ? <span className="ms-2 text-xs text-brand-700">{m.bo_customer_address_default()}</span> : null}
                  </p>
                  <p dir="auto" className="text-start">
                    {[address.line1, address.line2, address.district, address.city].filter(Boolean).join(', ')}
                  </p>
                  <p>
                    {address.recipient_name} · <bdi dir="ltr">{address.phone}</bdi>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </AdminPage>
  )
}

type LedgerEntry = AdminCustomerDetail['ledger'][number]
const ledgerColumn = createColumnHelper<LedgerEntry>()
const ledgerColumns = [
  ledgerColumn.accessor('at', { header: () => m.bo_customer_ledger_date(), cell: ({ getValue }) => formatDate(getValue()) }),
  ledgerColumn.accessor('delta', {
    meta: { align: 'end' },
    header: () => m.bo_customer_ledger_delta(),
    cell: ({ getValue }) => (
      <span className={`font-semibold ${getValue() > 0 ? 'text-emerald-700' : 'text-red-700'}`} dir="ltr">
        {getValue() > 0 ? `+${getValue()}` : getValue()}
      </span>
    ),
  }),
  ledgerColumn.accessor('reason', {
    header: () => m.bo_customer_ledger_reason(),
    cell: ({ row: { original: entry } }) => (
      // A staff member's reason is free text: it wraps instead of stretching the table.
      <span dir="auto" className="block min-w-40 whitespace-normal">
        {ledgerReason(entry.reason)}
        {entry.order_reference ? (
          <>
            {' · '}
            <bdi dir="ltr">{entry.order_reference}</bdi>
          </>
        ) : null}
      </span>
    ),
  }),
]

type CustomerOrder = AdminCustomerDetail['orders'][number]
const orderColumn = createColumnHelper<CustomerOrder>()
const orderColumns = [
  orderColumn.accessor('reference', {
    header: () => m.orders_reference(),
    cell: ({ getValue }) => (
      <bdi dir="ltr" className="font-semibold">
        {getValue()}
      </bdi>
    ),
  }),
  orderColumn.accessor('placed_at', { header: () => m.bo_customer_ledger_date(), cell: ({ getValue }) => formatDate(getValue()) }),
  orderColumn.accessor('status', { header: () => m.orders_status(), cell: ({ getValue }) => <OrderStatusBadge status={getValue()} /> }),
  orderColumn.accessor('total', {
    meta: { align: 'end' },
    header: () => m.orders_total(),
    cell: ({ getValue }) => <span className="font-semibold">{formatMoney(getValue())}</span>,
  }),
]

/** The ledger's own reasons (written by orders) in words; a staff member's reason as they typed it. */
function ledgerReason(reason: string) {
  const known: Record<string, () => string> = {
    order: m.bo_ledger_order_earn,
    order_spend: m.bo_ledger_order_spend,
    order_cancelled: m.bo_ledger_order_refund,
  }
  return known[reason]?.() ?? reason
}

function Profile({ customer }: { customer: AdminCustomerDetail }) {
  const queryClient = useQueryClient()
  const setDisabled = useServerFn(disableCustomerFn)
  const toggle = async () => {
    const answer = await withStepUp(() => setDisabled({ data: { id: customer.id, disabled: !customer.disabled } }))
    if (!answer.success) {
      toast.error(answer.message)
      return
    }
    toast.success(answer.data.disabled ? m.bo_customer_disabled_done() : m.bo_customer_enabled_done())
    await queryClient.invalidateQueries({ queryKey: ['back-office'] })
  }
  return (
    <Card title={m.bo_customer_profile_title()}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{m.bo_customers_email()}</dt>
        <dd>
          <bdi dir="ltr">{customer.email}</bdi>
        </dd>
        <dt className="text-slate-600">{m.bo_customers_phone()}</dt>
        <dd>{customer.phone ? <bdi dir="ltr">{customer.phone}</bdi> : '—'}</dd>
        <dt className="text-slate-600">{m.bo_customers_city()}</dt>
        <dd>{customer.city ?? '—'}</dd>
        <dt className="text-slate-600">{m.bo_customer_language()}</dt>
        <dd>{languageName(customer.locale)}</dd>
        <dt className="text-slate-600">{m.bo_customer_since()}</dt>
        <dd>{formatDate(customer.created_at)}</dd>
        <dt className="text-slate-600">{m.bo_customer_state()}</dt>
        <dd data-testid="bo-customer-state">
          {customer.deleted ? m.bo_customers_deleted() : customer.disabled ? m.bo_customers_disabled() : m.bo_customer_active()}
        </dd>
      </dl>
      {customer.deleted ? null : (
        <div className="mt-4">
          <ConfirmButton
            label={customer.disabled ? m.bo_customer_enable() : m.bo_customer_disable()}
            question={customer.disabled ? m.bo_customer_enable_question() : m.bo_customer_disable_question()}
            tone={customer.disabled ? 'neutral' : 'danger'}
            onConfirm={toggle}
          />
        </div>
      )}
    </Card>
  )
}
