/**
 * The driver's "open the whole round in Google Maps": the stops not delivered yet, in round
 * order, one tap; a round longer than one link carries is offered as legs (round-directions.ts).
 */
import type { DeliveryOrder } from '~/api/contract/admin-deliveries'
import { m } from '~/paraglide/messages.js'
import { MapPinIcon } from '~/ui/icons'
import { MAX_WAYPOINTS, roundLegs } from '~/features/back-office/deliveries/round-directions'

const linkClass =
  'flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600'

export function RoundDirectionsLinks({ orders }: { orders: DeliveryOrder[] }) {
  // Their numbers on the cards: the position in the whole round.
  const left = orders.flatMap((order, index) => (order.status === 'delivered' ? [] : [{ order, number: index + 1 }]))
  if (left.length === 0) return null
  const legs = roundLegs(left.map((stop) => stop.order))
  const numberAt = (position: number) => left[position - 1]!.number
  if (legs.length === 1) {
    return (
      <a href={legs[0]!.url} target="_blank" rel="noopener noreferrer" className={linkClass} data-testid="round-directions">
        <MapPinIcon className="size-5 shrink-0" aria-hidden="true" />
        {m.map_round_open_maps()}
      </a>
    )
  }
  return (
    <nav aria-label={m.map_round_open_maps()} className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm">
      <p className="font-bold text-slate-900">{m.map_round_open_maps()}</p>
      <p className="text-sm text-slate-600">{m.map_round_legs_note({ count: MAX_WAYPOINTS + 1 })}</p>
      {legs.map((leg, index) => (
        <a key={leg.url} href={leg.url} target="_blank" rel="noopener noreferrer" className={linkClass} data-testid="round-directions">
          <MapPinIcon className="size-5 shrink-0" aria-hidden="true" />
          {m.map_round_open_leg({ number: index + 1, from: numberAt(leg.from), to: numberAt(leg.to) })}
        </a>
      ))}
    </nav>
  )
}
