/** `/gestion/stock`: every pack size's stock and low threshold; admins change them, staff read them. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { StockItem } from '~/api/contract/admin-stock'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'
import { stockQuery } from '~/features/back-office/stock/stock.queries'
import { StockForm } from './stock-form'

const itemKey = (item: StockItem) => `${item.kind}-${item.id}`
const itemName = (item: StockItem) => (item.pack_size ? `${item.product_name} (${item.pack_size})` : item.product_name)
const column = createColumnHelper<StockItem>()

function stockColumns(canEdit: boolean, editing: string | null, setEditing: (key: string | null) => void) {
  return [
    column.accessor('product_name', {
      header: () => m.bo_stock_product(),
      cell: ({ row }) => (
        <>
          {row.original.product_name}
          {row.original.pack_size ? <span className="block text-xs font-normal text-slate-600">{row.original.pack_size}</span> : null}
        </>
      ),
    }),
    column.accessor('reference', {
      header: () => m.bo_stock_reference(),
      cell: ({ getValue }) => (
        <bdi dir="ltr" className="font-mono text-xs">
          {getValue()}
        </bdi>
      ),
    }),
    column.accessor('stock', {
      meta: { align: 'end', testId: 'bo-stock-count' },
      header: () => m.bo_stock_count(),
      cell: ({ row }) => <StockCount item={row.original} />,
    }),
    column.accessor('low_threshold', { meta: { align: 'end' }, header: () => m.bo_stock_threshold() }),
    ...(canEdit
      ? [
          column.display({
            id: 'edit',
            meta: { align: 'end' },
            header: () => null,
            cell: ({ row }) => {
              const key = itemKey(row.original)
              return (
                <button
                  type="button"
                  onClick={() => setEditing(editing === key ? null : key)}
                  aria-expanded={editing === key}
                  aria-label={m.bo_stock_edit_of({ name: itemName(row.original) })}
                  className="rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {m.bo_stock_edit()}
                </button>
              )
            },
          }),
        ]
      : []),
  ]
}

export function StockPage({ low, canEdit }: { low: boolean; canEdit: boolean }) {
  const { data } = useSuspenseQuery(stockQuery(low))
  const [editing, setEditing] = useState<string | null>(null)
  const columns = useMemo(() => stockColumns(canEdit, editing, setEditing), [canEdit, editing])
  const filterClass = 'rounded-lg border px-3 py-1.5 text-sm font-semibold'
  const active = 'border-brand-600 bg-brand-600 text-white'
  const idle = 'border-slate-300 bg-white text-slate-800'
  return (
    <AdminPage title={m.bo_stock_title()} description={m.bo_stock_intro()}>
      {canEdit ? null : (
        <p className="rounded bg-slate-100 p-2 text-sm text-slate-700" data-testid="bo-stock-read-only">
          {m.bo_stock_read_only()}
        </p>
      )}
      <nav aria-label={m.bo_stock_filter_label()} className="flex gap-2">
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
      <DataTable
        label={m.bo_stock_title()}
        data={data.items}
        columns={columns}
        getRowId={itemKey}
        rowHeader="product_name"
        empty={m.bo_stock_none()}
        rowProps={(item) => ({ 'data-testid': 'bo-stock-row', 'data-reference': item.reference })}
        rowDetail={(item) =>
          canEdit && editing === itemKey(item) ? <StockForm item={item} name={itemName(item)} onDone={() => setEditing(null)} /> : null
        }
      />
    </AdminPage>
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
