import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getOrderRefunds } from './refunds.functions'

export const orderRefundsQuery = (reference: string) =>
  queryOptions({
    queryKey: ['back-office', 'orders', 'refunds', reference, getLocale()],
    queryFn: () => getOrderRefunds({ data: { reference } }),
    staleTime: 10_000,
  })
