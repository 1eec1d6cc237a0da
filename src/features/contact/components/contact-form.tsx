/**
 * The contact form: the shared field rules (contact-fields.ts) checked in the browser, the
 * server's refusals shown under the same fields, nothing typed lost; a signed-in customer's
 * name and e-mail filled in. The captcha's answer is a field like the others.
 */
import { useQuery } from '@tanstack/react-query'
import { type ChangeEvent, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId, useRef, useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { FormMessage, SubmitButton, TextField } from '~/features/auth/components/form-parts'
import { useAuthForm } from '~/features/auth/use-auth-form'
import { initialDataQuery } from '~/features/city/city.queries'
import { publicConfigQuery } from '~/features/shop/shop.queries'
import { CONTACT_SUBJECTS, MESSAGE_MAX, contactFields, subjectLabel } from '~/api/contract/contact-fields'
import { sendContactMessageFn } from '~/features/contact/contact.functions'
import { type CaptchaHandle, CaptchaField } from './captcha-field'

export function ContactForm() {
  const { data: initial } = useQuery(initialDataQuery())
  const { data: config } = useQuery(publicConfigQuery)
  const user = initial?.user
  const locale = getLocale()
  const captcha = useRef<CaptchaHandle | null>(null)
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null)

  const { form, formMessage, inputProps, onSubmit, busy, forgetServerError } = useAuthForm({
    defaultValues: {
      name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      subject: '',
      order_reference: '',
      message: '',
      captcha: '',
    },
    schema: contactFields(locale),
    submit: async (values) => {
      const answer = await sendContactMessageFn({ data: values })
      if (!answer.ok) {
        // A refused (or already used) answer cannot be sent again: the widget starts over.
        if (answer.errors.captcha?.length) captcha.current?.reset()
        return answer
      }
      setSent({ name: values.name.trim(), email: values.email.trim() })
      form.reset({ ...form.state.values, subject: '', order_reference: '', message: '', captcha: '' })
    },
  })

  if (sent) {
    return (
      <section role="status" aria-live="polite" className="rounded-xl bg-white p-6 shadow-sm" data-testid="contact-sent">
        <h2 className="mb-2 text-xl font-bold text-green-800">{m.contact_sent_title()}</h2>
        <p className="mb-4 text-slate-700">
          {m.contact_sent_text({ name: sent.name, email: '\u2068' + sent.email + '\u2069' })}
        </p>
        <button type="button" className="font-semibold text-brand-700 underline" onClick={() => setSent(null)}>
          {m.contact_send_another()}
        </button>
      </section>
    )
  }

  return (
    <section className="rounded-xl bg-white p-6 shadow-sm" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="mb-1 text-xl font-bold">
        {m.contact_form_title()}
      </h2>
      <p className="mb-5 text-slate-600">{m.contact_form_intro()}</p>
      <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit} data-testid="contact-form">
        <FormMessage tone="error">{formMessage}</FormMessage>
        <div className="grid gap-4 sm:grid-cols-2">
          <form.Field name="name">
            {(field) => <TextField label={m.contact_field_name()} autoComplete="name" maxLength={100} {...inputProps(field)} />}
          </form.Field>
          <form.Field name="email">
            {(field) => <TextField label={m.contact_field_email()} type="email" dir="ltr" autoComplete="email" {...inputProps(field)} />}
          </form.Field>
          <form.Field name="phone">
            {(field) => (
              <TextField
                label={m.contact_field_phone()}
                type="tel"
                dir="ltr"
                autoComplete="tel"
                hint={m.contact_field_phone_hint()}
                {...inputProps(field)}
              />
            )}
          </form.Field>
          <form.Field name="order_reference">
            {(field) => (
              <TextField
                label={m.contact_field_order_reference()}
                dir="ltr"
                autoComplete="off"
                hint={m.contact_field_order_reference_hint()}
                {...inputProps(field)}
              />
            )}
          </form.Field>
        </div>
        <form.Field name="subject">
          {(field) => (
            <SelectField label={m.contact_field_subject()} {...inputProps(field)}>
              <option value="">{m.contact_subject_choose()}</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {subjectLabel(subject, locale)}
                </option>
              ))}
            </SelectField>
          )}
        </form.Field>
        <form.Field name="message">
          {(field) => <TextAreaField label={m.contact_field_message()} rows={6} maxLength={MESSAGE_MAX} {...inputProps(field)} />}
        </form.Field>
        <form.Field name="captcha">
          {(field) => (
            <CaptchaField
              siteKey={config?.recaptchaSiteKey ?? null}
              handleRef={captcha}
              error={inputProps(field).error}
              onChange={(answer) => {
                if (answer) forgetServerError('captcha')
                field.handleChange(answer)
              }}
            />
          )}
        </form.Field>
        <SubmitButton busy={busy}>{m.contact_submit()}</SubmitButton>
      </form>
    </section>
  )
}

type Described = { label: string; error?: string }

function useDescribed(error: string | undefined) {
  const id = useId()
  return { id, describedBy: error ? `${id}-error` : undefined }
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
      {error}
    </p>
  )
}

const controlClass = (error?: string) =>
  `w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none focus:ring-2 focus:ring-brand-400 ${error ? 'border-red-500' : 'border-slate-300'}`

function SelectField({ label, error, children, ...select }: Described & SelectHTMLAttributes<HTMLSelectElement> & { onChange: (event: ChangeEvent<HTMLSelectElement>) => void }) {
  const { id, describedBy } = useDescribed(error)
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass(error)} {...select}>
        {children}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  )
}

function TextAreaField({ label, error, ...textarea }: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, describedBy } = useDescribed(error)
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass(error)} {...textarea} />
      <ErrorText id={id} error={error} />
    </div>
  )
}
