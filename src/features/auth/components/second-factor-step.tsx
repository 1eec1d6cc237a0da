/**
 * The sign-in's code step (docs/decisions/0060): after a right password on an account with a
 * second factor, the 6 digits of the authenticator app or one recovery code. The challenge stays
 * in its HttpOnly cookie; this form sends only the code (with scripts or without).
 */
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import { secondFactorSignInFn } from '~/features/auth/auth.functions'
import { useShopForm } from '~/ui/form/form-hook'
import { useSessionChange } from '~/features/auth/use-session-change'

export function SecondFactorStep({ returnTo }: { returnTo: string }) {
  const session = useSessionChange()
  const form = useShopForm({
    defaultValues: { code: '' },
    post: { action: secondFactorSignInFn.url, form: 'second-factor' },
    submit: async (values) => {
      const answer = await secondFactorSignInFn({ data: { ...values, cart: session.visitorCart() } })
      if (!answer.success) return answer
      toast.success(m.auth_signed_in({ name: answer.user.first_name }))
      await session.signedIn(answer.cart, returnTo)
    },
  })
  return (
    <div className="flex flex-col gap-5 p-6">
      <div>
        <h1 className="text-2xl font-extrabold text-slate-900">{m.auth_second_factor_title()}</h1>
        <p className="mt-1 text-slate-600">{m.auth_second_factor_intro()}</p>
      </div>
      <form.AppForm>
        <form.Form className="flex flex-col gap-4">
          <form.FormMessage />
          <form.AppField name="code">
            {(field) => <field.TextField label={m.auth_second_factor_code()} autoComplete="one-time-code" inputMode="text" required />}
          </form.AppField>
          <form.SubmitButton>{m.auth_second_factor_submit()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </div>
  )
}
