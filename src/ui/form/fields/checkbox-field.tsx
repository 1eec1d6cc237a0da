/**
 * A yes/no: the box before its label, the label bound to it. `CheckboxControl` draws them alone,
 * for a value kept outside a kit form (the checkout's cart).
 */
import type { InputHTMLAttributes } from 'react'
import { useShopField } from '~/ui/form/form-context'
import { type FieldLook, FieldError, FieldHint, describedControl } from '~/ui/form/field-frame'
import { readChecked, useTypedBeforeHydration } from '~/ui/form/typed-before-hydration'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'value' | 'onChange' | 'onBlur' | 'name' | 'id'>
type Props = Omit<FieldLook, 'hideLabel'> & InputProps

export function CheckboxField({ label, hint, ...input }: Props) {
  const { id, name, value, error, hintId, errorId, onBlur, setValue } = useShopField<boolean>()
  return (
    <div className="flex flex-col gap-1">
      <CheckboxControl
        id={id}
        name={name}
        label={label}
        checked={value}
        onBlur={onBlur}
        onCheckedChange={setValue}
        {...describedControl({ error, hint, hintId, errorId })}
        {...input}
      />
      <FieldHint id={hintId} hint={error ? undefined : hint} />
      <FieldError id={errorId} name={name} error={error} />
    </div>
  )
}

/** The box and its label, controlled. */
export function CheckboxControl({
  id,
  label,
  checked,
  onCheckedChange,
  ...input
}: { id: string; label: string; checked: boolean; onCheckedChange: (checked: boolean) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'value' | 'onChange' | 'id'
>) {
  const typedBefore = useTypedBeforeHydration(readChecked, onCheckedChange)
  return (
    <div className="flex items-center gap-2">
      <input
        ref={typedBefore}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-4 accent-brand-600"
        {...input}
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  )
}
