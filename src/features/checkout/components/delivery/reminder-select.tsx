import { m } from '~/paraglide/messages.js'

/** One of the reminder's two lists (period or frequency), with its label; empty means not chosen. */
export function ReminderSelect({
  id,
  label,
  options,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string
  label: string
  options: { code: string; label: string }[]
  value: string | null
  onChange: (code: string | null) => void
  invalid: boolean
  describedBy?: string
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`w-full rounded-lg border px-3 py-2 ${invalid ? 'border-red-600' : 'border-slate-300'}`}
      >
        <option value="">{m.checkout_choose()}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
