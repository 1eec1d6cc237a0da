/**
 * The pages of decision 0059's one-time links: the invitee chooses a password and lands in the
 * back office, signed in; the owner of a new address confirms it with one button (a link that
 * changed something on a plain GET could be spent by a mail scanner's visit).
 */
import { useState } from 'react'
import { z } from 'zod'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { registrationConfirmFields } from '~/api/contract/auth-fields'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { acceptStaffInvitationFn, confirmEmailChangeFn } from '~/features/auth/confirmation-links.functions'
import { useSessionChange } from '~/features/auth/use-session-change'
import { Frame } from './registration-form'

export function StaffInvitationForm({ token }: { token: string }) {
  const session = useSessionChange()
  const form = useShopForm({
    defaultValues: { token, password: '' },
    schema: registrationConfirmFields(getLocale()),
    post: { action: acceptStaffInvitationFn.url, form: 'staff-invitation' },
    submit: async (values) => {
      const answer = await acceptStaffInvitationFn({ data: { ...values, cart: session.visitorCart() } })
      if (!answer.success) return answer
      toast.success(m.staff_invitation_welcome({ name: answer.user.first_name }))
      await session.signedIn(answer.cart, '/gestion')
    },
  })
  return (
    <Frame title={m.staff_invitation_title()} intro={m.staff_invitation_intro()}>
      <form.AppForm>
        <form.Form className="flex flex-col gap-4" data-testid="staff-invitation-form">
          <form.HiddenValues names={['token']} />
          <form.FormMessage />
          <form.AppField name="password">
            {(field) => (
              <field.TextField label={m.auth_password()} type="password" autoComplete="new-password" hint={m.auth_password_hint()} />
            )}
          </form.AppField>
          <form.SubmitButton>{m.staff_invitation_submit()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </Frame>
  )
}

export function EmailChangeConfirmForm({ token }: { token: string }) {
  const [confirmed, setDone] = useState<string | null>(null)
  const form = useShopForm({
    defaultValues: { token },
    schema: z.object({ token: z.string().min(1).max(200) }),
    post: { action: confirmEmailChangeFn.url, form: 'confirm-email' },
    submit: async (values) => {
      const answer = await confirmEmailChangeFn({ data: values })
      if (!answer.success) return answer
      setDone(answer.message)
    },
  })
  // Without scripts, the post's answer comes back as the form's success (decision 0054).
  const done = confirmed ?? form.postedSuccess ?? null
  return (
    <Frame title={m.email_change_title()} intro={m.email_change_intro()}>
      <form.AppForm>
        <form.SuccessMessage>{done}</form.SuccessMessage>
        {done ? null : (
          <form.Form className="flex flex-col gap-4" data-testid="email-change-form">
            <form.HiddenValues names={['token']} />
            <form.FormMessage />
            <form.SubmitButton>{m.email_change_submit()}</form.SubmitButton>
          </form.Form>
        )}
      </form.AppForm>
    </Frame>
  )
}
