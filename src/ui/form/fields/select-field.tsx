/**
 * A choice in a list; `placeholder` is the empty first option ("Choose…"). A field holding a
 * number (a city's id) gets its choice back as a number, its placeholder standing for 0.
 */
import type { SelectHTMLAttributes } from 'react'
import { useShopField } from '~/ui/form/form-context'
import { type FieldLook, FieldFrame, controlClass, describedControl } from '~/ui/form/field-frame'

/** `lang` when the label is in another language than the page (a language's own name). */
export type Option = { value: string; label: string; lang?: string }

type Props = FieldLook & { options: readonly Option[]; placeholder?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'value' | 'onChange' | 'onBlur' | 'name' | 'id' | 'children'
  >

export function SelectField({ label, hint, hideLabel, options, placeholder, ...select }: Props) {
  const { id, name, value, error, hintId, errorId, onBlur, setValue } = useShopField<string | number>()
  const numeric = typeof value === 'number'
  return (
    <FieldFrame id={id} name={name} label={label} hideLabel={hideLabel} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <select
        id={id}
        name={name}
        value={String(value)}
        onBlur={onBlur}
        onChange={(event) => setValue(numeric ? Number(event.target.value) : event.target.value)}
        {...describedControl({ error, hint, hintId, errorId })}
        className={controlClass(error)}
        {...select}
      >
        {placeholder !== undefined && <option value={numeric ? '0' : ''}>{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
