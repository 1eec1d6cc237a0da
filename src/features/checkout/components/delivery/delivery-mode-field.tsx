import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldError } from '~/features/checkout/components/checkout-ui'
import { errorId } from '~/features/checkout/components/field-errors'
import { m } from '~/paraglide/messages.js'
import type { DeliveryMode } from './delivery-choices'
import { DeliveryModeOption } from './delivery-mode-option'

/** How to deliver: the city's modes as radios (a mode with no date left cannot be chosen). */
export function DeliveryModeField({
  modes,
  pending,
  value,
  onChange,
  messages,
  subtotal,
}: {
  modes: DeliveryMode[]
  /** The city's options are still being read. */
  pending: boolean
  value: number | null
  onChange: (mode: DeliveryMode) => void
  messages: string[]
  /** The priced goods, for the free-delivery threshold (null before the server priced the cart). */
  subtotal: number | null
}) {
  const invalid = messages.length > 0
  const describedBy = invalid ? errorId('delivery_mode_id') : undefined
  return (
    <div className={sectionClass} data-invalid={invalid || undefined}>
      <fieldset aria-describedby={describedBy}>
        <legend className={legendClass}>{m.checkout_delivery_mode()}</legend>
        {pending ? (
          <div className="h-20 animate-pulse rounded-lg bg-slate-100" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {modes.map((mode) => (
              <li key={mode.id}>
                <DeliveryModeOption
                  mode={mode}
                  checked={mode.id === value}
                  subtotal={subtotal}
                  invalid={invalid}
                  describedBy={describedBy}
                  onChoose={() => onChange(mode)}
                />
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <FieldError id={errorId('delivery_mode_id')} messages={messages} />
    </div>
  )
}
