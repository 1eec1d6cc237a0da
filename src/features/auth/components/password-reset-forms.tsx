import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { forgotPasswordFields, resetPasswordFields } from '~/api/contract/auth-fields'
import { forgotPasswordFn, resetPasswordFn } from '~/features/auth/auth.functions'
import { useAuthForm } from '~/features/auth/use-auth-form'
import { FormMessage, SubmitButton, TextField } from './form-parts'

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
  const { form, formMessage, inputProps, onSubmit, busy } = useAuthForm({
    defaultValues: { email: '' },
    schema: forgotPasswordFields(getLocale()),
    submit: async (values) => {
      const answer = await forgotPasswordFn({ data: values })
      if (!answer.ok) return answer
      setSent(answer.message)
    },
  })
  return (
    <Frame title={m.auth_forgot_title()} intro={m.auth_forgot_intro()}>
      <FormMessage tone="success">{sent}</FormMessage>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={onSubmit}
      >
        <FormMessage tone="error">{formMessage}</FormMessage>
        <form.Field name="email">
          {(field) => (
            <TextField
              label={m.auth_email()}
              type="email"
              dir="ltr"
              autoComplete="email"
              {...inputProps(field)}
            />
          )}
        </form.Field>
        <SubmitButton busy={busy}>{m.auth_forgot_submit()}</SubmitButton>
      </form>
    </Frame>
  )
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null)
  const { form, formMessage, inputProps, onSubmit, busy } = useAuthForm({
    defaultValues: { token, password: '' },
    schema: resetPasswordFields(getLocale()),
    submit: async (values) => {
      const answer = await resetPasswordFn({ data: values })
      if (!answer.ok) return answer
      setDone(answer.message)
    },
  })
  if (!token) {
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
      <FormMessage tone="success">{done}</FormMessage>
      {!done && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={onSubmit}
        >
          <FormMessage tone="error">{formMessage}</FormMessage>
          <form.Field name="password">
            {(field) => (
              <TextField
                label={m.auth_new_password()}
                type="password"
                dir="ltr"
                autoComplete="new-password"
                hint={m.auth_password_hint()}
                {...inputProps(field)}
              />
            )}
          </form.Field>
          <SubmitButton busy={busy}>{m.auth_reset_submit()}</SubmitButton>
        </form>
      )}
    </Frame>
  )
}
