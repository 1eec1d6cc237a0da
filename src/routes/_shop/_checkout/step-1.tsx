import { createFileRoute } from '@tanstack/react-router'
import { addressesQuery } from '~/features/addresses/addresses.queries'
import { DeliveryStep } from '~/features/checkout/components/delivery-step'
import { m } from '~/paraglide/messages.js'
import { noStoreHeaders, pageHead } from '~/ui/page-head'
import { prefetchCheckoutOptions } from './-prefetch'

/** Step 1: delivery address, billing address, delivery mode and date, reminder. */
export const Route = createFileRoute('/_shop/_checkout/step-1')({
  headers: noStoreHeaders,
  loader: async ({ context }) => {
    await Promise.all([context.queryClient.prefetchQuery(addressesQuery()), prefetchCheckoutOptions(context.queryClient)])
  },
  head: () => pageHead(m.page_step_1()),
  component: DeliveryStep,
})
