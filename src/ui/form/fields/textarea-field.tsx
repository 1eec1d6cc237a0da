/** Several lines of text (a message, a comment). */
import type { TextareaHTMLAttributes } from 'react'
import { useShopField } from '~/ui/form/form-context'
import { type FieldLook, FieldFrame, controlClass, describedControl } from '~/ui/form/field-frame'
import { readText, useTypedBeforeHydration } from '~/ui/form/typed-before-hydration'

type Props = FieldLook & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'onBlur' | 'name' | 'id'>

export function TextAreaField({ label, hint, hideLabel, ...textarea }: Props) {
  const { id, name, value, error, hintId, errorId, onBlur, setValue } = useShopField<string>()
  const typedBefore = useTypedBeforeHydration(readText, setValue)
  return (
    <FieldFrame id={id} name={name} label={label} hideLabel={hideLabel} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <textarea
        ref={typedBefore}
        id={id}
        name={name}
        value={value}
        onBlur={onBlur}
        onChange={(event) => setValue(event.target.value)}
        {...describedControl({ error, hint, hintId, errorId })}
        className={`${controlClass(error)} resize-y`}
        {...textarea}
      />
    </FieldFrame>
  )
}
