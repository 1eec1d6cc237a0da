import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getStandingLink, getStandingOrders } from './standing-orders.functions'

/** Personal data is never kept for long: every visit asks again. */
export const standingOrdersQuery = () =>
  queryOptions({ queryKey: ['account', 'standing-orders', getLocale()], queryFn: () => getStandingOrders(), staleTime: 0 })

export const standingLinkQuery = (token: string) =>
  queryOptions({ queryKey: ['standing-link', token, getLocale()], queryFn: () => getStandingLink({ data: { token } }), staleTime: 0 })
