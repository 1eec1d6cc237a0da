import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getOrder, getOrders } from './orders.functions'

/** Personal data is never kept for long: every order page asks again. */
export const ordersQuery = (page: number) =>
  queryOptions({ queryKey: ['account', 'orders', page], queryFn: () => getOrders({ data: { page } }), staleTime: 0 })

export const orderQuery = (reference: string) =>
  queryOptions({ queryKey: ['account', 'order', reference, getLocale()], queryFn: () => getOrder({ data: { reference } }), staleTime: 0 })
