/** An order's lines and amounts, as they were when it was placed. */
import type { AdminOrderDetail } from '~/api/contract/admin-orders'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'

export function OrderLines({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[19rem] text-sm">
        <thead className="text-slate-500">
          <tr>
            <th scope="col" className="py-2 text-start font-semibold">
              {m.orders_product()}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {m.orders_unit_price()}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {m.orders_quantity()}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {m.orders_line_total()}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${line.reference}-${index}`} className="border-t border-slate-100">
              <td className="py-2 pe-3">
                <span className="block font-semibold">{line.name}</span>
                <span className="block text-xs text-slate-500">
                  {line.label ? `${line.label} · ` : ''}
                  <bdi dir="ltr">{line.reference}</bdi>
                </span>
              </td>
              <td className="py-2 text-end whitespace-nowrap">{formatMoney(line.unit_price)}</td>
              <td className="py-2 text-end">{formatNumber(line.quantity)}</td>
              <td className="py-2 text-end font-semibold whitespace-nowrap">{formatMoney(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
