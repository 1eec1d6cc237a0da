import { createFileRoute, redirect } from '@tanstack/react-router'
import { JugsPage } from '~/features/back-office/deposits/components/deposits-page'
import { jugsOutQuery } from '~/features/back-office/deposits/deposits.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { searchId, searchPage, searchText, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The jugs out per city and customer (docs/decisions/0084): staff and admins; drivers go to their round. */
export const Route = createFileRoute('/gestion/consignes')({
  validateSearch: (search: UrlSearch): { city?: number; q?: string; page?: number } => ({
    city: searchId(search.city),
    q: searchText(search.q, 100),
    page: searchPage(search.page),
  }),
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loaderDeps: ({ search }) => ({ city: search.city, q: search.q, page: search.page }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(jugsOutQuery(deps)),
  head: () => pageHead(m.dep_jugs_title()),
  component: function Jugs() {
    return <JugsPage search={Route.useLoaderDeps()} />
  },
})
