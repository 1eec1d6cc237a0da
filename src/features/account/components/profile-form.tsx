import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { type Profile, profileBodySchema } from '~/api/contract/account'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { initialDataQuery } from '~/features/city/city.queries'
import { updateProfile } from '~/features/account/account.functions'
import { profileQuery } from '~/features/account/account.queries'

type Values = {
  first_name: string
  last_name: string
  email: string
  phone: string
  locale: 'fr' | 'ar'
  city_id: string
  current_password: string
  company_name: string
  company_ice: string
}

const valuesOf = (profile: Profile): Values => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  phone: profile.phone ?? '',
  locale: profile.locale,
  city_id: profile.city_id === null ? '' : String(profile.city_id),
  current_password: '',
  company_name: profile.company_name ?? '',
  company_ice: profile.company_ice ?? '',
})

/** The API's own rules, with the city as the select gives it: one set of rules, both sides. */
const formRules = (locale: 'fr' | 'ar') => profileBodySchema(locale).extend({ city_id: z.string(), current_password: z.string().max(1024) })

/**
 * The profile form (the form kit): errors under each field as it is typed, in the page's
 * language; the server's field errors under the same fields, nothing typed lost on a refusal;
 * a toast either way. The current password is asked only when the e-mail changes; a new e-mail
 * takes effect once the link sent there is opened, and the form says where it went.
 */
export function ProfileForm() {
  const { data: profile } = useSuspenseQuery(profileQuery())
  const { data: initial } = useQuery(initialDataQuery())
  const queryClient = useQueryClient()
  const save = useServerFn(updateProfile)
  const emailChanges = (email: string) => email.trim().toLowerCase() !== profile.email.toLowerCase()

  const form = useShopForm({
    defaultValues: valuesOf(profile),
    schema: formRules(getLocale()),
    errorTiming: 'change',
    submit: async (value) => {
      const answer = await save({
        data: {
          first_name: value.first_name,
          last_name: value.last_name,
          email: value.email,
          phone: value.phone,
          locale: value.locale,
          city_id: value.city_id === '' ? null : Number(value.city_id),
          company_name: value.company_name,
          company_ice: value.company_ice,
          ...(emailChanges(value.email) ? { current_password: value.current_password } : {}),
        },
      })
      if (!answer.success) {
        toast.error(Object.keys(answer.errors).length > 0 ? m.profile_save_failed() : answer.message)
        return answer
      }
      queryClient.setQueryData(profileQuery().queryKey, answer.data)
      form.reset(valuesOf(answer.data))
      // A new address waits for its link (decision 0059): the page says where the link went.
      const pending = emailChanges(value.email) ? answer.data.pending_email : null
      toast.success(pending ? m.profile_email_pending({ email: pending }) : m.profile_saved())
      await queryClient.invalidateQueries({ queryKey: ['account'] })
      await queryClient.invalidateQueries({ queryKey: ['initial-data'] })
    },
  })

  const names = [
    { name: 'first_name', label: m.profile_first_name(), autoComplete: 'given-name' },
    { name: 'last_name', label: m.profile_last_name(), autoComplete: 'family-name' },
  ] as const
  const phoneHint = (
    <>
      {m.profile_phone_hint()} <bdi dir="ltr">06 12 34 56 78</bdi> {m.profile_phone_hint_or()} <bdi dir="ltr">+212 6 12 34 56 78</bdi>
    </>
  )

  return (
    <form.AppForm>
      <form.Form data-testid="profile-form" className="grid gap-4 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-2">
        {names.map(({ name, label, autoComplete }) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.TextField label={label} autoComplete={autoComplete} />}
          </form.AppField>
        ))}
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={m.profile_email()}
              type="email"
              autoComplete="email"
              hint={profile.has_password ? undefined : m.profile_no_password_hint()}
            />
          )}
        </form.AppField>
        {profile.pending_email ? (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2" data-testid="profile-email-pending">
            {m.profile_email_pending({ email: profile.pending_email })}
          </p>
        ) : null}
        <form.AppField name="phone">
          {(field) => <field.TextField label={m.profile_phone()} type="tel" autoComplete="tel" inputMode="tel" hint={phoneHint} />}
        </form.AppField>
        <form.Subscribe selector={(state) => emailChanges(state.values.email)}>
          {(changes) =>
            changes && profile.has_password ? (
              <div className="sm:col-span-2">
                <form.AppField name="current_password">
                  {(field) => (
                    <field.TextField
                      label={m.profile_current_password()}
                      type="password"
                      autoComplete="current-password"
                      hint={m.profile_current_password_hint()}
                    />
                  )}
                </form.AppField>
              </div>
            ) : null
          }
        </form.Subscribe>
        <form.AppField name="city_id">
          {(field) => (
            <field.SelectField
              label={m.profile_city()}
              placeholder={m.profile_city_none()}
              options={(initial?.cities ?? []).map((city) => ({ value: String(city.id), label: city.name }))}
            />
          )}
        </form.AppField>
        <form.AppField name="locale">
          {(field) => (
            <field.SelectField
              label={m.profile_locale()}
              options={[
                { value: 'fr', label: m.profile_locale_fr(), lang: 'fr' },
                { value: 'ar', label: m.profile_locale_ar(), lang: 'ar' },
              ]}
            />
          )}
        </form.AppField>
        <form.AppField name="company_name">
          {(field) => (
            <field.TextField
              label={m.phone_profile_company_name()}
              hint={m.phone_profile_company_hint()}
              maxLength={150}
              autoComplete="organization"
            />
          )}
        </form.AppField>
        <form.AppField name="company_ice">
          {(field) => <field.TextField label={m.phone_profile_company_ice()} inputMode="numeric" maxLength={15} dir="ltr" />}
        </form.AppField>
        <div className="sm:col-span-2">
          <form.SubmitButton busyLabel={m.profile_saving()}>{m.profile_save()}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
