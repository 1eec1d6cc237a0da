import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { toast } from '~/ui/toasts/toast-store'
import { signInFields } from '~/api/contract/auth-fields'
import { signInFn } from '~/features/auth/auth.functions'
import { useShopForm } from '~/ui/form/form-hook'
import { useSessionChange } from '~/features/auth/use-session-change'
import { OutsideSignIn } from './outside-sign-in'
import { SecondFactorStep } from './second-factor-step'

/** `codeStep`: the page was opened at its code step (`?step=code`: a form posted without scripts lands there). */
export function SignInForm({ returnTo, codeStep = false }: { returnTo: string; codeStep?: boolean }) {
  const [askCode, setAskCode] = useState(codeStep)
  if (askCode) return <SecondFactorStep returnTo={returnTo} />
  return <PasswordStep returnTo={returnTo} onCodeNeeded={() => setAskCode(true)} />
}

function PasswordStep({ returnTo, onCodeNeeded }: { returnTo: string; onCodeNeeded: () => void }) {
  const session = useSessionChange()
  const form = useShopForm({
    defaultValues: { email: '', password: '' },
    schema: signInFields(getLocale()),
    post: { action: signInFn.url, form: 'sign-in' },
    submit: async (values) => {
      const answer = await signInFn({ data: { ...values, cart: session.visitorCart() } })
      if (!answer.success) return answer
      if (answer.secondFactor) return onCodeNeeded()
      toast.success(m.auth_signed_in({ name: answer.user.first_name }))
      await session.signedIn(answer.cart, returnTo)
    },
  })
  return (
    <div className="flex flex-col gap-5 p-6">
      <div>
        <h1 className="text-2xl font-extrabold text-slate-900">{m.auth_login_title()}</h1>
        <p className="mt-1 text-slate-600">{m.auth_login_intro()}</p>
      </div>
      <OutsideSignIn returnTo={returnTo} />
      <form.AppForm>
        <form.Form className="flex flex-col gap-4">
          <form.FormMessage />
          <form.AppField name="email">
            {(field) => <field.TextField label={m.auth_email()} type="email" autoComplete="username" />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => <field.TextField label={m.auth_password()} type="password" autoComplete="current-password" />}
          </form.AppField>
          <Link to="/forgot-password" className="self-start text-sm text-brand-700 underline">
            {m.auth_forgot_link()}
          </Link>
          <form.SubmitButton>{m.auth_login_submit()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
      <p className="text-center text-sm text-slate-700">
        {m.auth_no_account()}{' '}
        <Link to="/registration" search={{ redirect: returnTo }} className="font-semibold text-brand-700 underline">
          {m.auth_create_account()}
        </Link>
      </p>
    </div>
  )
}
