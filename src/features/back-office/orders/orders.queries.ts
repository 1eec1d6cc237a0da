import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getAdminOrder, getAdminOrders, getOrderFilters } from './orders.functions'
import { type OrdersSearch, toApiQuery } from './orders-search'

/**
 * Orders change under the staff's eyes (other staff, drivers): asked again on every visit after a
 * few seconds, but not right after the server rendered the page (that answer is seconds old).
 */
const FRESH_MS = 10_000

export const adminOrdersQuery = (search: OrdersSearch) =>
  queryOptions({
    queryKey: ['back-office', 'orders', 'list', toApiQuery(search), getLocale()],
    queryFn: () => getAdminOrders({ data: toApiQuery(search) }),
    staleTime: FRESH_MS,
    // The previous page stays on screen (dimmed) while the next one comes.
    placeholderData: keepPreviousData,
  })

export const adminOrderQuery = (reference: string) =>
  queryOptions({
    queryKey: ['back-office', 'orders', 'detail', reference, getLocale()],
    queryFn: () => getAdminOrder({ data: { reference } }),
    staleTime: FRESH_MS,
  })

export const orderFiltersQuery = () =>
  queryOptions({ queryKey: ['back-office', 'orders', 'filters', getLocale()], queryFn: () => getOrderFilters(), staleTime: 10 * 60_000 })
