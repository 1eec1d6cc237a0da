/** `/gestion/clients`: the customers, searched by name, e-mail or phone; the search lives in the URL (the kit's FilterBar). */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { AdminCustomerRow } from '~/api/contract/admin-customers'
import { m } from '~/paraglide/messages.js'
import { customersQuery } from '~/features/back-office/customers/customers.queries'
import { AdminPage } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'
import { FilterBar } from '~/ui/admin/filter-bar'

const column = createColumnHelper<AdminCustomerRow>()
const columns = [
  column.accessor('name', {
    header: () => m.bo_customers_name(),
    cell: ({ row: { original: customer } }) => (
      <>
        <Link to="/gestion/clients/$id" params={{ id: String(customer.id) }} className="font-semibold text-brand-700 underline">
          {customer.name || m.bo_customers_unnamed()}
        </Link>
        {customer.deleted ? <span className="ms-2 rounded bg-slate-200 px-1.5 text-xs">{m.bo_customers_deleted()}</span> : null}
        {customer.disabled ? (
          <span className="ms-2 rounded bg-red-100 px-1.5 text-xs text-red-800">{m.bo_customers_disabled()}</span>
        ) : null}
      </>
    ),
  }),
  column.accessor('email', { header: () => m.bo_customers_email(), cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi> }),
  column.accessor('phone', {
    header: () => m.bo_customers_phone(),
    cell: ({ getValue }) => (getValue() ? <bdi dir="ltr">{getValue()}</bdi> : '—'),
  }),
  column.accessor('city', { header: () => m.bo_customers_city(), cell: ({ getValue }) => getValue() ?? '—' }),
  column.accessor('points', { meta: { align: 'end' }, header: () => m.bo_customers_points() }),
  column.accessor('orders_count', { meta: { align: 'end' }, header: () => m.bo_customers_orders() }),
]

export function CustomersPage({ q, page }: { q: string | undefined; page: number }) {
  const { data } = useSuspenseQuery(customersQuery(q, page))
  return (
    <AdminPage title={m.bo_customers_title()} description={<p role="status">{m.bo_customers_count({ count: data.total })}</p>}>
      <FilterBar label={m.bo_customers_title()} values={{ q: q ?? '' }} submitLabel={m.bo_customers_search_submit()}>
        {(form) => (
          <form.AppField name="q">
            {(field) => <field.TextField type="search" label={m.bo_customers_search()} hint={m.bo_customers_search_hint()} />}
          </form.AppField>
        )}
      </FilterBar>
      <DataTable
        label={m.bo_customers_title()}
        data={data.items}
        columns={columns}
        getRowId={(customer) => String(customer.id)}
        rowHeader="name"
        empty={m.bo_customers_none()}
        pagination={{ page: data.page, pageSize: data.per_page, total: data.total }}
        pageLinkTo="/gestion/clients"
        rowProps={() => ({ 'data-testid': 'bo-customer-row' })}
      />
    </AdminPage>
  )
}
