import { createFileRoute, notFound } from '@tanstack/react-router'
import { OrderPage } from '~/features/back-office/orders/components/order-page'
import { adminOrderQuery } from '~/features/back-office/orders/orders.queries'
import { m } from '~/paraglide/messages.js'
import { NotFoundScreen } from '~/ui/not-found-screen'
import { pageTitle } from '~/ui/page-head'

/** One order as the team handles it: its contents, timeline and the actions its status allows. */
export const Route = createFileRoute('/gestion/commandes/$reference')({
  loader: async ({ context, params }) => {
    if (params.reference.length > 40) throw notFound()
    const order = await context.queryClient.ensureQueryData(adminOrderQuery(params.reference))
    if (!order) throw notFound()
  },
  head: ({ params }) => ({ meta: [{ title: pageTitle(`${m.page_order()} ${params.reference} · ${m.bo_title()}`) }] }),
  component: function Order() {
    const { reference } = Route.useParams()
    return <OrderPage reference={reference} />
  },
  notFoundComponent: NotFoundScreen,
})
