/** A date as `YYYY-MM-DD` (the browser's date picker); read left-to-right on `/ar` too. */
import type { InputHTMLAttributes } from 'react'
import { useShopField } from '~/ui/form/form-context'
import { type FieldLook, FieldFrame, controlClass, describedControl } from '~/ui/form/field-frame'
import { readText, useTypedBeforeHydration } from '~/ui/form/typed-before-hydration'

type Props = FieldLook & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'onBlur' | 'name' | 'id'>

export function DateField({ label, hint, hideLabel, ...input }: Props) {
  const { id, name, value, error, hintId, errorId, onBlur, setValue } = useShopField<string>()
  const typedBefore = useTypedBeforeHydration(readText, setValue)
  return (
    <FieldFrame id={id} name={name} label={label} hideLabel={hideLabel} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <input
        ref={typedBefore}
        id={id}
        name={name}
        type="date"
        dir="ltr"
        value={value}
        onBlur={onBlur}
        onChange={(event) => setValue(event.target.value)}
        {...describedControl({ error, hint, hintId, errorId })}
        className={controlClass(error)}
        {...input}
      />
    </FieldFrame>
  )
}
