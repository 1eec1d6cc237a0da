import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { type DeliveryMode, freeNow } from './delivery-choices'

/** One delivery mode as a radio: its name, its fee (or free), the free-delivery threshold and its first date. */
export function DeliveryModeOption({
  mode,
  checked,
  subtotal,
  invalid,
  describedBy,
  onChoose,
}: {
  mode: DeliveryMode
  checked: boolean
  subtotal: number | null
  invalid: boolean
  describedBy?: string
  onChoose: () => void
}) {
  const free = freeNow(mode, subtotal)
  const unavailable = mode.dates.length === 0
  return (
    <label
      className={`flex h-full gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 ${
        unavailable
          ? 'cursor-not-allowed border-slate-200 opacity-60'
          : checked
            ? 'cursor-pointer border-brand-600 bg-brand-50'
            : 'cursor-pointer border-slate-200 hover:border-brand-400'
      }`}
      data-testid="delivery-mode-option"
    >
      <input
        type="radio"
        name="delivery_mode"
        value={mode.id}
        checked={checked}
        disabled={unavailable}
        onChange={onChoose}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex flex-wrap justify-between gap-x-3 font-bold text-brand-900">
          <span>{mode.name}</span>
          <span className="whitespace-nowrap" data-testid="delivery-mode-fee">
            {mode.fee === 0 || free ? m.orders_free() : <bdi>{formatMoney(mode.fee)}</bdi>}
          </span>
        </span>
        {mode.free_from !== null ? (
          <span className="text-sm text-slate-600">{free ? m.checkout_free_reached() : m.checkout_free_from({ amount: formatMoney(mode.free_from) })}</span>
        ) : null}
        <span className="text-sm text-slate-600">{unavailable ? m.checkout_date_none() : m.checkout_first_date({ date: formatDate(mode.dates[0]!) })}</span>
      </span>
    </label>
  )
}
