/**
 * What every field shows around its control: a visible label bound by id, the hint, and the
 * error under it (an alert, named by the control's aria-describedby, with the test id
 * `error-<field>`). The classes are those of the account forms, so every form keeps their look.
 * Exported for controlled use too: a field whose value lives outside a kit form (the checkout's
 * choices, kept in the cart) is drawn with these same pieces (docs/decisions/0026).
 */
import type { ReactNode } from 'react'
import { AlertTriangleIcon } from '~/ui/icons'

export type FieldLook = {
  label: string
  /** Text, or text with Latin bits in `<bdi>` (a phone number's example). */
  hint?: ReactNode
  /** Still read out, not shown: for a field whose purpose the layout already makes plain. */
  hideLabel?: boolean
}

/** A field's error: the kit's one message, or the list a store outside the form gives (empty means none). */
export type FieldErrors = string | readonly string[] | undefined

export const hasError = (error: FieldErrors | boolean) =>
  typeof error === 'boolean' ? error : typeof error === 'string' ? Boolean(error) : Boolean(error?.length)

/**
 * The accessibility attributes of a control: invalid, and described by its error or hint, then
 * by `also` (what always describes it: a balance, a character count).
 */
export function describedControl({
  error,
  hint,
  hintId,
  errorId,
  also,
}: {
  error?: FieldErrors | boolean
  hint?: ReactNode
  hintId?: string
  errorId: string
  also?: string
}) {
  const invalid = hasError(error)
  const ids = [invalid ? errorId : hint ? hintId : undefined, also].filter(Boolean).join(' ')
  return {
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const
}

export const controlClass = (error?: FieldErrors | boolean) =>
  `w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-brand-400 ${
    hasError(error) ? 'border-red-500' : 'border-slate-300'
  }`

const labelClass = 'text-sm font-semibold text-slate-800'

export function FieldFrame({
  id,
  name,
  label,
  hideLabel,
  labelClassName = labelClass,
  hint,
  hintId,
  error,
  errorId,
  children,
}: FieldLook & {
  id: string
  /** The field's name, for the error's test id `error-<name>`. */
  name?: string
  /** A label styled as its section's title (the checkout's boxes). */
  labelClassName?: string
  hintId?: string
  error?: FieldErrors
  errorId: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClassName}>
        {label}
      </label>
      {children}
      {hintId ? <FieldHint id={hintId} hint={hasError(error) ? undefined : hint} /> : null}
      <FieldError id={errorId} name={name} error={error} />
    </div>
  )
}

/** A group of controls (radios) named by its legend, as FieldFrame names one control by its label. */
export function FieldsetFrame({
  legend,
  hideLegend,
  legendClassName = `${labelClass} mb-1`,
  describedBy,
  className,
  children,
}: {
  legend: string
  hideLegend?: boolean
  legendClassName?: string
  describedBy?: string
  className?: string
  children: ReactNode
}) {
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className={hideLegend ? 'sr-only' : legendClassName}>{legend}</legend>
      {children}
    </fieldset>
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

/**
 * A field's error, for custom fields too (a captcha, a group of buttons): one message as an
 * alert; or a list (the messages a store outside the form holds for the field), each with its
 * warning sign, announced only with `announce` (when it comes from an action of the field itself;
 * a check that moves the focus to the field lets it be read from there). Its test id is `testId`,
 * or `error-<name>` for a kit field.
 */
export function FieldError({
  id,
  name,
  error,
  className = '',
  announce = true,
  testId = name ? `error-${name}` : undefined,
}: {
  id: string
  name?: string
  error?: FieldErrors
  className?: string
  announce?: boolean
  testId?: string
}) {
  if (!hasError(error)) return null
  if (typeof error === 'string') {
    return (
      <p id={id} className={`text-sm text-red-700 ${className}`} role={announce ? 'alert' : undefined} data-testid={testId}>
        {error}
      </p>
    )
  }
  return (
    <div
      id={id}
      className={`grid gap-1 text-sm font-medium text-red-700 ${className}`}
      role={announce ? 'alert' : undefined}
      data-testid={testId}
    >
      {[...new Set(error)].map((message) => (
        <p key={message} className="flex items-start gap-1.5">
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ))}
    </div>
  )
}

export { labelClass }
