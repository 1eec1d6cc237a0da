/** A number (quantity, points…): `null` while empty; digits read left-to-right on `/ar` too. */
import type { InputHTMLAttributes } from 'react'
import { useShopField } from '~/ui/form/form-context'
import { type FieldLook, FieldFrame, controlClass, describedControl } from '~/ui/form/field-frame'
import { readNumber, useTypedBeforeHydration } from '~/ui/form/typed-before-hydration'

type Props = FieldLook & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'onBlur' | 'name' | 'id'>

export function NumberField({ label, hint, hideLabel, ...input }: Props) {
  const { id, name, value, error, hintId, errorId, onBlur, setValue } = useShopField<number | null>()
  const typedBefore = useTypedBeforeHydration(readNumber, setValue)
  return (
    <FieldFrame id={id} name={name} label={label} hideLabel={hideLabel} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <input
        ref={typedBefore}
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        dir="ltr"
        value={value ?? ''}
        onBlur={onBlur}
        onChange={(event) => setValue(event.target.value === '' ? null : Number(event.target.value))}
        {...describedControl({ error, hint, hintId, errorId })}
        className={controlClass(error)}
        {...input}
      />
    </FieldFrame>
  )
}
