/** The rules pages' queries: asked again on every visit, another admin may have saved meanwhile. */
import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getHolidayYear, getRules } from './rules.functions'

export const rulesQuery = () =>
  queryOptions({ queryKey: ['back-office', 'rules', 'all', getLocale()], queryFn: () => getRules(), staleTime: 0 })

export const holidayYearQuery = (year: number) =>
  queryOptions({ queryKey: ['back-office', 'rules', 'holidays', year], queryFn: () => getHolidayYear({ data: { year } }), staleTime: 0 })
