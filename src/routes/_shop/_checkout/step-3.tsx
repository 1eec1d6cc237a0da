import { createFileRoute } from '@tanstack/react-router'
import { addressesQuery } from '~/features/addresses/addresses.queries'
import { OrderConfirmation } from '~/features/checkout/components/order-confirmation'
import { ReviewStep } from '~/features/checkout/components/review-step'
import { searchMatching, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { noStoreHeaders, pageHead } from '~/ui/page-head'
import { prefetchCheckoutOptions } from './-prefetch'

/** Step 3: the review and "Confirmer la commande"; with `?order=REF`, the placed order's confirmation. */
export const Route = createFileRoute('/_shop/_checkout/step-3')({
  validateSearch: (search: UrlSearch): { order?: string } => ({ order: searchMatching(search.order, /^.+$/, 64) }),
  loaderDeps: ({ search }) => ({ order: search.order }),
  headers: noStoreHeaders,
  loader: async ({ context, deps }) => {
    if (deps.order) return
    await Promise.all([context.queryClient.prefetchQuery(addressesQuery()), prefetchCheckoutOptions(context.queryClient)])
  },
  head: ({ match }) => pageHead(match.search.order ? m.checkout_thanks_title() : m.page_step_3()),
  component: function StepThree() {
    const { order } = Route.useSearch()
    return order ? <OrderConfirmation reference={order} /> : <ReviewStep />
  },
})
