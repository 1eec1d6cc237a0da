/**
 * `/gestion/stock`: every pack size's stock and low threshold; admins change them, staff read them.
 * Each row opens its movements (docs/decisions/0077); admins count the stock for the monthly inventory.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { StockItem } from '~/api/contract/admin-stock'
import { m } from '~/paraglide/messages.js'
import { buttonClass as button } from '~/ui/button-class'
import { AdminPage } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'
import { stockQuery } from '~/features/back-office/stock/stock.queries'
import { StockForm } from './stock-form'
import { StockCountForm } from './stock-count-form'
import { StockHistory } from './stock-history'

const itemKey = (item: StockItem) => `${item.kind}-${item.id}`
const itemName = (item: StockItem) => (item.pack_size ? `${item.product_name} (${item.pack_size})` : item.product_name)
const column = createColumnHelper<StockItem>()

/** The row whose editor or history is open under it. */
type Open = { key: string; panel: 'edit' | 'history' } | null

function stockColumns(canEdit: boolean, open: Open, setOpen: (open: Open) => void) {
  const toggle = (key: string, panel: 'edit' | 'history') => setOpen(open?.key === key && open.panel === panel ? null : { key, panel })
  const buttonClass = button({ variant: 'secondary', size: 'xs' })
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
    column.display({
      id: 'edit',
      meta: { align: 'end' },
      header: () => null,
      cell: ({ row }) => {
        const key = itemKey(row.original)
        const name = itemName(row.original)
        return (
          <span className="inline-flex gap-2">
            <button
              type="button"
              onClick={() => toggle(key, 'history')}
              aria-expanded={open?.key === key && open.panel === 'history'}
              aria-label={m.edit_stock_history_button({ name })}
              className={buttonClass}
            >
              {m.edit_stock_history()}
            </button>
            {canEdit ? (
              <button
                type="button"
                onClick={() => toggle(key, 'edit')}
                aria-expanded={open?.key === key && open.panel === 'edit'}
                aria-label={m.bo_stock_edit_of({ name })}
                className={buttonClass}
              >
                {m.bo_stock_edit()}
              </button>
            ) : null}
          </span>
        )
      },
    }),
  ]
}

export function StockPage({ low, canEdit }: { low: boolean; canEdit: boolean }) {
  const { data } = useSuspenseQuery(stockQuery(low))
  const [open, setOpen] = useState<Open>(null)
  const [counting, setCounting] = useState(false)
  const columns = useMemo(() => stockColumns(canEdit, open, setOpen), [canEdit, open])
  const filterClass = 'rounded-lg border px-3 py-1.5 text-sm font-semibold'
  const active = 'border-brand-600 bg-brand-600 text-white'
  const idle = 'border-slate-300 bg-white text-slate-800'
  return (
    <AdminPage
      title={m.bo_stock_title()}
      description={m.bo_stock_intro()}
      actions={
        canEdit ? (
          <button
            type="button"
            aria-expanded={counting}
            onClick={() => setCounting((was) => !was)}
            className="rounded-lg border border-brand-300 bg-white px-4 py-2 font-bold text-brand-700 hover:bg-brand-50"
          >
            {m.edit_stock_count_open()}
          </button>
        ) : null
      }
    >
      {counting ? <StockCountForm items={data.items} name={itemName} onDone={() => setCounting(false)} /> : null}
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
        rowDetail={(item) => {
          if (open?.key !== itemKey(item)) return null
          if (open.panel === 'history') return <StockHistory item={item} name={itemName(item)} />
          return canEdit ? <StockForm item={item} name={itemName(item)} onDone={() => setOpen(null)} /> : null
        }}
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
