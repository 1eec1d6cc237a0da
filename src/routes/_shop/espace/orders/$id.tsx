import { createFileRoute, notFound } from '@tanstack/react-router'
import { orderQuery } from '~/features/account/account.queries'
import { OrderDetailPage } from '~/features/account/components/order-detail'
import { m } from '~/paraglide/messages.js'
import { NotFoundScreen } from '~/ui/not-found-screen'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

/** One order, named by its reference (docs/decisions/0012); another customer's is not found. */
export const Route = createFileRoute('/_shop/espace/orders/$id')({
  headers: noStoreHeaders,
  loader: async ({ context, params }) => {
    if (params.id.length > 64) throw notFound()
    const order = await context.queryClient.ensureQueryData(orderQuery(params.id))
    if (!order) throw notFound()
  },
  head: ({ params }) => pageHead(`${m.page_order()} ${params.id}`),
  component: function Order() {
    const { id } = Route.useParams()
    return <OrderDetailPage reference={id} />
  },
  notFoundComponent: NotFoundScreen,
})
