import { createFileRoute, redirect } from '@tanstack/react-router'
import { StockPage } from '~/features/back-office/stock/components/stock-page'
import { stockQuery } from '~/features/back-office/stock/stock.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { searchInt, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The stock: staff read it, admins change it (the API refuses the others too); drivers go to their round. */
export const Route = createFileRoute('/gestion/stock')({
  // `?low=1`: only what is low (the router reads 1 as a number).
  validateSearch: (search: UrlSearch): { low?: number } => ({ low: searchInt(search.low, 1, 1) }),
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loaderDeps: ({ search }) => ({ low: search.low === 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(stockQuery(deps.low)),
  head: () => pageHead(m.bo_stock_title()),
  component: function Stock() {
    const { access } = Route.useRouteContext()
    const { low } = Route.useLoaderDeps()
    return access.status === 'staff' ? <StockPage low={low} canEdit={access.me.role === 'admin'} /> : null
  },
})
