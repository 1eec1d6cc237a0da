import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuditPage } from '~/features/back-office/audit/components/audit-page'
import { auditQuery } from '~/features/back-office/audit/audit.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { searchPage, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The audit log: admins only (the API refuses the others too). */
export const Route = createFileRoute('/gestion/journal')({
  validateSearch: (search: UrlSearch): { page?: number } => ({ page: searchPage(search.page) }),
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role !== 'admin') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(auditQuery(deps.page)),
  head: () => pageHead(m.bo_audit_title()),
  component: function Journal() {
    return <AuditPage page={Route.useLoaderDeps().page} />
  },
})
