import { createFileRoute } from '@tanstack/react-router'
import { DeliverySheetsPage } from '~/features/back-office/orders/components/delivery-sheets-page'
import { deliverySheetsQuery } from '~/features/back-office/orders/order-bulk.queries'
import { readSelectionSearch } from '~/features/back-office/orders/order-selection'
import { m } from '~/paraglide/messages.js'
import { pageTitle } from '~/ui/page-head'

/** The chosen orders' delivery sheets, one a page when printed (decision 0080). */
export const Route = createFileRoute('/gestion/commandes/bordereaux')({
  validateSearch: readSelectionSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(deliverySheetsQuery(deps)),
  head: () => ({ meta: [{ title: pageTitle(m.bulk_sheets_title()) }] }),
  component: function Sheets() {
    return <DeliverySheetsPage search={Route.useSearch()} />
  },
})
