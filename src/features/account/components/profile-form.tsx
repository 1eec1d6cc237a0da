import { useForm } from '@tanstack/react-form'
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useId } from 'react'
import { z } from 'zod'
import { type Profile, profileBodySchema } from '~/api/contract/account'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
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
}

const valuesOf = (profile: Profile): Values => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  phone: profile.phone ?? '',
  locale: profile.locale,
  city_id: profile.city_id === null ? '' : String(profile.city_id),
  current_password: '',
})

/** The API's own rules, with the city as the select gives it: one set of rules, both sides. */
const formRules = (locale: 'fr' | 'ar') =>
  profileBodySchema(locale).extend({ city_id: z.string(), current_password: z.string().max(1024) })

const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 outline-none focus:border-brand-500 aria-[invalid=true]:border-red-500'

/**
 * The profile form: errors under each field in the page's language, the server's field errors
 * under the same fields, nothing typed lost on a refusal, a toast on success.
 */
export function ProfileForm() {
  const { data: profile } = useSuspenseQuery(profileQuery())
  const { data: initial } = useQuery(initialDataQuery())
  const queryClient = useQueryClient()
  const save = useServerFn(updateProfile)
  const locale = getLocale()

  const form = useForm({
    defaultValues: valuesOf(profile),
    validators: { onChange: formRules(locale) },
    onSubmit: async ({ value, formApi }) => {
      const emailChanges = value.email.trim().toLowerCase() !== profile.email.toLowerCase()
      const answer = await save({
        data: {
          first_name: value.first_name,
          last_name: value.last_name,
          email: value.email,
          phone: value.phone,
          locale: value.locale,
          city_id: value.city_id === '' ? null : Number(value.city_id),
          ...(emailChanges ? { current_password: value.current_password } : {}),
        },
      })
      if (!answer.success) {
        for (const [field, messages] of Object.entries(answer.errors)) {
          if (!(field in value)) continue
          formApi.setFieldMeta(field as keyof Values, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: messages[0] } }))
        }
        toast.error(Object.keys(answer.errors).length > 0 ? m.profile_save_failed() : answer.message)
        return
      }
      queryClient.setQueryData(profileQuery().queryKey, answer.data)
      formApi.reset(valuesOf(answer.data))
      toast.success(m.profile_saved())
      await queryClient.invalidateQueries({ queryKey: ['account'] })
      await queryClient.invalidateQueries({ queryKey: ['initial-data'] })
    },
  })

  const clearServerError = (name: keyof Values) =>
    form.setFieldMeta(name, (meta) => (meta.errorMap.onServer ? { ...meta, errorMap: { ...meta.errorMap, onServer: undefined } } : meta))

  return (
    <form
      noValidate
      data-testid="profile-form"
      className="grid gap-4 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {(
        [
          ['first_name', m.profile_first_name(), 'given-name'],
          ['last_name', m.profile_last_name(), 'family-name'],
        ] as const
      ).map(([name, label, autoComplete]) => (
        <form.Field key={name} name={name} listeners={{ onChange: () => clearServerError(name) }}>
          {(field) => (
            <Field label={label} errors={field.state.meta.errors} name={name}>
              {(props) => (
                <input
                  {...props}
                  className={inputClass}
                  autoComplete={autoComplete}
                  value={field.state.value}
                  onBlur={field.handleBlur}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              )}
            </Field>
          )}
        </form.Field>
      ))}

      <form.Field name="email" listeners={{ onChange: () => clearServerError('email') }}>
        {(field) => (
          <Field label={m.profile_email()} errors={field.state.meta.errors} name="email" hint={profile.has_password ? undefined : m.profile_no_password_hint()}>
            {(props) => (
              <input
                {...props}
                type="email"
                dir="ltr"
                autoComplete="email"
                className={inputClass}
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            )}
          </Field>
        )}
      </form.Field>

      <form.Field name="phone" listeners={{ onChange: () => clearServerError('phone') }}>
        {(field) => (
          <Field label={m.profile_phone()} errors={field.state.meta.errors} name="phone" hint={
              <>
                {m.profile_phone_hint()} <bdi dir="ltr">06 12 34 56 78</bdi> {m.profile_phone_hint_or()} <bdi dir="ltr">+212 6 12 34 56 78</bdi>
              </>
            }
          >
            {(props) => (
              <input
                {...props}
                type="tel"
                dir="ltr"
                autoComplete="tel"
                inputMode="tel"
                className={`${inputClass} text-start`}
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            )}
          </Field>
        )}
      </form.Field>

      <form.Subscribe selector={(state) => state.values.email.trim().toLowerCase() !== profile.email.toLowerCase()}>
        {(emailChanges) =>
          emailChanges && profile.has_password ? (
            <form.Field name="current_password" listeners={{ onChange: () => clearServerError('current_password') }}>
              {(field) => (
                <Field label={m.profile_current_password()} errors={field.state.meta.errors} name="current_password" hint={m.profile_current_password_hint()} wide>
                  {(props) => (
                    <input
                      {...props}
                      type="password"
                      autoComplete="current-password"
                      className={inputClass}
                      value={field.state.value}
                      onBlur={field.handleBlur}
                      onChange={(event) => field.handleChange(event.target.value)}
                    />
                  )}
                </Field>
              )}
            </form.Field>
          ) : null
        }
      </form.Subscribe>

      <form.Field name="city_id" listeners={{ onChange: () => clearServerError('city_id') }}>
        {(field) => (
          <Field label={m.profile_city()} errors={field.state.meta.errors} name="city_id">
            {(props) => (
              <select
                {...props}
                className={inputClass}
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(event) => field.handleChange(event.target.value)}
              >
                <option value="">{m.profile_city_none()}</option>
                {(initial?.cities ?? []).map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </form.Field>

      <form.Field name="locale" listeners={{ onChange: () => clearServerError('locale') }}>
        {(field) => (
          <Field label={m.profile_locale()} errors={field.state.meta.errors} name="locale">
            {(props) => (
              <select
                {...props}
                className={inputClass}
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(event) => field.handleChange(event.target.value === 'ar' ? 'ar' : 'fr')}
              >
                <option value="fr" lang="fr">
                  {m.profile_locale_fr()}
                </option>
                <option value="ar" lang="ar">
                  {m.profile_locale_ar()}
                </option>
              </select>
            )}
          </Field>
        )}
      </form.Field>

      <div className="sm:col-span-2">
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <button
              type="submit"
              disabled={isSubmitting}
              className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {isSubmitting ? m.profile_saving() : m.profile_save()}
            </button>
          )}
        </form.Subscribe>
      </div>
    </form>
  )
}

type ControlProps = { id: string; name: string; 'aria-invalid': boolean; 'aria-describedby'?: string }

/** A label, its control, an optional hint and the first error, tied together for screen readers. */
function Field({
  label,
  name,
  errors,
  hint,
  wide,
  children,
}: {
  label: string
  name: string
  errors: unknown[]
  hint?: React.ReactNode
  wide?: boolean
  children: (props: ControlProps) => React.ReactNode
}) {
  const id = useId()
  const error = errors.map(errorText).find(Boolean)
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className={`grid content-start gap-1 ${wide ? 'sm:col-span-2' : ''}`} data-field={name}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children({ id, name, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700" data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  return undefined
}
