/**
 * A choice in a list; `placeholder` is the empty first option ("Choose…"). A field holding a
 * number (a city's id) gets its choice back as a number, its placeholder standing for 0.
 * `SelectControl` draws the list alone, for a value kept outside a kit form (the checkout's cart).
 */
import type { ComponentProps, SelectHTMLAttributes } from 'react'
import { BareSelect, type Option } from '~/ui/form/controls'
import { useShopField } from '~/ui/form/form-context'
import { type FieldErrors, type FieldLook, FieldFrame, controlClass, describedControl } from '~/ui/form/field-frame'

export type { Option }

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

/** The kit's `<select>` (BareSelect with the kit's look), controlled; its aria attributes come from `describedControl`. */
export function SelectControl({ error, ...select }: { error?: FieldErrors | boolean } & ComponentProps<typeof BareSelect>) {
  return <BareSelect className={controlClass(error)} {...select} />
}
