import { createFileRoute, redirect } from '@tanstack/react-router'
import { PricesPage } from '~/features/back-office/prices/components/prices-page'
import { priceProductsQuery } from '~/features/back-office/prices/prices.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { searchText, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** Prices per city: staff read them, admins change them (the API refuses the others too); drivers go to their round. */
export const Route = createFileRoute('/gestion/prix/')({
  validateSearch: (search: UrlSearch): { q?: string } => ({ q: searchText(search.q, 100) }),
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(priceProductsQuery(deps.q)),
  head: () => pageHead(m.bo_prices_title()),
  component: function Prices() {
    const { access } = Route.useRouteContext()
    const { q } = Route.useLoaderDeps()
    return access.status === 'staff' ? <PricesPage q={q} canEdit={access.me.role === 'admin'} /> : null
  },
})
