import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldError } from '~/features/checkout/components/checkout-ui'
import { errorId } from '~/features/checkout/components/field-errors'
import { m } from '~/paraglide/messages.js'
import type { PaymentMode } from './payment-choices'

/** How to pay: the modes offered, as radios. */
export function PaymentModeField({
  modes,
  pending,
  value,
  onChange,
  messages,
}: {
  modes: PaymentMode[]
  /** The city's options are still being read. */
  pending: boolean
  value: number | null
  onChange: (mode: PaymentMode) => void
  messages: string[]
}) {
  const invalid = messages.length > 0
  const describedBy = invalid ? errorId('payment_mode_id') : undefined
  return (
    <div className={sectionClass} data-invalid={invalid || undefined}>
      <fieldset aria-describedby={describedBy}>
        <legend className={legendClass}>{m.checkout_payment_mode()}</legend>
        {pending ? (
          <div className="h-20 animate-pulse rounded-lg bg-slate-100" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {modes.map((mode) => {
              const checked = mode.id === value
              return (
                <li key={mode.id}>
                  <label
                    className={`flex h-full cursor-pointer items-start gap-3 rounded-lg border p-3 font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 ${
                      checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-400'
                    }`}
                    data-testid="payment-mode-option"
                  >
                    <input
                      type="radio"
                      name="payment_mode"
                      value={mode.id}
                      checked={checked}
                      onChange={() => onChange(mode)}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      className="mt-1 size-4 shrink-0 accent-brand-600"
                    />
                    {mode.name}
                  </label>
                </li>
              )
            })}
          </ul>
        )}
      </fieldset>
      <FieldError id={errorId('payment_mode_id')} messages={messages} />
    </div>
  )
}
