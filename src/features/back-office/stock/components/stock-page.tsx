/** `/gestion/stock`: every pack size's stock and low threshold; admins change them, staff read them. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Fragment, useState } from 'react'
import type { StockItem } from '~/api/contract/admin-stock'
import { m } from '~/paraglide/messages.js'
import { stockQuery } from '~/features/back-office/stock/stock.queries'
import { StockForm } from './stock-form'

const itemKey = (item: StockItem) => `${item.kind}-${item.id}`

export function StockPage({ low, canEdit }: { low: boolean; canEdit: boolean }) {
  const { data } = useSuspenseQuery(stockQuery(low))
  const [editing, setEditing] = useState<string | null>(null)
  const filterClass = 'rounded-lg border px-3 py-1.5 text-sm font-semibold'
  const active = 'border-brand-600 bg-brand-600 text-white'
  const idle = 'border-slate-300 bg-white text-slate-800'
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{m.bo_stock_title()}</h1>
      <p className="mb-2 text-sm text-slate-600">{m.bo_stock_intro()}</p>
      {canEdit ? null : (
        <p className="mb-2 rounded bg-slate-100 p-2 text-sm text-slate-700" data-testid="bo-stock-read-only">
          {m.bo_stock_read_only()}
        </p>
      )}
      <nav aria-label={m.bo_stock_filter_label()} className="mb-3 flex gap-2">
        <Link to="/gestion/stock" search={{}} className={`${filterClass} ${low ? idle : active}`} aria-current={low ? undefined : 'page'}>
          {m.bo_stock_filter_all()}
        </Link>
        <Link
          to="/gestion/stock"
          search={{ low: 1 }}
          className={`${filterClass} ${low ? active : idle}`}
          aria-current={low ? 'page' : undefined}
          data-testid="bo-stock-low-filter"
        >
          {m.bo_stock_filter_low({ count: data.low_count })}
        </Link>
      </nav>
      <section className="min-w-0 rounded-xl bg-white p-4 shadow-sm">
        {data.items.length === 0 ? (
          <p className="text-slate-700">{m.bo_stock_none()}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="p-2 text-start">
                    {m.bo_stock_product()}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {m.bo_stock_reference()}
                  </th>
                  <th scope="col" className="p-2 text-end">
                    {m.bo_stock_count()}
                  </th>
                  <th scope="col" className="p-2 text-end">
                    {m.bo_stock_threshold()}
                  </th>
                  {canEdit ? <td /> : null}
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => {
                  const key = itemKey(item)
                  const name = item.pack_size ? `${item.product_name} (${item.pack_size})` : item.product_name
                  return (
                    <Fragment key={key}>
                      <tr className="border-b border-slate-100" data-testid="bo-stock-row" data-reference={item.reference}>
                        <th scope="row" className="p-2 text-start font-semibold">
                          {item.product_name}
                          {item.pack_size ? <span className="block text-xs font-normal text-slate-600">{item.pack_size}</span> : null}
                        </th>
                        <td className="p-2">
                          <bdi dir="ltr" className="font-mono text-xs">
                            {item.reference}
                          </bdi>
                        </td>
                        <td className="p-2 text-end" data-testid="bo-stock-count">
                          <StockCount item={item} />
                        </td>
                        <td className="p-2 text-end">{item.low_threshold}</td>
                        {canEdit ? (
                          <td className="p-2 text-end">
                            <button
                              type="button"
                              onClick={() => setEditing(editing === key ? null : key)}
                              aria-expanded={editing === key}
                              aria-label={m.bo_stock_edit_of({ name })}
                              className="rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50"
                            >
                              {m.bo_stock_edit()}
                            </button>
                          </td>
                        ) : null}
                      </tr>
                      {canEdit && editing === key ? (
                        <tr className="border-b border-slate-100 bg-slate-50">
                          <td colSpan={5} className="p-3">
                            <StockForm item={item} name={name} onDone={() => setEditing(null)} />
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  )
}

/** The count, with "Bas" or "Épuisé" beside it; "Non suivi" when not tracked. */
function StockCount({ item }: { item: StockItem }) {
  if (item.stock === null) return <span className="text-slate-500">{m.bo_stock_not_tracked()}</span>
  return (
    <span className="inline-flex items-center gap-2">
      {item.low ? (
        <span
          className={`rounded px-1.5 text-xs font-semibold ${item.stock === 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
        >
          {item.stock === 0 ? m.bo_stock_sold_out() : m.bo_stock_low()}
        </span>
      ) : null}
      <span className="font-bold">{item.stock}</span>
    </span>
  )
}
