import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getCheckoutOptionsFn } from './checkout.functions'

/** What the steps offer in the city (modes, dates, reminders, points); dates move with the clock, so kept briefly. */
export const checkoutOptionsQuery = (cityId: number) =>
  queryOptions({
    queryKey: ['checkout-options', cityId, getLocale()],
    queryFn: () => getCheckoutOptionsFn({ data: { cityId } }),
    staleTime: 60_000,
  })
