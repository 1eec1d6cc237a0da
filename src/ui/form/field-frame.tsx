/**
 * What every field shows around its control: a visible label bound by id, the hint, and the
 * error under it (an alert, named by the control's aria-describedby, with the test id
 * `error-<field>`). The classes are those of the account forms, so every form keeps their look.
 */
import type { ReactNode } from 'react'

export type FieldLook = {
  label: string
  /** Text, or text with Latin bits in `<bdi>` (a phone number's example). */
  hint?: ReactNode
  /** Still read out, not shown: for a field whose purpose the layout already makes plain. */
  hideLabel?: boolean
}

/** The accessibility attributes of a control: invalid, and described by its error or hint. */
export function describedControl({ error, hint, hintId, errorId }: { error?: string; hint?: ReactNode; hintId: string; errorId: string }) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : hint ? hintId : undefined,
  } as const
}

export const controlClass = (error?: string) =>
  `w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-brand-400 ${
    error ? 'border-red-500' : 'border-slate-300'
  }`

const labelClass = 'text-sm font-semibold text-slate-800'

export function FieldFrame({
  id,
  name,
  label,
  hideLabel,
  hint,
  hintId,
  error,
  errorId,
  children,
}: FieldLook & { id: string; name: string; hintId: string; error?: string; errorId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClass}>
        {label}
      </label>
      {children}
      <FieldHint id={hintId} hint={error ? undefined : hint} />
      <FieldError id={errorId} name={name} error={error} />
    </div>
  )
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null
  return (
    <p id={id} className="text-xs text-slate-600">
      {hint}
    </p>
  )
}

/** A field's error, for custom fields too (a captcha, a group of buttons); `name` is the field's. */
export function FieldError({ id, name, error, className = '' }: { id: string; name?: string; error?: string; className?: string }) {
  if (!error) return null
  return (
    <p id={id} className={`text-sm text-red-700 ${className}`} role="alert" data-testid={name ? `error-${name}` : undefined}>
      {error}
    </p>
  )
}

export { labelClass }
