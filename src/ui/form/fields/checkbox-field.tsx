/** A yes/no: the box before its label, the label bound to it. */
import type { InputHTMLAttributes } from 'react'
import { useShopField } from '~/ui/form/form-context'
import { type FieldLook, FieldError, FieldHint, describedControl } from '~/ui/form/field-frame'

type Props = Omit<FieldLook, 'hideLabel'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'value' | 'onChange' | 'onBlur' | 'name' | 'id'>

export function CheckboxField({ label, hint, ...input }: Props) {
  const { id, name, value, error, hintId, errorId, onBlur, setValue } = useShopField<boolean>()
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={value}
          onBlur={onBlur}
          onChange={(event) => setValue(event.target.checked)}
          {...describedControl({ error, hint, hintId, errorId })}
          className="size-4 accent-brand-600"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldHint id={hintId} hint={error ? undefined : hint} />
      <FieldError id={errorId} name={name} error={error} />
    </div>
  )
}
