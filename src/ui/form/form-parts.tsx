/**
 * The form-level pieces, used as `form.Form`, `form.FormMessage`, `form.SuccessMessage` and
 * `form.SubmitButton` inside `<form.AppForm>`.
 */
import { useStore } from '@tanstack/react-store'
import type { FormHTMLAttributes } from 'react'
import { useFormContext, useServerErrors } from './form-context'
import { formMessageOf } from './server-errors'

/** The `<form>`: no browser bubbles (the kit shows the errors), submitted through TanStack Form. */
export function Form(props: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>) {
  const form = useFormContext()
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      {...props}
    />
  )
}

/** The server's message for the whole form, when no field message applies. */
export function FormMessage() {
  const message = useStore(useServerErrors(), formMessageOf)
  return <MessageBox tone="error">{message}</MessageBox>
}

/** A success to tell (the e-mail is on its way…); nothing when empty. */
export function SuccessMessage({ children }: { children: string | null | undefined }) {
  return <MessageBox tone="success">{children}</MessageBox>
}

function MessageBox({ tone, children }: { tone: 'error' | 'success'; children: string | null | undefined }) {
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

/**
 * Disabled and busy while the form is being sent, so it cannot be sent twice; `busyLabel` says
 * so in words ("Saving…"), `tone="danger"` for what cannot be undone.
 */
export function SubmitButton({
  children,
  busyLabel,
  tone = 'primary',
}: {
  children: string
  busyLabel?: string
  tone?: 'primary' | 'danger'
}) {
  const form = useFormContext()
  const busy = useStore(form.store, (state) => state.isSubmitting)
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className={`w-full rounded-lg px-4 py-3 font-bold text-white disabled:opacity-60 ${
        tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'
      }`}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}
