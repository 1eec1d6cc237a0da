/**
 * The form-level pieces, used as `form.Form`, `form.FormMessage`, `form.SuccessMessage` and
 * `form.SubmitButton` inside `<form.AppForm>`.
 */
import { useStore } from '@tanstack/react-store'
import type { FormHTMLAttributes } from 'react'
import { useLocation } from '@tanstack/react-router'
import { FORM_POST_FIELDS, FORM_POST_LOCALE_PARAM } from '~/lib/form-post'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { useFormContext, useKitSettings, useServerErrors } from './form-context'
import { markFormHydrated } from './form-hydrated'
import { formMessageOf } from './server-errors'
import { ScriptsOffNote } from '~/ui/scripts-off'

/**
 * The `<form>`: no browser bubbles (the kit shows the errors), submitted through TanStack Form.
 * Before the page hydrates, a press is held until it has (src/ui/actions-before-hydration.ts);
 * with scripts off, the form posts to its server function (docs/decisions/0054), or, without
 * one, says that it needs scripts. Always `post`: its fields never go into a URL.
 */
export function Form({ children, ...props }: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'method' | 'action'>) {
  const form = useFormContext()
  const { post } = useKitSettings()
  return (
    <form
      ref={markFormHydrated}
      noValidate
      method="post"
      action={post ? `${post.action}?${new URLSearchParams({ [FORM_POST_LOCALE_PARAM]: getLocale() })}` : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        // A named button's value goes into the values, as the browser sends it without scripts: a
        // form of several actions (the standing order link's) names the pressed one that way.
        const submitter = event.nativeEvent.submitter
        if (submitter instanceof HTMLButtonElement && submitter.name) form.setFieldValue(submitter.name as never, submitter.value as never)
        void form.handleSubmit()
      }}
      {...props}
    >
      {post ? <PostFields form={post.form} /> : <ScriptsOffNote>{m.form_needs_scripts()}</ScriptsOffNote>}
      {children}
    </form>
  )
}

/** Which form, and the page it was sent from (its path, in its language), for a post without scripts. */
function PostFields({ form }: { form: string }) {
  const page = useLocation({ select: (location) => location.publicHref })
  return (
    <>
      <input type="hidden" name={FORM_POST_FIELDS.form} value={form} />
      <input type="hidden" name={FORM_POST_FIELDS.page} value={page} />
    </>
  )
}

/**
 * Values that travel with the form but are nobody's to type (a link's token): hidden inputs, so
 * that a post without scripts sends them too; the app sends them from the form's values.
 */
export function HiddenValues({ names }: { names: readonly string[] }) {
  const form = useFormContext()
  // Only these values (compared one by one): typing in the form's other fields draws nothing here.
  const values = useStore(
    form.store,
    (state) => names.map((name) => String((state.values as Record<string, unknown>)[name] ?? '')),
    (before, after) => before.every((value, index) => value === after[index]),
  )
  return names.map((name, index) => <input key={name} type="hidden" name={name} value={values[index]} />)
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
  name,
  value,
  className,
  disabled = false,
}: {
  children: string
  busyLabel?: string
  tone?: 'primary' | 'danger'
  /** One of several actions of the form: the value its press gives the field `name` (see Form). */
  name?: string
  value?: string
  /** The look of a button set among others (a card's actions), in place of the full-width one. */
  className?: string
  /** Nothing to send yet (a form not changed): disabled, as while it is being sent. */
  disabled?: boolean
}) {
  const form = useFormContext()
  const busy = useStore(form.store, (state) => state.isSubmitting)
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy || disabled}
      aria-busy={busy}
      className={
        className ??
        `w-full rounded-lg px-4 py-3 font-bold text-white disabled:opacity-60 ${
          tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'
        }`
      }
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}
