import { createFileRoute } from '@tanstack/react-router'
import { AdminStandingOrdersPage } from '~/features/back-office/standing-orders/components/standing-orders-page'
import { adminStandingOrdersQuery } from '~/features/back-office/standing-orders/standing-orders.queries'
import { searchId, searchInt, searchPage, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** Standing orders per city and delivery day, next week's units, pausing one (docs/decisions/0085). */
export const Route = createFileRoute('/gestion/abonnements')({
  validateSearch: (search: UrlSearch): { city_id?: number; weekday?: number; page?: number } => ({
    city_id: searchId(search.city_id),
    weekday: searchInt(search.weekday, 1, 6),
    page: searchPage(search.page),
  }),
  loaderDeps: ({ search }) => ({ city_id: search.city_id, weekday: search.weekday, page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(adminStandingOrdersQuery(deps)),
  head: () => pageHead(m.sub_bo_title()),
  component: function StandingOrders() {
    const deps = Route.useLoaderDeps()
    return <AdminStandingOrdersPage query={deps} />
  },
})
