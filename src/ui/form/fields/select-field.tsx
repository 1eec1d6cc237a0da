/** A choice in a list; `placeholder` is the empty first option ("Choose…"). */
import type { SelectHTMLAttributes } from 'react'
import { useShopField } from '~/ui/form/form-context'
import { type FieldLook, FieldFrame, controlClass, describedControl } from '~/ui/form/field-frame'

export type Option = { value: string; label: string }

type Props = FieldLook & { options: readonly Option[]; placeholder?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'value' | 'onChange' | 'onBlur' | 'name' | 'id' | 'children'
  >

export function SelectField({ label, hint, hideLabel, options, placeholder, ...select }: Props) {
  const { id, name, value, error, hintId, errorId, onBlur, setValue } = useShopField<string>()
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <select
        id={id}
        name={name}
        value={value}
        onBlur={onBlur}
        onChange={(event) => setValue(event.target.value)}
        {...describedControl({ error, hint, hintId, errorId })}
        className={controlClass(error)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
