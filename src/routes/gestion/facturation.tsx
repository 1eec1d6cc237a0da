import { createFileRoute, redirect } from '@tanstack/react-router'
import { DocumentsPage } from '~/features/back-office/documents/components/documents-page'
import { companyBalancesQuery, legalIdentityQuery, vatRatesQuery } from '~/features/back-office/documents/documents.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** Billing: staff read it, admins change the identity and rates (the API refuses the others too); drivers go to their round. */
export const Route = createFileRoute('/gestion/facturation')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(legalIdentityQuery()),
      context.queryClient.ensureQueryData(vatRatesQuery()),
      context.queryClient.ensureQueryData(companyBalancesQuery()),
    ]),
  head: () => pageHead(m.documents_bo_title()),
  component: function Billing() {
    const { access } = Route.useRouteContext()
    return access.status === 'staff' ? <DocumentsPage canEdit={access.me.role === 'admin'} /> : null
  },
})
