import { createFileRoute } from '@tanstack/react-router'
import { ordersQuery } from '~/features/orders/orders.queries'
import { OrdersPage } from '~/features/orders/components/orders-page'
import { searchPage, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

export const Route = createFileRoute('/_shop/espace/orders/')({
  validateSearch: (search: UrlSearch): { page?: number } => ({ page: searchPage(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  headers: noStoreHeaders,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ordersQuery(deps.page)),
  head: () => pageHead(m.page_orders()),
  component: function Orders() {
    const { page } = Route.useLoaderDeps()
    return <OrdersPage page={page} />
  },
})
