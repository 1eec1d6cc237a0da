/**
 * A choice in a list; `placeholder` is the empty first option ("Choose…"). A field holding a
 * number (a city's id) gets its choice back as a number, its placeholder standing for 0.
 * `SelectControl` draws the list alone, for a value kept outside a kit form (the checkout's cart).
 */
import type { SelectHTMLAttributes } from 'react'
import { useShopField } from '~/ui/form/form-context'
import { type FieldErrors, type FieldLook, FieldFrame, controlClass, describedControl } from '~/ui/form/field-frame'
import { readChoice, useTypedBeforeHydration } from '~/ui/form/typed-before-hydration'

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
      <SelectControl
        id={id}
        name={name}
        value={String(value)}
        onBlur={onBlur}
        onValueChange={(choice) => setValue(numeric ? Number(choice) : choice)}
        options={options}
        placeholder={placeholder}
        placeholderValue={numeric ? '0' : ''}
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
  placeholderValue = '',
  error,
  onValueChange,
  ...select
}: {
  options: readonly Option[]
  placeholder?: string
  /** The value the placeholder stands for. */
  placeholderValue?: string
  error?: FieldErrors | boolean
  value: string
  onValueChange: (value: string) => void
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'>) {
  const typedBefore = useTypedBeforeHydration(readChoice, onValueChange)
  return (
    <select ref={typedBefore} onChange={(event) => onValueChange(event.target.value)} className={controlClass(error)} {...select}>
      {placeholder !== undefined && <option value={placeholderValue}>{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} lang={option.lang}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
