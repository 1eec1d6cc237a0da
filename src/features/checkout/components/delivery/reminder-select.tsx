import { m } from '~/paraglide/messages.js'
import { FieldFrame, SelectControl, describedControl } from '~/ui/form/controlled'

/**
 * One of the reminder's two lists (period or frequency), drawn by the kit; empty means not chosen.
 * Its error is the reminder's, shown once under both lists (`errorId`).
 */
export function ReminderSelect({
  id,
  label,
  options,
  value,
  onChange,
  invalid,
  errorId,
}: {
  id: string
  label: string
  options: { code: string; label: string }[]
  value: string | null
  onChange: (code: string | null) => void
  invalid: boolean
  errorId: string
}) {
  return (
    <FieldFrame id={id} label={label} errorId={errorId}>
      <SelectControl
        id={id}
        value={value ?? ''}
        onValueChange={(code) => onChange(code || null)}
        options={options.map((option) => ({ value: option.code, label: option.label }))}
        placeholder={m.checkout_choose()}
        error={invalid}
        {...describedControl({ error: invalid, errorId })}
      />
    </FieldFrame>
  )
}
