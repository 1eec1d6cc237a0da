import type { OrderStatus } from '~/api/contract/account'
import { m } from '~/paraglide/messages.js'

const labels: Record<OrderStatus, () => string> = {
  placed: m.orders_status_placed,
  confirmed: m.orders_status_confirmed,
  out_for_delivery: m.orders_status_out_for_delivery,
  delivered: m.orders_status_delivered,
  cancelled: m.orders_status_cancelled,
}

/** An order status in the page's language. */
export const statusLabel = (status: OrderStatus) => labels[status]()

const tones: Record<OrderStatus, string> = {
  placed: 'bg-slate-100 text-slate-700',
  confirmed: 'bg-brand-50 text-brand-700',
  out_for_delivery: 'bg-amber-50 text-amber-800',
  delivered: 'bg-emerald-50 text-emerald-800',
  cancelled: 'bg-red-50 text-red-700',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-testid="order-status"
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {statusLabel(status)}
    </span>
  )
}
