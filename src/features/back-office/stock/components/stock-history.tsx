/** One pack size's stock movements, newest first: what moved it, by how much, the count after, the order, who and why. */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { StockItem } from '~/api/contract/admin-stock'
import type { StockMovementKind, StockMovementRow } from '~/api/contract/admin-stock-movements'
import { formatDateTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { DataTable } from '~/ui/admin/data-table'
import { stockMovementsQuery } from '~/features/back-office/stock/stock.queries'

export const MOVEMENT_LABELS: Record<StockMovementKind, () => string> = {
  reserved: m.edit_stock_kind_reserved,
  delivered: m.edit_stock_kind_delivered,
  cancelled: m.edit_stock_kind_cancelled,
  edited: m.edit_stock_kind_edited,
  received: m.edit_stock_kind_received,
  counted: m.edit_stock_kind_counted,
  written_off: m.edit_stock_kind_written_off,
}

const column = createColumnHelper<StockMovementRow>()
const columns = [
  column.accessor('created_at', { header: () => m.edit_stock_col_date(), cell: ({ getValue }) => formatDateTime(getValue()) }),
  column.accessor('kind', {
    header: () => m.edit_stock_col_kind(),
    meta: { testId: 'stock-movement-kind' },
    cell: ({ getValue }) => MOVEMENT_LABELS[getValue()](),
  }),
  column.accessor('delta', {
    header: () => m.edit_stock_col_delta(),
    meta: { align: 'end', testId: 'stock-movement-delta' },
    // A delivery moves nothing: its units left at the reservation (docs/decisions/0077).
    cell: ({ row, getValue }) =>
      row.original.kind === 'delivered' ? (
        <span className="text-slate-500">{m.edit_stock_delivered_note()}</span>
      ) : (
        <bdi dir="ltr" className={getValue() < 0 ? 'text-red-700' : 'text-emerald-700'}>
          {getValue() > 0 ? `+${getValue()}` : getValue()}
        </bdi>
      ),
  }),
  column.accessor('stock_after', { header: () => m.edit_stock_col_after(), meta: { align: 'end', testId: 'stock-movement-after' } }),
  column.accessor('order_reference', {
    header: () => m.edit_stock_col_order(),
    cell: ({ getValue }) => {
      const reference = getValue()
      return reference ? (
        <Link to="/gestion/commandes/$reference" params={{ reference }} className="text-brand-700 hover:underline">
          <bdi dir="ltr">{reference}</bdi>
        </Link>
      ) : null
    },
  }),
  column.accessor('actor_name', { header: () => m.edit_stock_col_by(), cell: ({ getValue }) => <bdi>{getValue() ?? '—'}</bdi> }),
  column.accessor('reason', { header: () => m.edit_stock_col_reason(), cell: ({ getValue }) => <bdi>{getValue()}</bdi> }),
]

export function StockHistory({ item, name }: { item: StockItem; name: string }) {
  const movements = useQuery(stockMovementsQuery(item))
  return (
    <section className="grid gap-2 p-2" data-testid="stock-history">
      <h3 className="font-bold">{m.edit_stock_history_of({ name })}</h3>
      <DataTable
        label={m.edit_stock_history_of({ name })}
        data={movements.data ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowHeader="created_at"
        loading={movements.isPending}
        empty={m.edit_stock_history_empty()}
        rowProps={() => ({ 'data-testid': 'stock-movement' })}
      />
    </section>
  )
}
