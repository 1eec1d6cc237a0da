/** One choice among a few, all in view: a fieldset whose legend is the label. */
import { useShopField } from '~/ui/form/form-context'
import { type FieldLook, FieldError, FieldHint, labelClass } from '~/ui/form/field-frame'
import type { Option } from './select-field'

type Props = FieldLook & { options: readonly Option[] }

export function RadioGroupField({ label, hint, hideLabel, options }: Props) {
  const { id, name, value, error, hintId, errorId, onBlur, setValue } = useShopField<string>()
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : hint ? hintId : undefined}>
      <legend className={hideLabel ? 'sr-only' : `${labelClass} mb-1`}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-base text-slate-800">
          <input
            type="radio"
            name={name}
            id={`${id}-${option.value}`}
            value={option.value}
            checked={value === option.value}
            onBlur={onBlur}
            onChange={() => setValue(option.value)}
            aria-invalid={error ? true : undefined}
            className="size-4 accent-brand-600"
          />
          {option.label}
        </label>
      ))}
      <FieldHint id={hintId} hint={error ? undefined : hint} />
      <FieldError id={errorId} name={name} error={error} />
    </fieldset>
  )
}
