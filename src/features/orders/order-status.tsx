import { type OrderStatus, orderStatusLabel } from '~/api/contract/order-status'

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
      {orderStatusLabel(status)}
    </span>
  )
}
