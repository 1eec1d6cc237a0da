/** An invitation to the team (the form kit): the address gets the link that makes it staff (docs/decisions/0059). */
import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { STAFF_ROLE_VALUES, type StaffRoleName } from '~/api/contract/admin-staff'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { SaveBar } from '~/ui/admin/save-bar'
import { createStaffFn } from '~/features/back-office/team/team.functions'
import { roleLabel } from '~/features/back-office/team/role-label'
import { withStepUp } from '~/features/back-office/security/step-up'

const empty = { email: '', first_name: '', last_name: '', phone: '', role: 'driver' as StaffRoleName }

export function NewStaffForm() {
  const create = useServerFn(createStaffFn)
  const queryClient = useQueryClient()
  const form = useShopForm({
    defaultValues: empty,
    idPrefix: 'bo-new-staff',
    submit: async (values) => {
      const answer = await withStepUp(() => create({ data: values }))
      if (!answer.success) return answer
      form.reset(empty)
      toast.success(m.bo_team_invited({ email: answer.data.invitation.email }))
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'staff'] })
    },
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3 sm:grid-cols-2" data-testid="bo-new-staff-form">
        <div className="sm:col-span-2">
          <form.FormMessage />
        </div>
        <form.AppField name="email">
          {(field) => <field.TextField type="email" label={m.bo_customers_email()} autoComplete="off" />}
        </form.AppField>
        <form.AppField name="role">
          {(field) => (
            <field.SelectField
              label={m.bo_team_role()}
              options={STAFF_ROLE_VALUES.map((role) => ({ value: role, label: roleLabel(role) }))}
            />
          )}
        </form.AppField>
        <form.AppField name="first_name">{(field) => <field.TextField label={m.profile_first_name()} autoComplete="off" />}</form.AppField>
        <form.AppField name="last_name">{(field) => <field.TextField label={m.profile_last_name()} autoComplete="off" />}</form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField type="tel" label={m.bo_customers_phone()} autoComplete="off" />}
        </form.AppField>
        <SaveBar label={m.bo_team_invite()} busyLabel={m.bo_saving()} message={false} />
      </form.Form>
    </form.AppForm>
  )
}
