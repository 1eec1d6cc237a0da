import { createFileRoute } from '@tanstack/react-router'
import { DeliverySheet } from '~/features/back-office/deliveries/components/delivery-sheet'
import { deliveryDayQuery } from '~/features/back-office/deliveries/deliveries.queries'
import { readSheetSearch } from '~/features/back-office/deliveries/deliveries-search'
import { m } from '~/paraglide/messages.js'
import { pageTitle } from '~/ui/page-head'

/** A driver's printable delivery sheet (`?date&driver`). */
export const Route = createFileRoute('/gestion/livraisons/feuille')({
  validateSearch: readSheetSearch,
  loaderDeps: ({ search }) => ({ date: search.date || undefined, city: search.city }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(deliveryDayQuery(deps)),
  head: () => ({ meta: [{ title: pageTitle(m.bo_sheet_page_title()) }] }),
  component: function SheetRoute() {
    const { date, driver, city } = Route.useSearch()
    return <DeliverySheet date={date || undefined} city={city} driverId={driver} />
  },
})
