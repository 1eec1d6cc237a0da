/**
 * The kit's bare controls (docs/decisions/0097): the only `<input>`, `<select>` and `<textarea>`
 * outside the kit's fields, for a value that lives outside a kit form (the checkout's cart, the
 * catalogue's GET filters, a table's selection, a file to send). Each keeps what was typed or
 * chosen before the page hydrated (typed-before-hydration.ts). Free of TanStack Form and of the
 * kit's look, so that a storefront page (the header's city, the catalogue's filters) loads a few
 * hundred bytes for them (docs/decisions/0090): each takes its `className`; the kit's look is
 * `controlClass` (field-frame.tsx), which `SelectControl` (select-field.tsx) applies.
 */
import {
  type InputHTMLAttributes,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useMemo,
  useRef,
} from 'react'
import { readChecked, readChoice, readText, useTypedBeforeHydration } from './typed-before-hydration'

/** `lang` when the label is in another language than the page (a language's own name). */
export type Option = { value: string; label: string; lang?: string }

/** The control's own ref and the kit's, as one callback that stays the same while `ref` does. */
function useBothRefs<Control>(kit: (control: Control | null) => void, own: Ref<Control> | undefined) {
  return useMemo(
    () => (control: Control | null) => {
      kit(control)
      if (typeof own === 'function') own(control)
      else if (own) own.current = control
    },
    [kit, own],
  )
}

/** A `<select>`, controlled: its options, and `placeholder` the empty first one ("Choose…"). */
export function BareSelect({
  options,
  placeholder,
  placeholderValue = '',
  onValueChange,
  ...select
}: {
  options: readonly Option[]
  placeholder?: string
  /** The value the placeholder stands for. */
  placeholderValue?: string
  value: string | number
  onValueChange: (value: string) => void
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'>) {
  const typedBefore = useTypedBeforeHydration(readChoice, onValueChange)
  return (
    <select ref={typedBefore} onChange={(event) => onValueChange(event.target.value)} {...select}>
      {placeholder !== undefined && <option value={placeholderValue}>{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} lang={option.lang}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

type TextControlProps = {
  /** Without it the control is the browser's (a place search a script fills). */
  value?: string | number
  onValueChange?: (value: string) => void
  type?: 'text' | 'search' | 'number'
  ref?: Ref<HTMLInputElement>
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'>

/** One line of text (a code, a quantity, a search), controlled by `value` and `onValueChange`; `ref` for a script's own use. */
export function TextControl({ value, onValueChange, ref, ...input }: TextControlProps) {
  const typedBefore = useTypedBeforeHydration(readText, (typed: string) => onValueChange?.(typed))
  return (
    <input
      ref={useBothRefs(typedBefore, ref)}
      value={value}
      onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
      {...input}
    />
  )
}

/** Several lines of text, controlled. */
export function TextAreaControl({
  value,
  onValueChange,
  ...textarea
}: {
  value: string
  onValueChange: (value: string) => void
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange'>) {
  const typedBefore = useTypedBeforeHydration(readText, onValueChange)
  return <textarea ref={typedBefore} value={value} onChange={(event) => onValueChange(event.target.value)} {...textarea} />
}

/** A value sent with a form outside the kit (a GET form's other search params), nobody's to type. */
export function HiddenField({ name, value }: { name: string; value: string | number }) {
  return <input type="hidden" name={name} value={value} />
}

/** A file to send: `onFile` gets the one chosen (or nothing when the choice was cleared). */
export function FileInput({
  onFile,
  ...input
}: { onFile: (file: File | undefined) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'>) {
  return <input type="file" onChange={(event) => onFile(event.target.files?.[0])} {...input} />
}

/**
 * A checkbox without its own label (a table's row, named by `aria-label`); `indeterminate` when
 * some of what it stands for are chosen.
 */
export function BareCheckbox({
  checked,
  indeterminate = false,
  onCheckedChange,
  ...input
}: {
  checked: boolean
  indeterminate?: boolean
  onCheckedChange: (checked: boolean) => void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'>) {
  const own = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate && !checked
  }, [indeterminate, checked])
  const typedBefore = useTypedBeforeHydration(readChecked, onCheckedChange)
  return (
    <input
      ref={useBothRefs(typedBefore, own)}
      type="checkbox"
      checked={checked}
      onChange={(event) => onCheckedChange(event.target.checked)}
      {...input}
    />
  )
}
