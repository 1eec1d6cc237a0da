import { createFileRoute, redirect } from '@tanstack/react-router'
import { ImportsPage } from '~/features/back-office/imports/components/imports-page'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The catalogue's imports and exports: admins only (the API refuses the others too, docs/decisions/0081). */
export const Route = createFileRoute('/gestion/imports/')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role !== 'admin') throw redirect({ to: homeOf(context.access.me.role) })
  },
  head: () => pageHead(m.imp_title()),
  component: function Imports() {
    const { access } = Route.useRouteContext()
    return access.status === 'staff' ? <ImportsPage /> : null
  },
})
