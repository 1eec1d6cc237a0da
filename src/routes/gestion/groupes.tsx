import { createFileRoute, redirect } from '@tanstack/react-router'
import { CustomerGroupsPage } from '~/features/back-office/customer-groups/components/customer-groups-page'
import { customerGroupsQuery } from '~/features/back-office/customer-groups/customer-groups.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** Customer groups and their price lists: staff read them, admins change them; drivers go to their round. */
export const Route = createFileRoute('/gestion/groupes')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(customerGroupsQuery()),
  head: () => pageHead(m.groups_title()),
  component: function Groups() {
    const { access } = Route.useRouteContext()
    return access.status === 'staff' ? <CustomerGroupsPage canEdit={access.me.role === 'admin'} /> : null
  },
})
