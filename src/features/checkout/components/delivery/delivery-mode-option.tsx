import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { type DeliveryMode, freeNow } from './delivery-choices'

/** One delivery mode as its radio's label: its name, its fee (or free), the free-delivery threshold and its first date. */
export function DeliveryModeOption({ mode, subtotal }: { mode: DeliveryMode; subtotal: number | null }) {
  const free = freeNow(mode, subtotal)
  const unavailable = mode.dates.length === 0
  return (
    <span className="grid min-w-0 flex-1 gap-0.5">
      <span className="flex flex-wrap justify-between gap-x-3 font-bold text-brand-900">
        <span>{mode.name}</span>
        <span className="whitespace-nowrap" data-testid="delivery-mode-fee">
          {mode.fee === 0 || free ? m.orders_free() : <bdi>{formatMoney(mode.fee)}</bdi>}
        </span>
      </span>
      {mode.free_from !== null ? (
        <span className="text-sm text-slate-600">
          {free ? m.checkout_free_reached() : m.checkout_free_from({ amount: formatMoney(mode.free_from) })}
        </span>
      ) : null}
      <span className="text-sm text-slate-600">
        {unavailable ? m.checkout_date_none() : m.checkout_first_date({ date: formatDate(mode.dates[0]!) })}
      </span>
    </span>
  )
}
