/**
 * A choice in a list; `placeholder` is the empty first option ("Choose…"). `SelectControl` draws
 * the list alone, for a value kept outside a kit form (the checkout's cart).
 */
import type { SelectHTMLAttributes } from 'react'
import { useShopField } from '~/ui/form/form-context'
import { type FieldErrors, type FieldLook, FieldFrame, controlClass, describedControl } from '~/ui/form/field-frame'

export type Option = { value: string; label: string }

type Props = FieldLook & { options: readonly Option[]; placeholder?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'value' | 'onChange' | 'onBlur' | 'name' | 'id' | 'children'
  >

export function SelectField({ label, hint, hideLabel, options, placeholder, ...select }: Props) {
  const { id, name, value, error, hintId, errorId, onBlur, setValue } = useShopField<string>()
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <SelectControl
        id={id}
        name={name}
        value={value}
        onBlur={onBlur}
        onValueChange={setValue}
        options={options}
        placeholder={placeholder}
        error={error}
        {...describedControl({ error, hint, hintId, errorId })}
        {...select}
      />
    </FieldFrame>
  )
}

/** The `<select>` itself, controlled; its aria attributes come from `describedControl`. */
export function SelectControl({
  options,
  placeholder,
  error,
  onValueChange,
  ...select
}: {
  options: readonly Option[]
  placeholder?: string
  error?: FieldErrors | boolean
  value: string
  onValueChange: (value: string) => void
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'>) {
  return (
    <select onChange={(event) => onValueChange(event.target.value)} className={controlClass(error)} {...select}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
