/**
 * The contact form: the shared field rules (contact-fields.ts) checked in the browser, the
 * server's refusals shown under the same fields, nothing typed lost; a signed-in customer's
 * name and e-mail filled in. The captcha's answer is a field like the others.
 */
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { useShopField, useShopForm } from '~/ui/form/form-hook'
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
  const [sent, setSent] = useState<string | null>(null)
  // A success told after a post without scripts (docs/decisions/0054), until "send another".
  const [postedSeen, setPostedSeen] = useState(false)

  const form = useShopForm({
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
    post: { action: sendContactMessageFn.url, form: 'contact' },
    submit: async (values) => {
      const answer = await sendContactMessageFn({ data: values })
      if (!answer.success) {
        // A refused (or already used) answer cannot be sent again: the widget starts over.
        if (answer.errors.captcha?.length) captcha.current?.reset()
        return answer
      }
      setSent(m.contact_sent_text({ name: values.name.trim(), email: '\u2068' + values.email.trim() + '\u2069' }))
      form.reset({ ...form.state.values, subject: '', order_reference: '', message: '', captcha: '' })
    },
  })

  const told = sent ?? (postedSeen ? null : form.postedSuccess)
  if (told) {
    return (
      <section role="status" aria-live="polite" className="rounded-xl bg-white p-6 shadow-sm" data-testid="contact-sent">
        <h2 className="mb-2 text-xl font-bold text-green-800">{m.contact_sent_title()}</h2>
        <p className="mb-4 text-slate-700">{told}</p>
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => {
            setSent(null)
            setPostedSeen(true)
          }}
        >
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
      <form.AppForm>
        <form.Form className="flex flex-col gap-4" data-testid="contact-form">
          <form.FormMessage />
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="name">
              {(field) => <field.TextField label={m.contact_field_name()} autoComplete="name" maxLength={100} />}
            </form.AppField>
            <form.AppField name="email">
              {(field) => <field.TextField label={m.contact_field_email()} type="email" autoComplete="email" />}
            </form.AppField>
            <form.AppField name="phone">
              {(field) => (
                <field.TextField label={m.contact_field_phone()} type="tel" autoComplete="tel" hint={m.contact_field_phone_hint()} />
              )}
            </form.AppField>
            <form.AppField name="order_reference">
              {(field) => (
                <field.TextField
                  label={m.contact_field_order_reference()}
                  dir="ltr"
                  autoComplete="off"
                  hint={m.contact_field_order_reference_hint()}
                />
              )}
            </form.AppField>
          </div>
          <form.AppField name="subject">
            {(field) => (
              <field.SelectField
                label={m.contact_field_subject()}
                placeholder={m.contact_subject_choose()}
                options={CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subjectLabel(subject, locale) }))}
              />
            )}
          </form.AppField>
          <form.AppField name="message">
            {(field) => <field.TextAreaField label={m.contact_field_message()} rows={6} maxLength={MESSAGE_MAX} />}
          </form.AppField>
          <form.AppField name="captcha">
            {() => <ContactCaptcha siteKey={config?.recaptchaSiteKey ?? null} handleRef={captcha} />}
          </form.AppField>
          <form.SubmitButton>{m.contact_submit()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  )
}

/** The captcha as a field of the kit: its answer is the value, its error the field's. */
function ContactCaptcha({ siteKey, handleRef }: { siteKey: string | null; handleRef: React.RefObject<CaptchaHandle | null> }) {
  const { field, error, setValue } = useShopField<string>()
  return (
    <CaptchaField
      siteKey={siteKey}
      handleRef={handleRef}
      error={error}
      // The widget starting over answers '' : the server's message stays until a new answer.
      onChange={(answer) => (answer ? setValue(answer) : field.handleChange(answer))}
    />
  )
}
