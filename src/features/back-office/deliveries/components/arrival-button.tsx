/**
 * "Arrivé" on a stop of the round (docs/decisions/0087): queued with the time pressed, like the
 * driver's other actions; once pressed (sent or waiting), the time shows instead of the button.
 */
import type { DeliveryOrder } from '~/api/contract/admin-deliveries'
import { formatTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { MapPinIcon } from '~/ui/icons'
import type { RoundAction } from '~/features/back-office/deliveries/round-queue'

type Props = {
  order: DeliveryOrder
  pending: RoundAction[]
  onAction: (action: Omit<RoundAction, 'clientKey' | 'nextTryAt' | 'attempts'>) => void
}

export function ArrivalButton({ order, pending, onAction }: Props) {
  if (order.status !== 'out_for_delivery') return null
  const waiting = pending.find((action) => action.reference === order.reference && action.action === 'arrived')
  const arrivedAt = order.arrived_at ?? waiting?.actedAt
  if (arrivedAt) {
    return (
      <p data-testid="round-arrived" className="mt-3 flex items-center gap-2 text-sm font-semibold text-slate-700">
        <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
        {m.pod_round_arrived_at({ time: formatTime(arrivedAt) })}
      </p>
    )
  }
  return (
    <button
      type="button"
      onClick={() => onAction({ reference: order.reference, action: 'arrived' })}
      className="mt-3 w-full rounded-lg border border-brand-500 bg-white px-4 py-2 font-bold text-brand-700 hover:bg-brand-50"
    >
      {m.pod_round_arrived()}
    </button>
  )
}
