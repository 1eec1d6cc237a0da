import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldMessages } from '~/features/checkout/components/checkout-ui'
import { DeliveryCalendar } from '~/features/checkout/components/delivery-calendar'
import { errorId } from '~/features/checkout/components/field-errors'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import type { DeliveryMode } from './delivery-choices'

/** When to deliver: a day the chosen mode offers, picked in a calendar; said in words beside it. */
export function DeliveryDateField({
  mode,
  value,
  onChange,
  messages,
}: {
  /** The chosen mode (undefined before one is chosen): its dates are the ones offered. */
  mode: DeliveryMode | undefined
  value: string | null
  onChange: (day: string) => void
  messages: string[]
}) {
  const invalid = messages.length > 0
  return (
    <section className={sectionClass} aria-labelledby="checkout-date-title" data-invalid={invalid || undefined}>
      <h2 id="checkout-date-title" className={legendClass}>
        {m.checkout_delivery_date()}
      </h2>
      {!mode ? (
        <p className="text-slate-600">{m.checkout_date_choose_mode()}</p>
      ) : mode.dates.length === 0 ? (
        <p className="text-slate-600">{m.checkout_date_none()}</p>
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <DeliveryCalendar
            id="checkout-delivery-date"
            dates={mode.dates}
            value={value}
            onChange={onChange}
            labelledBy="checkout-date-title"
            describedBy={invalid ? errorId('delivery_date') : undefined}
            invalid={invalid}
          />
          <p className="text-slate-700 sm:pt-12" aria-live="polite" data-testid="checkout-date-chosen">
            {value && mode.dates.includes(value) ? m.checkout_date_chosen({ date: formatDate(value) }) : m.checkout_date_pick()}
          </p>
        </div>
      )}
      <FieldMessages id={errorId('delivery_date')} messages={messages} />
    </section>
  )
}
