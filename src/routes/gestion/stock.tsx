import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { StockPage } from '~/features/back-office/stock/components/stock-page'
import { stockQuery } from '~/features/back-office/stock/stock.queries'
import { homeOf } from '~/features/back-office/staff/guard'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The stock: staff read it, admins change it (the API refuses the others too); drivers go to their round. */
export const Route = createFileRoute('/gestion/stock')({
  // `?low=1`: only what is low (the router reads 1 as a number).
  validateSearch: z.object({ low: z.coerce.number().int().min(1).max(1).optional().catch(undefined) }),
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
