import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { PriceGridPage } from '~/features/back-office/prices/components/price-grid-page'
import { priceGridQuery } from '~/features/back-office/prices/prices.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { NotFoundScreen } from '~/ui/not-found-screen'
import { pageHead } from '~/ui/page-head'

/** One product's prices in every city. */
export const Route = createFileRoute('/gestion/prix/$productId')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loader: async ({ context, params }) => {
    const productId = Number(params.productId)
    if (!Number.isInteger(productId) || productId < 1 || productId > 2_147_483_647) throw notFound()
    const grid = await context.queryClient.ensureQueryData(priceGridQuery(productId))
    if (!grid) throw notFound()
    return { productId, canEdit: context.access.status === 'staff' && context.access.me.role === 'admin' }
  },
  head: () => pageHead(m.bo_prices_title()),
  component: function PriceGrid() {
    const { productId, canEdit } = Route.useLoaderData()
    return <PriceGridPage productId={productId} canEdit={canEdit} />
  },
  notFoundComponent: NotFoundScreen,
})
