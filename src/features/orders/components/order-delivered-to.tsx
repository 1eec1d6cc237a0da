/** "Livrée à 10:42 à Ahmed": when the order was handed over, and to whom when the driver took a name (decision 0087). */
import type { OrderDetail } from '~/api/contract/account'
import { formatTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'

export function OrderDeliveredTo({ order }: { order: OrderDetail }) {
  const delivered = order.delivered_to
  if (!delivered) return null
  const time = formatTime(delivered.at)
  return (
    <p className="basis-full font-semibold text-emerald-800" data-testid="order-delivered-to">
      {delivered.name ? m.pod_delivered_to({ time, name: delivered.name }) : m.pod_delivered_at({ time })}
    </p>
  )
}
