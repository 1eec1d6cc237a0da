/**
 * The invitations to the team not accepted yet (docs/decisions/0059): each can be sent again (a new
 * link, the old one stops working) or cancelled (asked once more first).
 */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { withStepUp } from '~/features/back-office/security/step-up'
import { m } from '~/paraglide/messages.js'
import { formatDate } from '~/lib/dates'
import { toast } from '~/ui/toasts/toast-store'
import { staffInvitationsQuery } from '~/features/back-office/team/team.queries'
import { cancelInvitationFn, resendInvitationFn } from '~/features/back-office/team/team.functions'
import { ConfirmButton } from '~/ui/admin/confirm-button'
import { createColumnHelper } from '@tanstack/react-table'
import type { StaffInvitation } from '~/api/contract/admin-staff'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { roleLabel } from '~/features/back-office/team/role-label'

export function InvitationsCard() {
  const { data: invitations } = useSuspenseQuery(staffInvitationsQuery())
  const queryClient = useQueryClient()
  const resend = useServerFn(resendInvitationFn)
  const cancel = useServerFn(cancelInvitationFn)
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffInvitationsQuery().queryKey })

  const column = createColumnHelper<StaffInvitation>()
  const columns = [
    column.accessor('email', {
      id: 'invitee',
      header: () => m.bo_team_member(),
      cell: ({ row: { original: invitation } }) => (
        <div className="min-w-48 font-normal">
          <p className="font-semibold">
            {`${invitation.first_name} ${invitation.last_name}`.trim()} · {roleLabel(invitation.role)}
          </p>
          <bdi dir="ltr" className="text-slate-600">
            {invitation.email}
          </bdi>
          <p className="text-slate-600">{m.bo_team_invitation_until({ date: formatDate(invitation.expires_at) })}</p>
        </div>
      ),
    }),
    column.display({
      id: 'actions',
      header: () => m.bo_team_actions(),
      cell: ({ row: { original: invitation } }) => (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-800"
            onClick={async () => {
              const answer = await withStepUp(() => resend({ data: { id: invitation.id } }))
              if (!answer.success) return void toast.error(answer.message)
              toast.success(m.bo_team_invitation_resent({ email: invitation.email }))
              await refresh()
            }}
          >
            {m.bo_team_invitation_resend()}
          </button>
          <ConfirmButton
            label={m.bo_team_invitation_cancel()}
            question={m.bo_team_invitation_cancel_question({ email: invitation.email })}
            onConfirm={async () => {
              const answer = await withStepUp(() => cancel({ data: { id: invitation.id } }))
              if (!answer.success) return void toast.error(answer.message)
              toast.success(m.bo_team_invitation_cancelled({ email: invitation.email }))
              await refresh()
            }}
          />
        </div>
      ),
    }),
  ]

  return (
    <Card title={m.bo_team_invitations_title()}>
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-600">{m.bo_team_invitations_none()}</p>
      ) : (
        <DataTable
          label={m.bo_team_invitations_title()}
          data={invitations}
          columns={columns}
          getRowId={(invitation) => String(invitation.id)}
          rowHeader="invitee"
          empty={m.bo_team_invitations_none()}
          rowProps={() => ({ 'data-testid': 'bo-invitation-row' })}
        />
      )}
    </Card>
  )
}
