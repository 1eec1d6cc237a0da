/**
 * One-line text: text, e-mail, phone, URL, search and password (with its show/hide button).
 * E-mail, phone, URL and password are Latin whatever the page's language: they are read
 * left-to-right on `/ar` too.
 */
import { type InputHTMLAttributes, useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { useShopField } from '~/ui/form/form-context'
import { type FieldLook, FieldFrame, controlClass, describedControl } from '~/ui/form/field-frame'
import { readText, useTypedBeforeHydration } from '~/ui/form/typed-before-hydration'

type TextType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'password'
const LATIN: ReadonlySet<TextType> = new Set(['email', 'tel', 'url', 'password'])

export type TextFieldProps = FieldLook & { type?: TextType } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'value' | 'onChange' | 'onBlur' | 'name' | 'id'
  >

export function TextField({ label, hint, hideLabel, type = 'text', dir, ...input }: TextFieldProps) {
  const { id, name, value, error, hintId, errorId, onBlur, setValue } = useShopField<string>()
  const [visible, setVisible] = useState(false)
  const typedBefore = useTypedBeforeHydration(readText, setValue)
  const isPassword = type === 'password'
  return (
    <FieldFrame id={id} name={name} label={label} hideLabel={hideLabel} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <div className="relative">
        <input
          ref={typedBefore}
          id={id}
          name={name}
          type={isPassword && visible ? 'text' : type}
          dir={dir ?? (LATIN.has(type) ? 'ltr' : undefined)}
          value={value}
          onBlur={onBlur}
          onChange={(event) => setValue(event.target.value)}
          {...describedControl({ error, hint, hintId, errorId })}
          className={`${controlClass(error)} ${isPassword ? 'pe-24' : ''}`}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            className="absolute inset-y-0 end-0 px-3 text-sm text-brand-700 underline"
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {m.auth_show_password()}
          </button>
        )}
      </div>
    </FieldFrame>
  )
}
