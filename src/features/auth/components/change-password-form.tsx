import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { toast } from '~/ui/toasts/toast-store'
import { changePasswordFields } from '~/api/contract/auth-fields'
import { changePasswordFn } from '~/features/auth/auth.functions'
import { useAuthForm } from '~/features/auth/use-auth-form'
import { FormMessage, SubmitButton, TextField } from './form-parts'

/** The password change of the profile page; the other sessions end, this one continues. */
export function ChangePasswordForm() {
  const { form, formMessage, inputProps, onSubmit, busy } = useAuthForm({
    defaultValues: { current_password: '', new_password: '' },
    schema: changePasswordFields(getLocale()),
    submit: async (values) => {
      const answer = await changePasswordFn({ data: values })
      if (!answer.ok) return answer
      toast.success(answer.message)
      form.reset()
    },
  })
  const fields = [
    { name: 'current_password', label: m.auth_current_password(), autoComplete: 'current-password' },
    { name: 'new_password', label: m.auth_new_password(), autoComplete: 'new-password' },
  ] as const
  return (
    <section aria-labelledby="change-password-title" className="flex flex-col gap-4">
      <h2 id="change-password-title" className="text-lg font-bold text-slate-900">
        {m.auth_change_password_title()}
      </h2>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={onSubmit}
      >
        <FormMessage tone="error">{formMessage}</FormMessage>
        {fields.map(({ name, label, autoComplete }) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <TextField
                label={label}
                type="password"
                dir="ltr"
                autoComplete={autoComplete}
                hint={name === 'new_password' ? m.auth_password_hint() : undefined}
                {...inputProps(field)}
              />
            )}
          </form.Field>
        ))}
        <SubmitButton busy={busy}>{m.auth_change_password_submit()}</SubmitButton>
      </form>
    </section>
  )
}
