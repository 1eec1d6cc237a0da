import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldMessages } from '~/features/checkout/components/checkout-ui'
import { errorId } from '~/features/checkout/components/field-errors'
import { m } from '~/paraglide/messages.js'
import { FieldsetFrame, RadioOptions } from '~/ui/form/controlled'
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
      <FieldsetFrame legend={m.checkout_payment_mode()} legendClassName={legendClass} describedBy={describedBy}>
        {pending ? (
          <div className="h-20 animate-pulse rounded-lg bg-slate-100" />
        ) : (
          <RadioOptions
            look="cards"
            name="payment_mode"
            options={modes.map((mode) => ({ value: String(mode.id), label: <span className="font-semibold">{mode.name}</span> }))}
            value={value === null ? null : String(value)}
            onChange={(chosen) => onChange(modes.find((mode) => String(mode.id) === chosen)!)}
            invalid={invalid}
            describedBy={describedBy}
            optionTestId="payment-mode-option"
          />
        )}
      </FieldsetFrame>
      <FieldMessages id={errorId('payment_mode_id')} messages={messages} />
    </div>
  )
}
