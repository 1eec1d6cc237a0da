import { createFileRoute, redirect } from '@tanstack/react-router'
import { AccountingPage } from '~/features/back-office/accounting/components/accounting-page'
import { accountingSummaryQuery } from '~/features/back-office/accounting/accounting.queries'
import { accountingPeriod, readAccountingSearch } from '~/features/back-office/accounting/accounting-search'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The accountant's exports: staff and admins (the API refuses drivers too). */
export const Route = createFileRoute('/gestion/comptabilite/')({
  validateSearch: readAccountingSearch,
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loaderDeps: ({ search }) => accountingPeriod(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(accountingSummaryQuery(deps)),
  head: () => pageHead(m.accounting_title()),
  component: function Accounting() {
    return <AccountingPage period={Route.useLoaderDeps()} />
  },
})
