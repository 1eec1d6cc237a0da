/**
 * The rules pages' queries, fresh for the router's 30 s like every back-office read. They were
 * stale at once (`staleTime: 0`), so the page read them again as soon as it hydrated, and that
 * answer, arriving after an admin had begun typing, started the form again from it (the forms are
 * keyed by what they were read from): what was typed was lost, and a change another admin saved
 * meanwhile showed no 409. Another admin's save is the versioned save's to tell (its 409 asks).
 */
import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getHolidayYear, getRules } from './rules.functions'

export const rulesQuery = () => queryOptions({ queryKey: ['back-office', 'rules', 'all', getLocale()], queryFn: () => getRules() })

export const holidayYearQuery = (year: number) =>
  queryOptions({ queryKey: ['back-office', 'rules', 'holidays', year], queryFn: () => getHolidayYear({ data: { year } }) })
