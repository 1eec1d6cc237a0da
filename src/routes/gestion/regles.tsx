import { createFileRoute, redirect } from '@tanstack/react-router'
import { RulesPage } from '~/features/back-office/rules/components/rules-page'
import { rulesQuery } from '~/features/back-office/rules/rules.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The delivery and checkout rules: staff read them, admins change them (the API refuses the others too); drivers go to their round. */
export const Route = createFileRoute('/gestion/regles')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(rulesQuery()),
  head: () => pageHead(m.bo_rules_title()),
  component: function Rules() {
    const { access } = Route.useRouteContext()
    return access.status === 'staff' ? <RulesPage canEdit={access.me.role === 'admin'} /> : null
  },
})
