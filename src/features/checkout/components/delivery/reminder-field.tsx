import type { CheckoutOptions } from '~/api/contract/checkout'
import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldMessages } from '~/features/checkout/components/checkout-ui'
import { m } from '~/paraglide/messages.js'
import { CheckboxControl, FieldsetFrame } from '~/ui/form/controlled'
import { type ReminderChoice, reminderSwitched } from './delivery-choices'
import { ReminderSelect } from './reminder-select'

const errorsId = 'checkout-error-reminder'

/**
 * The optional reminder to order again: switched on, it asks how long after delivery (period) and
 * how many times (frequency). Not offered when the shop has no periods or frequencies.
 */
export function ReminderField({
  options,
  value,
  onChange,
  messages,
}: {
  options: CheckoutOptions
  value: ReminderChoice
  onChange: (choice: ReminderChoice) => void
  /** The period's and the frequency's messages, shown once under both. */
  messages: string[]
}) {
  const { reminder_period: period, reminder_frequency: frequency } = value
  const on = Boolean(period || frequency)
  if (options.reminder_periods.length === 0 || options.reminder_frequencies.length === 0) return null
  const invalid = messages.length > 0
  return (
    <div className={sectionClass} data-invalid={invalid || undefined}>
      <FieldsetFrame
        legend={m.checkout_reminder()}
        legendClassName={legendClass}
        describedBy={invalid ? errorsId : 'checkout-reminder-help'}
      >
        <CheckboxControl
          id="checkout-reminder-toggle"
          label={m.checkout_reminder_toggle()}
          checked={on}
          onCheckedChange={(checked) => onChange(reminderSwitched(checked, options))}
          data-testid="checkout-reminder-toggle"
        />
        <p id="checkout-reminder-help" className="ms-6 mt-1 text-sm text-slate-600">
          {m.checkout_reminder_help()}
        </p>
        {on ? (
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <ReminderSelect
              id="checkout-reminder-period"
              label={m.checkout_reminder_period()}
              options={options.reminder_periods}
              value={period}
              onChange={(code) => onChange({ reminder_period: code, reminder_frequency: frequency })}
              invalid={invalid}
              errorId={errorsId}
            />
            <ReminderSelect
              id="checkout-reminder-frequency"
              label={m.checkout_reminder_frequency()}
              options={options.reminder_frequencies}
              value={frequency}
              onChange={(code) => onChange({ reminder_period: period, reminder_frequency: code })}
              invalid={invalid}
              errorId={errorsId}
            />
          </div>
        ) : null}
      </FieldsetFrame>
      <FieldMessages id={errorsId} messages={messages} />
    </div>
  )
}
