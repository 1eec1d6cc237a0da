/** The pieces of the account forms: a labelled field with its errors under it, and the form's message. */
import { type InputHTMLAttributes, useId, useState } from 'react'
import { m } from '~/paraglide/messages.js'

/** The first message of each field: the browser's own check, else what the server answered. */
export function firstError(errors: unknown[], server: string[] | undefined): string | undefined {
  const own = errors.find(Boolean)
  if (own) return typeof own === 'string' ? own : (own as { message?: string }).message
  return server?.[0]
}

type FieldProps = {
  label: string
  error?: string
  hint?: string
} & InputHTMLAttributes<HTMLInputElement>

export function TextField({ label, error, hint, type = 'text', ...input }: FieldProps) {
  const id = useId()
  const [visible, setVisible] = useState(false)
  const isPassword = type === 'password'
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isPassword && visible ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`w-full rounded-lg border px-3 py-2.5 text-base outline-none focus:ring-2 focus:ring-brand-400 ${
            error ? 'border-red-500' : 'border-slate-300'
          } ${isPassword ? 'pe-24' : ''}`}
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
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: string | null | undefined }) {
  if (!children) return null
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
    >
      {children}
    </p>
  )
}

export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="w-full rounded-lg bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {children}
    </button>
  )
}
