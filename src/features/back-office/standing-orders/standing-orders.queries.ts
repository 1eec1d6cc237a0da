import { queryOptions } from '@tanstack/react-query'
import type { AdminStandingQuery } from '~/api/contract/standing-orders'
import { getLocale } from '~/paraglide/runtime.js'
import { getAdminStandingOrders } from './standing-orders.functions'

export const adminStandingOrdersQuery = (query: AdminStandingQuery) =>
  queryOptions({
    queryKey: ['back-office', 'standing-orders', query, getLocale()],
    queryFn: () => getAdminStandingOrders({ data: query }),
    staleTime: 0,
  })
