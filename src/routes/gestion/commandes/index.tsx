import { createFileRoute } from '@tanstack/react-router'
import { OrdersListPage } from '~/features/back-office/orders/components/orders-list-page'
import { adminOrdersQuery, orderFiltersQuery } from '~/features/back-office/orders/orders.queries'
import { readOrdersSearch } from '~/features/back-office/orders/orders-search'

/**
 * The orders list (docs/decisions/0028): its filters, sort and page are the URL's search, under
 * the Shop API's own names, so a filtered view is a link to share.
 */
export const Route = createFileRoute('/gestion/commandes/')({
  validateSearch: readOrdersSearch,
  loaderDeps: ({ search }) => search,
  // A failed call never throws here (prefetch): the page shows its own error state and a retry.
  loader: async ({ context, deps }) => {
    await Promise.all([context.queryClient.prefetchQuery(adminOrdersQuery(deps)), context.queryClient.prefetchQuery(orderFiltersQuery())])
  },
  component: function Orders() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <OrdersListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  },
})
