import { createFileRoute, notFound } from '@tanstack/react-router'
import { orderQuery } from '~/features/orders/orders.queries'
import { OrderDetailPage } from '~/features/orders/components/order-detail'
import { searchId, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { NotFoundScreen } from '~/ui/not-found-screen'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

/**
 * One order, named by its reference (docs/decisions/0012); another customer's is not found.
 * `?reorder=1` (the reminder e-mails' link) puts its lines back in the cart, once.
 */
export const Route = createFileRoute('/_shop/espace/orders/$id')({
  validateSearch: (search: UrlSearch): { reorder?: number } => ({ reorder: searchId(search.reorder) }),
  headers: noStoreHeaders,
  loader: async ({ context, params }) => {
    if (params.id.length > 64) throw notFound()
    const order = await context.queryClient.ensureQueryData(orderQuery(params.id))
    if (!order) throw notFound()
  },
  head: ({ params }) => pageHead(`${m.page_order()} ${params.id}`),
  component: function Order() {
    const { id } = Route.useParams()
    const { reorder } = Route.useSearch()
    return <OrderDetailPage reference={id} reorder={reorder === 1} />
  },
  notFoundComponent: NotFoundScreen,
})
