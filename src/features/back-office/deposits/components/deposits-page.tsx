/**
 * `/gestion/consignes`: the jugs out (docs/decisions/0084): per city, the customers holding jugs,
 * the jugs and the deposit held; then the customers, filtered by city and name or e-mail (the
 * URL's search, the kit's FilterBar), each a link to their page where a deposit is refunded or
 * lost jugs written off.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { JugsOut } from '~/api/contract/admin-deposits'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'
import { FilterBar } from '~/ui/admin/filter-bar'
import { Card } from '~/ui/admin/page-parts'
import { type JugsSearch, jugsOutQuery } from '~/features/back-office/deposits/deposits.queries'

const money = (centimes: number) => <bdi>{formatMoney(centimes)}</bdi>

const cityColumn = createColumnHelper<JugsOut['cities'][number]>()
const cityColumns = [
  cityColumn.accessor('name', { header: () => m.bo_customers_city() }),
  cityColumn.accessor('customers', { header: () => m.dep_jugs_customers(), meta: { align: 'end' } }),
  cityColumn.accessor('jugs', { header: () => m.dep_jugs_held(), meta: { align: 'end', testId: 'jugs-city-jugs' } }),
  cityColumn.accessor('deposit', {
    header: () => m.dep_held_deposit(),
    meta: { align: 'end' },
    cell: ({ getValue }) => money(getValue()),
  }),
]

const customerColumn = createColumnHelper<JugsOut['customers'][number]>()
const customerColumns = [
  customerColumn.accessor('name', {
    header: () => m.bo_customers_name(),
    cell: ({ row: { original: customer } }) => (
      <Link to="/gestion/clients/$id" params={{ id: String(customer.id) }} className="font-semibold text-brand-700 underline">
        {customer.name || customer.email}
      </Link>
    ),
  }),
  customerColumn.accessor('city', { header: () => m.bo_customers_city(), cell: ({ getValue }) => getValue() || '—' }),
  customerColumn.accessor('jugs', { header: () => m.dep_jugs_held(), meta: { align: 'end', testId: 'jugs-customer-jugs' } }),
  customerColumn.accessor('deposit', {
    header: () => m.dep_held_deposit(),
    meta: { align: 'end' },
    cell: ({ getValue }) => money(getValue()),
  }),
]

export function JugsPage({ search }: { search: JugsSearch }) {
  const { data } = useSuspenseQuery(jugsOutQuery(search))
  const cityOptions = [
    { value: '0', label: m.dep_jugs_all_cities() },
    ...data.cities.flatMap((city) => (city.id ? [{ value: String(city.id), label: city.name }] : [])),
  ]
  return (
    <AdminPage title={m.dep_jugs_title()} description={m.dep_jugs_description()}>
      <Card title={m.dep_jugs_per_city()}>
        <DataTable
          label={m.dep_jugs_per_city()}
          data={data.cities}
          columns={cityColumns}
          getRowId={(city) => String(city.id ?? 0)}
          rowHeader="name"
          empty={m.dep_jugs_none()}
        />
      </Card>
      <FilterBar
        label={m.dep_jugs_filters()}
        values={{ city: search.city ?? 0, q: search.q ?? '' }}
        toSearch={(values) => ({ city: Number(values.city) || undefined, q: values.q.trim() || undefined })}
        submitLabel={m.bo_customers_search_submit()}
        idPrefix="jugs-filter"
        className="sm:grid-cols-2"
      >
        {(form) => (
          <>
            <form.AppField name="city">
              {(field) => <field.SelectField label={m.bo_customers_city()} options={cityOptions} />}
            </form.AppField>
            <form.AppField name="q">{(field) => <field.TextField type="search" label={m.bo_customers_search()} />}</form.AppField>
          </>
        )}
      </FilterBar>
      <DataTable
        label={m.dep_jugs_per_customer()}
        data={data.customers}
        columns={customerColumns}
        getRowId={(customer) => String(customer.id)}
        rowHeader="name"
        empty={m.dep_jugs_none()}
        pagination={{ page: data.page, pageSize: data.page_size, total: data.total }}
        pageLinkTo="/gestion/consignes"
        rowProps={() => ({ 'data-testid': 'jugs-customer-row' })}
      />
    </AdminPage>
  )
}
