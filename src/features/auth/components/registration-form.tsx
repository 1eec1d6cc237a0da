import { Link } from '@tanstack/react-router'
import { m } from '../../../paraglide/messages.js'
import { getLocale } from '../../../paraglide/runtime.js'
import { toast } from '../../../ui/toasts/toast-store'
import { registrationFields } from '../auth-fields'
import { registerFn } from '../auth.functions'
import { useAuthForm } from '../use-auth-form'
import { useSessionChange } from '../use-session-change'
import { FormMessage, SubmitButton, TextField } from './form-parts'
import { OutsideSignIn } from './outside-sign-in'

const FIELDS = [
  { name: 'first_name', label: () => m.auth_first_name(), autoComplete: 'given-name', type: 'text' },
  { name: 'last_name', label: () => m.auth_last_name(), autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: () => m.auth_email(), autoComplete: 'email', type: 'email' },
  { name: 'password', label: () => m.auth_password(), autoComplete: 'new-password', type: 'password' },
] as const

export function RegistrationForm({ returnTo }: { returnTo: string }) {
  const session = useSessionChange()
  const { form, formMessage, inputProps, onSubmit, busy } = useAuthForm({
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
    schema: registrationFields(getLocale()),
    submit: async (values) => {
      const answer = await registerFn({ data: { ...values, cart: session.visitorCart() } })
      if (!answer.ok) return answer
      toast.success(m.auth_registered({ name: answer.user.first_name }))
      await session.signedIn(answer.cart, returnTo)
    },
  })
  return (
    <div className="flex flex-col gap-5 p-6">
      <div>
        <h1 className="text-2xl font-extrabold text-slate-900">{m.auth_register_title()}</h1>
        <p className="mt-1 text-slate-600">{m.auth_register_intro()}</p>
      </div>
      <OutsideSignIn returnTo={returnTo} />
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={onSubmit}
      >
        <FormMessage tone="error">{formMessage}</FormMessage>
        {FIELDS.map(({ name, label, autoComplete, type }) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <TextField
                label={label()}
                type={type}
                dir={type === 'text' ? undefined : 'ltr'}
                autoComplete={autoComplete}
                hint={name === 'password' ? m.auth_password_hint() : undefined}
                {...inputProps(field)}
              />
            )}
          </form.Field>
        ))}
        <SubmitButton busy={busy}>{m.auth_register_submit()}</SubmitButton>
      </form>
      <p className="text-center text-sm text-slate-700">
        {m.auth_have_account()}{' '}
        <Link to="/login" search={{ redirect: returnTo }} className="font-semibold text-brand-700 underline">
          {m.auth_login_submit()}
        </Link>
      </p>
    </div>
  )
}
