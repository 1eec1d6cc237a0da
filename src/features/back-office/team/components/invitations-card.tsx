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
import { Card } from '~/ui/admin/page-parts'
import { roleLabel } from '~/features/back-office/team/role-label'

export function InvitationsCard() {
  const { data: invitations } = useSuspenseQuery(staffInvitationsQuery())
  const queryClient = useQueryClient()
  const resend = useServerFn(resendInvitationFn)
  const cancel = useServerFn(cancelInvitationFn)
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffInvitationsQuery().queryKey })

  return (
    <Card title={m.bo_team_invitations_title()}>
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-600">{m.bo_team_invitations_none()}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-3 text-sm" data-testid="bo-invitation-row">
              <div className="min-w-48 flex-1">
                <p className="font-semibold">
                  {`${invitation.first_name} ${invitation.last_name}`.trim()} · {roleLabel(invitation.role)}
                </p>
                <bdi dir="ltr" className="text-slate-600">
                  {invitation.email}
                </bdi>
                <p className="text-slate-600">{m.bo_team_invitation_until({ date: formatDate(invitation.expires_at) })}</p>
              </div>
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
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
