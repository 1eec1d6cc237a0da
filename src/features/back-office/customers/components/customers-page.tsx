/** `/gestion/clients`: the customers, searched by name, e-mail or phone; the search lives in the URL. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { customersQuery } from '~/features/back-office/customers/customers.queries'
import { Card, PageTitle } from '~/ui/admin/page-parts'
import { Pager } from '~/ui/admin/pager'

export function CustomersPage({ q, page }: { q: string | undefined; page: number }) {
  const { data } = useSuspenseQuery(customersQuery(q, page))
  const navigate = useNavigate()
  const form = useShopForm({
    defaultValues: { q: q ?? '' },
    submit: async (values) => {
      await navigate({ to: '/gestion/clients', search: { q: values.q.trim() || undefined, page: undefined } })
    },
  })
  return (
    <>
      <PageTitle>{m.bo_customers_title()}</PageTitle>
      <form.AppForm>
        <form.Form role="search" className="mb-4 flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <form.AppField name="q">
              {(field) => <field.TextField type="search" label={m.bo_customers_search()} hint={m.bo_customers_search_hint()} />}
            </form.AppField>
          </div>
          <div className="w-40">
            <form.SubmitButton>{m.bo_customers_search_submit()}</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
      <Card>
        <p className="mb-2 text-sm text-slate-600" role="status">
          {m.bo_customers_count({ count: data.total })}
        </p>
        {data.items.length === 0 ? (
          <p className="text-slate-700">{m.bo_customers_none()}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th className="p-2 text-start">{m.bo_customers_name()}</th>
                  <th className="p-2 text-start">{m.bo_customers_email()}</th>
                  <th className="p-2 text-start">{m.bo_customers_phone()}</th>
                  <th className="p-2 text-start">{m.bo_customers_city()}</th>
                  <th className="p-2 text-end">{m.bo_customers_points()}</th>
                  <th className="p-2 text-end">{m.bo_customers_orders()}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((customer) => (
                  <tr key={customer.id} className="border-b border-slate-100" data-testid="bo-customer-row">
                    <td className="p-2">
                      <Link
                        to="/gestion/clients/$id"
                        params={{ id: String(customer.id) }}
                        className="font-semibold text-brand-700 underline"
                      >
                        {customer.name || m.bo_customers_unnamed()}
                      </Link>
                      {customer.deleted ? (
                        <span className="ms-2 rounded bg-slate-200 px-1.5 text-xs">{m.bo_customers_deleted()}</span>
                      ) : null}
                      {customer.disabled ? (
                        <span className="ms-2 rounded bg-red-100 px-1.5 text-xs text-red-800">{m.bo_customers_disabled()}</span>
                      ) : null}
                    </td>
                    <td className="p-2">
                      <bdi dir="ltr">{customer.email}</bdi>
                    </td>
                    <td className="p-2">{customer.phone ? <bdi dir="ltr">{customer.phone}</bdi> : '—'}</td>
                    <td className="p-2">{customer.city ?? '—'}</td>
                    <td className="p-2 text-end">{customer.points}</td>
                    <td className="p-2 text-end">{customer.orders_count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={data.page} total={data.total} pageSize={data.per_page} to="/gestion/clients" />
      </Card>
    </>
  )
}
