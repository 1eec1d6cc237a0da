import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldMessages } from '~/features/checkout/components/checkout-ui'
import { errorId } from '~/features/checkout/components/field-errors'
import { m } from '~/paraglide/messages.js'
import { FieldsetFrame, RadioOptions } from '~/ui/form/controlled'
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
      <FieldsetFrame legend={m.checkout_delivery_mode()} legendClassName={legendClass} describedBy={describedBy}>
        {pending ? (
          <div className="h-20 animate-pulse rounded-lg bg-slate-100" />
        ) : (
          <RadioOptions
            look="cards"
            name="delivery_mode"
            options={modes.map((mode) => ({
              value: String(mode.id),
              label: <DeliveryModeOption mode={mode} subtotal={subtotal} />,
              disabled: mode.dates.length === 0,
            }))}
            value={value === null ? null : String(value)}
            onChange={(chosen) => onChange(modes.find((mode) => String(mode.id) === chosen)!)}
            invalid={invalid}
            describedBy={describedBy}
            optionTestId="delivery-mode-option"
          />
        )}
      </FieldsetFrame>
      <FieldMessages id={errorId('delivery_mode_id')} messages={messages} />
    </div>
  )
}
