import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getCash, getDeliveryDay, getMyRound, getPicking } from './deliveries.functions'

type DayFilter = { date?: string; city?: number }

/** The day changes under the team's hands: every visit asks again. */
export const deliveryDayQuery = (filter: DayFilter) =>
  queryOptions({
    queryKey: ['back-office', 'deliveries', 'day', filter.date ?? null, filter.city ?? null, getLocale()],
    queryFn: () => getDeliveryDay({ data: filter }),
    staleTime: 0,
  })

export const pickingQuery = (filter: DayFilter & { driver?: number }) =>
  queryOptions({
    queryKey: ['back-office', 'deliveries', 'picking', filter.date ?? null, filter.city ?? null, filter.driver ?? null, getLocale()],
    queryFn: () => getPicking({ data: filter }),
    staleTime: 0,
  })

export const cashQuery = (date: string) =>
  queryOptions({
    queryKey: ['back-office', 'deliveries', 'cash', date, getLocale()],
    queryFn: () => getCash({ data: { date } }),
    staleTime: 0,
  })

export const myRoundQuery = () =>
  queryOptions({ queryKey: ['back-office', 'my-round', getLocale()], queryFn: () => getMyRound({ data: {} }), staleTime: 0 })
