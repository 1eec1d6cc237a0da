/**
 * Registration in two steps (docs/decisions/0022): names and e-mail, answered the same whether
 * the address is new or taken; then the e-mail's link opens this page again with its token, where
 * the new customer chooses the password and is signed in.
 */
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { toast } from '~/ui/toasts/toast-store'
import { registrationConfirmFields, registrationFields } from '~/api/contract/auth-fields'
import { confirmRegistrationFn, registerFn } from '~/features/auth/auth.functions'
import { useShopForm } from '~/ui/form/form-hook'
import { useSessionChange } from '~/features/auth/use-session-change'
import { OutsideSignIn } from './outside-sign-in'

const FIELDS = [
  { name: 'first_name', label: () => m.auth_first_name(), autoComplete: 'given-name', type: 'text' },
  { name: 'last_name', label: () => m.auth_last_name(), autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: () => m.auth_email(), autoComplete: 'email', type: 'email' },
] as const

/** The title, its introduction and the form of a sign-up or confirmation-link page. */
export function Frame({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-5 p-6">
      <div>
        <h1 className="text-2xl font-extrabold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-600">{intro}</p>
      </div>
      {children}
    </div>
  )
}

export function RegistrationForm({ returnTo }: { returnTo: string }) {
  const [sent, setSent] = useState<string | null>(null)
  const form = useShopForm({
    defaultValues: { first_name: '', last_name: '', email: '' },
    schema: registrationFields(getLocale()),
    post: { action: registerFn.url, form: 'registration' },
    submit: async (values) => {
      const answer = await registerFn({ data: values })
      if (!answer.success) return answer
      setSent(answer.message)
    },
  })
  const told = sent ?? form.postedSuccess ?? null
  return (
    <Frame title={m.auth_register_title()} intro={m.auth_register_intro()}>
      <OutsideSignIn returnTo={returnTo} />
      <form.AppForm>
        <form.SuccessMessage>{told}</form.SuccessMessage>
        {!told && (
          <form.Form className="flex flex-col gap-4">
            <form.FormMessage />
            {FIELDS.map(({ name, label, autoComplete, type }) => (
              <form.AppField key={name} name={name}>
                {(field) => <field.TextField label={label()} type={type} autoComplete={autoComplete} />}
              </form.AppField>
            ))}
            <form.SubmitButton>{m.auth_register_submit()}</form.SubmitButton>
          </form.Form>
        )}
      </form.AppForm>
      <p className="text-center text-sm text-slate-700">
        {m.auth_have_account()}{' '}
        <Link to="/login" search={{ redirect: returnTo }} className="font-semibold text-brand-700 underline">
          {m.auth_login_submit()}
        </Link>
      </p>
    </Frame>
  )
}

export function RegistrationConfirmForm({ token, returnTo }: { token: string; returnTo: string }) {
  const session = useSessionChange()
  const form = useShopForm({
    defaultValues: { token, password: '' },
    schema: registrationConfirmFields(getLocale()),
    post: { action: confirmRegistrationFn.url, form: 'registration-confirm' },
    submit: async (values) => {
      const answer = await confirmRegistrationFn({ data: { ...values, cart: session.visitorCart() } })
      if (!answer.success) return answer
      toast.success(m.auth_registered({ name: answer.user.first_name }))
      await session.signedIn(answer.cart, returnTo)
    },
  })
  return (
    <Frame title={m.auth_register_confirm_title()} intro={m.auth_register_confirm_intro()}>
      <form.AppForm>
        <form.Form className="flex flex-col gap-4">
          <form.HiddenValues names={['token']} />
          <form.FormMessage />
          <form.AppField name="password">
            {(field) => (
              <field.TextField label={m.auth_password()} type="password" autoComplete="new-password" hint={m.auth_password_hint()} />
            )}
          </form.AppField>
          <form.SubmitButton>{m.auth_register_confirm_submit()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
      <Link to="/registration" className="text-center text-sm font-semibold text-brand-700 underline">
        {m.auth_register_title()}
      </Link>
    </Frame>
  )
}
