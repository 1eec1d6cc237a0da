import { createFileRoute, redirect } from '@tanstack/react-router'
import { TeamPage } from '~/features/back-office/team/components/team-page'
import { staffInvitationsQuery, staffListQuery } from '~/features/back-office/team/team.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The staff accounts: admins only (the API refuses the others too). */
export const Route = createFileRoute('/gestion/equipe')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role !== 'admin') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(staffListQuery()), context.queryClient.ensureQueryData(staffInvitationsQuery())]),
  head: () => pageHead(m.bo_team_title()),
  component: function Team() {
    const { access } = Route.useRouteContext()
    return access.status === 'staff' ? <TeamPage me={access.me} /> : null
  },
})
