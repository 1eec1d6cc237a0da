import type { QueryClient } from '@tanstack/react-query'
import { checkoutOptionsQuery } from '~/features/checkout/checkout.queries'
import { initialDataQuery } from '~/features/city/city.queries'

/** The city's options, read with the page (a failure is left to the step, which offers to retry). */
export async function prefetchCheckoutOptions(queryClient: QueryClient) {
  const initial = await queryClient.ensureQueryData(initialDataQuery())
  if (initial) await queryClient.prefetchQuery(checkoutOptionsQuery(initial.city_id))
}
