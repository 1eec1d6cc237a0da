import { useForm } from '@tanstack/react-form'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useId } from 'react'
import { localizeHref } from '~/i18n/locale-path'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { ArrowStartIcon } from '~/ui/icons'
import { toast } from '~/ui/toasts/toast-store'
import { reloadSignedOut } from '~/features/auth/use-session-change'
import { deleteAccount } from '~/features/account/account.functions'
import { profileQuery } from '~/features/account/account.queries'

const cardClass = 'rounded-xl bg-white p-5 shadow-sm sm:p-6'

/**
 * The privacy page (law 09-08, GDPR): a copy of all my data, and the
 * deletion of my account.
 */
export function PrivacyPage() {
  const { data: profile } = useSuspenseQuery(profileQuery())
  return (
        <main id="main" className="grid gap-6">
          <Link to="/espace" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowStartIcon className="size-4" />
            {m.privacy_back()}
          </Link>
          <header>
            <h1 className="mb-2 text-2xl font-bold sm:text-3xl">{m.page_privacy()}</h1>
            <p className="text-slate-700">{m.privacy_intro()}</p>
          </header>

          <section className={cardClass} aria-labelledby="privacy-export">
            <h2 id="privacy-export" className="mb-2 text-lg font-bold">
              {m.privacy_export_title()}
            </h2>
            <p className="mb-4 text-slate-700">{m.privacy_export_text()}</p>
            <a
              href={localizeHref('/espace/gpdr-export', getLocale())}
              download
              data-testid="privacy-export"
              className="inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              {m.privacy_export_button()}
            </a>
          </section>

          <section className={`${cardClass} border border-red-200`} aria-labelledby="privacy-delete">
            <h2 id="privacy-delete" className="mb-2 text-lg font-bold text-red-800">
              {m.privacy_delete_title()}
            </h2>
            <p className="mb-4 text-slate-700">{m.privacy_delete_text()}</p>
            <DeleteAccountForm hasPassword={profile.has_password} />
          </section>
        </main>
  )
}

function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const remove = useServerFn(deleteAccount)
  const id = useId()
  const field = hasPassword ? 'password' : 'confirmation'
  const word = m.privacy_delete_word()

  const form = useForm({
    defaultValues: { secret: '' },
    onSubmit: async ({ value, formApi }) => {
      const answer = await remove({ data: hasPassword ? { password: value.secret } : { confirmation: value.secret } })
      if (!answer.success) {
        const message = answer.errors[field]?.[0] ?? answer.message
        formApi.setFieldMeta('secret', (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }))
        toast.error(m.privacy_delete_failed())
        return
      }
      // Signed out here too: the cookies went with the answer.
      reloadSignedOut({ type: 'success', message: m.privacy_deleted() })
    },
  })

  return (
    <form
      noValidate
      data-testid="privacy-delete-form"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className="grid gap-3"
    >
      <form.Field
        name="secret"
        validators={{
          onSubmit: ({ value }) =>
            value.trim() === '' ? (hasPassword ? m.privacy_error_password_required() : m.privacy_error_confirmation({ word })) : undefined,
        }}
        listeners={{
          onChange: ({ fieldApi }) => fieldApi.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined, onSubmit: undefined } })),
        }}
      >
        {(secret) => {
          const error = secret.state.meta.errors.find((entry) => typeof entry === 'string')
          return (
            <div className="grid gap-1">
              <label htmlFor={id} className="text-sm font-semibold text-slate-700">
                {hasPassword ? m.privacy_delete_password() : m.privacy_delete_confirmation({ word })}
              </label>
              <input
                id={id}
                name={field}
                type={hasPassword ? 'password' : 'text'}
                autoComplete={hasPassword ? 'current-password' : 'off'}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 outline-none focus:border-brand-500 aria-[invalid=true]:border-red-500 sm:max-w-sm"
                value={secret.state.value}
                onChange={(event) => secret.handleChange(event.target.value)}
                onBlur={secret.handleBlur}
              />
              {error ? (
                <p id={`${id}-error`} role="alert" className="text-sm text-red-700" data-testid={`error-${field}`}>
                  {error}
                </p>
              ) : null}
            </div>
          )
        }}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <button
            type="submit"
            disabled={isSubmitting}
            className="justify-self-start rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {isSubmitting ? m.privacy_deleting() : m.privacy_delete_button()}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}
