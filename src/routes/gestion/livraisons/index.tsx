import { createFileRoute } from '@tanstack/react-router'
import { DeliveriesPage } from '~/features/back-office/deliveries/components/deliveries-page'
import { deliveryDayQuery } from '~/features/back-office/deliveries/deliveries.queries'
import { readDeliveriesSearch } from '~/features/back-office/deliveries/deliveries-search'
import { m } from '~/paraglide/messages.js'
import { pageTitle } from '~/ui/page-head'

/** The delivery day (staff): assign, dispatch, print, load, export, count the cash. */
export const Route = createFileRoute('/gestion/livraisons/')({
  validateSearch: readDeliveriesSearch,
  loaderDeps: ({ search }) => ({ date: search.date, city: search.city }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(deliveryDayQuery(deps)),
  head: () => ({ meta: [{ title: pageTitle(m.bo_deliveries_title()) }] }),
  component: function DeliveriesRoute() {
    return <DeliveriesPage search={Route.useSearch()} />
  },
})
