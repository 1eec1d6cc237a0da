import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { toast } from '~/ui/toasts/toast-store'
import { changePasswordFields } from '~/api/contract/auth-fields'
import { changePasswordFn } from '~/features/auth/auth.functions'
import { useShopForm } from '~/ui/form/form-hook'

/** The password change of the profile page; the other sessions end, this one continues. */
export function ChangePasswordForm() {
  const form = useShopForm({
    defaultValues: { current_password: '', new_password: '' },
    schema: changePasswordFields(getLocale()),
    submit: async (values) => {
      const answer = await changePasswordFn({ data: values })
      if (!answer.success) return answer
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
      <form.AppForm>
        <form.Form className="flex flex-col gap-4">
          <form.FormMessage />
          {fields.map(({ name, label, autoComplete }) => (
            <form.AppField key={name} name={name}>
              {(field) => (
                <field.TextField
                  label={label}
                  type="password"
                  autoComplete={autoComplete}
                  hint={name === 'new_password' ? m.auth_password_hint() : undefined}
                />
              )}
            </form.AppField>
          ))}
          <form.SubmitButton>{m.auth_change_password_submit()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  )
}
