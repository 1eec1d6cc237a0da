import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getAccountingSummary } from './accounting.functions'
import type { AccountingPeriod } from './accounting-search'

export const accountingSummaryQuery = (period: AccountingPeriod) =>
  queryOptions({
    queryKey: ['back-office', 'accounting', period.from, period.to, getLocale()],
    queryFn: () => getAccountingSummary({ data: period }),
    staleTime: 10_000,
  })
