import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { forgotPasswordFields, resetPasswordFields } from '~/api/contract/auth-fields'
import { forgotPasswordFn, resetPasswordFn } from '~/features/auth/auth.functions'
import { useShopForm } from '~/ui/form/form-hook'

function Frame({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-5 p-6">
      <div>
        <h1 className="text-2xl font-extrabold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-600">{intro}</p>
      </div>
      {children}
      <Link to="/login" className="text-center text-sm font-semibold text-brand-700 underline">
        {m.auth_back_to_login()}
      </Link>
    </div>
  )
}

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null)
  const form = useShopForm({
    defaultValues: { email: '' },
    schema: forgotPasswordFields(getLocale()),
    post: { action: forgotPasswordFn.url, form: 'forgot-password' },
    submit: async (values) => {
      const answer = await forgotPasswordFn({ data: values })
      if (!answer.success) return answer
      setSent(answer.message)
    },
  })
  const told = sent ?? form.postedSuccess ?? null
  return (
    <Frame title={m.auth_forgot_title()} intro={m.auth_forgot_intro()}>
      <form.AppForm>
        <form.SuccessMessage>{told}</form.SuccessMessage>
        <form.Form className="flex flex-col gap-4">
          <form.FormMessage />
          <form.AppField name="email">
            {(field) => <field.TextField label={m.auth_email()} type="email" autoComplete="email" />}
          </form.AppField>
          <form.SubmitButton>{m.auth_forgot_submit()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </Frame>
  )
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null)
  const form = useShopForm({
    defaultValues: { token, password: '' },
    schema: resetPasswordFields(getLocale()),
    post: { action: resetPasswordFn.url, form: 'reset-password' },
    submit: async (values) => {
      const answer = await resetPasswordFn({ data: values })
      if (!answer.success) return answer
      setDone(answer.message)
    },
  })
  const told = done ?? form.postedSuccess ?? null
  if (!token && !told) {
    return (
      <Frame title={m.auth_reset_title()} intro={m.auth_reset_missing_token()}>
        <Link to="/forgot-password" className="text-center font-semibold text-brand-700 underline">
          {m.auth_forgot_submit()}
        </Link>
      </Frame>
    )
  }
  return (
    <Frame title={m.auth_reset_title()} intro={m.auth_reset_intro()}>
      <form.AppForm>
        <form.SuccessMessage>{told}</form.SuccessMessage>
        {!told && (
          <form.Form className="flex flex-col gap-4">
            <form.HiddenValues names={['token']} />
            <form.FormMessage />
            <form.AppField name="password">
              {(field) => (
                <field.TextField label={m.auth_new_password()} type="password" autoComplete="new-password" hint={m.auth_password_hint()} />
              )}
            </form.AppField>
            <form.SubmitButton>{m.auth_reset_submit()}</form.SubmitButton>
          </form.Form>
        )}
      </form.AppForm>
    </Frame>
  )
}
