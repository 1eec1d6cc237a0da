/**
 * `/gestion/equipe` (admin): the staff accounts (role, must change password, disabled), the
 * invitations not accepted yet (send again, cancel) and a new invitation (docs/decisions/0059).
 */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { STAFF_ROLE_VALUES, type StaffMe, type StaffRoleName } from '~/api/contract/admin-staff'
import { m } from '~/paraglide/messages.js'
import { SelectControl } from '~/ui/form/controlled'
import { toast } from '~/ui/toasts/toast-store'
import { staffListQuery } from '~/features/back-office/team/team.queries'
import { updateStaffFn } from '~/features/back-office/team/team.functions'
import { createColumnHelper } from '@tanstack/react-table'
import { AdminPage } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { NewStaffForm } from './new-staff-form'
import { InvitationsCard } from './invitations-card'
import { roleLabel } from '~/features/back-office/team/role-label'
import { withStepUp } from '~/features/back-office/security/step-up'
import { resetSecondFactorFn } from '~/features/back-office/security/security.functions'
import { ConfirmButton } from '~/ui/admin/confirm-button'

export function TeamPage({ me }: { me: StaffMe }) {
  const { data: staff } = useSuspenseQuery(staffListQuery())
  const queryClient = useQueryClient()
  const update = useServerFn(updateStaffFn)

  const resetMember = useServerFn(resetSecondFactorFn)
  const resetSecondFactor = async (id: number) => {
    const answer = await withStepUp(() => resetMember({ data: { id } }))
    if (answer.success) toast.success(answer.data)
    else toast.error(answer.message)
  }

  const change = async (id: number, body: { role?: StaffRoleName; disabled?: boolean; must_change_password?: boolean }) => {
    const answer = await withStepUp(() => update({ data: { id, ...body } }))
    if (!answer.success) return toast.error(answer.message)
    toast.success(m.bo_team_saved({ email: answer.data.email }))
    await queryClient.invalidateQueries({ queryKey: ['back-office', 'staff'] })
  }

  const column = createColumnHelper<(typeof staff)[number]>()
  const columns = [
    column.accessor('email', {
      id: 'member',
      header: () => m.bo_team_member(),
      cell: ({ row: { original: member } }) => (
        <div className="min-w-48">
          <p className="font-semibold">
            {`${member.first_name} ${member.last_name}`.trim()}
            {member.disabled ? (
              <span className="ms-2 rounded bg-red-100 px-1.5 text-xs text-red-800">{m.bo_customers_disabled()}</span>
            ) : null}
            {member.must_change_password ? (
              <span className="ms-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">{m.bo_team_must_change()}</span>
            ) : null}
          </p>
          <bdi dir="ltr" className="font-normal text-slate-600">
            {member.email}
          </bdi>
        </div>
      ),
    }),
    column.accessor('role', {
      header: () => m.bo_team_role(),
      cell: ({ row: { original: member } }) => (
        <div className="w-36">
          <label className="sr-only" htmlFor={`bo-role-${member.id}`}>
            {m.bo_team_role_of({ email: member.email })}
          </label>
          <SelectControl
            id={`bo-role-${member.id}`}
            value={member.role}
            disabled={member.id === me.id}
            options={STAFF_ROLE_VALUES.map((role) => ({ value: role, label: roleLabel(role) }))}
            onValueChange={(role) => change(member.id, { role: role as StaffRoleName })}
          />
        </div>
      ),
    }),
    column.display({
      id: 'actions',
      header: () => m.bo_team_actions(),
      cell: ({ row: { original: member } }) => {
        const self = member.id === me.id
        return (
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className="rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-800"
              onClick={() => change(member.id, { must_change_password: !member.must_change_password })}
            >
              {member.must_change_password ? m.bo_team_password_ok() : m.bo_team_password_ask()}
            </button>
            {self ? null : (
              <button
                type="button"
                className={`rounded-lg px-3 py-2 font-semibold ${member.disabled ? 'bg-brand-600 text-white' : 'bg-red-700 text-white'}`}
                onClick={() => change(member.id, { disabled: !member.disabled })}
              >
                {member.disabled ? m.bo_team_enable() : m.bo_team_disable()}
              </button>
            )}
            {self ? null : (
              <ConfirmButton
                tone="neutral"
                label={m.bo_security_reset()}
                question={m.bo_security_reset_question({ email: member.email })}
                onConfirm={() => resetSecondFactor(member.id)}
              />
            )}
          </div>
        )
      },
    }),
  ]

  return (
    <AdminPage title={m.bo_team_title()}>
      <Card title={m.bo_team_list_title()}>
        <DataTable
          label={m.bo_team_list_title()}
          data={staff}
          columns={columns}
          getRowId={(member) => String(member.id)}
          rowHeader="member"
          // Never shown: the list always holds the one reading it.
          empty=""
          rowProps={() => ({ 'data-testid': 'bo-team-row' })}
        />
      </Card>
      <InvitationsCard />
      <Card title={m.bo_team_new_title()}>
        <NewStaffForm />
      </Card>
    </AdminPage>
  )
}
