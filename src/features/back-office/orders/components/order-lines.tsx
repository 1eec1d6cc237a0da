/** An order's lines and amounts, as they were when it was placed. */
import type { AdminOrderDetail } from '~/api/contract/admin-orders'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { createColumnHelper } from '@tanstack/react-table'
import { DataTable } from '~/ui/admin/data-table'

type Line = AdminOrderDetail['lines'][number]
const column = createColumnHelper<Line>()
const lineColumns = [
  column.accessor('name', {
    header: () => m.orders_product(),
    cell: ({ row }) => (
      <>
        <span className="block font-semibold">{row.original.name}</span>
        <span className="block text-xs text-slate-500">
          {row.original.label ? `${row.original.label} · ` : ''}
          <bdi dir="ltr">{row.original.reference}</bdi>
        </span>
      </>
    ),
  }),
  column.accessor('unit_price', {
    meta: { align: 'end' },
    header: () => m.orders_unit_price(),
    cell: ({ getValue }) => formatMoney(getValue()),
  }),
  column.accessor('quantity', {
    meta: { align: 'end' },
    header: () => m.orders_quantity(),
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  column.accessor('total', {
    meta: { align: 'end' },
    header: () => m.orders_line_total(),
    cell: ({ getValue }) => <span className="font-semibold">{formatMoney(getValue())}</span>,
  }),
]

export function OrderLines({ order }: { order: AdminOrderDetail }) {
  return (
    <DataTable
      label={m.orders_lines()}
      data={order.lines}
      columns={lineColumns}
      getRowId={(line, index) => `${line.reference}-${index}`}
      empty=""
    />
  )
}

export function OrderAmounts({ order }: { order: AdminOrderDetail }) {
  const rows: { key: string; label: React.ReactNode; value: string; strong?: boolean }[] = [
    { key: 'subtotal', label: m.orders_subtotal(), value: formatMoney(order.subtotal) },
    { key: 'fee', label: m.orders_delivery_fee(), value: order.delivery_fee ? formatMoney(order.delivery_fee) : m.orders_free() },
  ]
  if (order.discount) {
    rows.push({
      key: 'discount',
      label: order.voucher_code ? (
        <>
          {m.orders_discount()} (<bdi dir="ltr">{order.voucher_code}</bdi>)
        </>
      ) : (
        m.orders_discount()
      ),
      value: formatMoney(-order.discount),
    })
  }
  if (order.points_used) {
    rows.push({
      key: 'points',
      label: m.orders_points_discount({ points: formatNumber(order.points_used) }),
      value: formatMoney(-order.points_discount),
    })
  }
  rows.push({ key: 'total', label: m.orders_grand_total(), value: formatMoney(order.total), strong: true })
  rows.push({ key: 'earn', label: m.bo_orders_points_to_earn(), value: formatNumber(order.points_gained) })
  return (
    <dl className="mt-3 grid gap-1 border-t border-slate-200 pt-3 text-sm" data-testid="bo-order-amounts">
      {rows.map((row) => (
        <div
          key={row.key}
          className={`flex justify-between gap-3 ${row.strong ? 'text-base font-bold' : ''}`}
          data-testid={`bo-amount-${row.key}`}
        >
          <dt>{row.label}</dt>
          <dd className="whitespace-nowrap">{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
