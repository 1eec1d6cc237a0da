import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { localizeHref } from '~/i18n/locale-path'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { useShopForm } from '~/ui/form/form-hook'
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

/**
 * The deletion, confirmed by the password, or by typing a word for an account without one. A
 * refusal shows under that one field (its own message, else the refusal's), with a toast.
 */
function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const remove = useServerFn(deleteAccount)
  const field = hasPassword ? 'password' : 'confirmation'
  const word = m.privacy_delete_word()
  const required = (message: string) => z.string().refine((value) => value.trim() !== '', message)

  const form = useShopForm({
    defaultValues: { password: '', confirmation: '' },
    schema: z.object({
      password: hasPassword ? required(m.privacy_error_password_required()) : z.string(),
      confirmation: hasPassword ? z.string() : required(m.privacy_error_confirmation({ word })),
    }),
    submit: async (value) => {
      const answer = await remove({ data: hasPassword ? { password: value.password } : { confirmation: value.confirmation } })
      if (!answer.success) {
        toast.error(m.privacy_delete_failed())
        return { ...answer, errors: { [field]: [answer.errors[field]?.[0] ?? answer.message] } }
      }
      // Signed out here too: the cookies went with the answer.
      reloadSignedOut({ type: 'success', message: m.privacy_deleted() })
    },
  })

  return (
    <form.AppForm>
      <form.Form data-testid="privacy-delete-form" className="grid gap-3 sm:max-w-sm">
        <form.AppField name={field}>
          {(secret) =>
            hasPassword ? (
              <secret.TextField label={m.privacy_delete_password()} type="password" autoComplete="current-password" />
            ) : (
              <secret.TextField label={m.privacy_delete_confirmation({ word })} autoComplete="off" />
            )
          }
        </form.AppField>
        <form.SubmitButton tone="danger" busyLabel={m.privacy_deleting()}>
          {m.privacy_delete_button()}
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
