import { createFileRoute } from '@tanstack/react-router'
import { StandingOrdersPage } from '~/features/standing-orders/components/standing-orders-page'
import { standingOrdersQuery } from '~/features/standing-orders/standing-orders.queries'
import { m } from '~/paraglide/messages.js'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

/** The customer's standing orders (docs/decisions/0085). */
export const Route = createFileRoute('/_shop/espace/abonnements')({
  headers: noStoreHeaders,
  loader: ({ context }) => context.queryClient.ensureQueryData(standingOrdersQuery()),
  head: () => pageHead(m.sub_page_title()),
  component: StandingOrdersPage,
})
