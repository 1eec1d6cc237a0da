import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getCashClosings } from './cash-closing.functions'

export const cashClosingsQuery = (date: string) =>
  queryOptions({
    queryKey: ['back-office', 'deliveries', 'cash-closings', date, getLocale()],
    queryFn: () => getCashClosings({ data: { date } }),
    staleTime: 0,
  })
