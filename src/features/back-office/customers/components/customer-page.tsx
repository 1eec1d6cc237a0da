/** `/gestion/clients/$id`: a customer's profile, addresses, last orders, points (adjustable) and ledger, and disabling. */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import type { AdminCustomerDetail } from '~/api/contract/admin-customers'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { ArrowStartIcon } from '~/ui/icons'
import { toast } from '~/ui/toasts/toast-store'
import { disableCustomerFn } from '~/features/back-office/customers/customers.functions'
import { customerQuery } from '~/features/back-office/customers/customers.queries'
import { OrderStatusBadge } from '~/features/orders/order-status'
import { ConfirmButton } from '~/ui/admin/confirm-button'
import { languageName } from '~/features/back-office/staff/language-name'
import { Card, PageTitle } from '~/ui/admin/page-parts'
import { PointsForm } from './points-form'
import { withStepUp } from '~/features/back-office/security/step-up'

export function CustomerPage({ id }: { id: number }) {
  const { data: customer } = useSuspenseQuery(customerQuery(id))
  if (!customer) {
    return (
      <>
        <PageTitle>{m.bo_customer_missing()}</PageTitle>
        <Link to="/gestion/clients" className="font-semibold text-brand-700 underline">
          {m.bo_customers_back()}
        </Link>
      </>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <Link to="/gestion/clients" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
        <ArrowStartIcon />
        {m.bo_customers_back()}
      </Link>
      <PageTitle>{customer.name || m.bo_customers_unnamed()}</PageTitle>
      <div className="grid gap-4 lg:grid-cols-2">
        <Profile customer={customer} />
        <Card title={m.bo_customer_points_title()}>
          <p className="mb-3 text-3xl font-bold text-slate-900" data-testid="bo-points-balance">
            {m.bo_customer_points_balance({ points: customer.points })}
          </p>
          {customer.deleted ? null : <PointsForm customerId={customer.id} />}
        </Card>
      </div>
      <Card title={m.bo_customer_ledger_title()}>
        {customer.ledger.length === 0 ? (
          <p className="text-slate-700">{m.bo_customer_ledger_none()}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="bo-ledger">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th className="p-2 text-start">{m.bo_customer_ledger_date()}</th>
                  <th className="p-2 text-end">{m.bo_customer_ledger_delta()}</th>
                  <th className="p-2 text-start">{m.bo_customer_ledger_reason()}</th>
                </tr>
              </thead>
              <tbody>
                {customer.ledger.map((entry) => (
                  <tr key={entry.id} className="border-b border-slate-100">
                    <td className="p-2 whitespace-nowrap">{formatDate(entry.at)}</td>
                    <td className={`p-2 text-end font-semibold ${entry.delta > 0 ? 'text-emerald-700' : 'text-red-700'}`} dir="ltr">
                      {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                    </td>
                    <td className="p-2" dir="auto">
                      {ledgerReason(entry.reason)}
                      {entry.order_reference ? (
                        <>
                          {' · '}
                          <bdi dir="ltr">{entry.order_reference}</bdi>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={m.bo_customer_orders_title({ count: customer.orders_count })}>
          {customer.orders.length === 0 ? (
            <p className="text-slate-700">{m.bo_customer_orders_none()}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {customer.orders.map((order) => (
                <li key={order.reference} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <bdi dir="ltr" className="font-semibold">
                    {order.reference}
                  </bdi>
                  <span>{formatDate(order.placed_at)}</span>
                  <OrderStatusBadge status={order.status} />
                  <span className="font-semibold">{formatMoney(order.total)}</span>
                </li>
              ))}
            </ul>
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
    </div>
  )
}

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
