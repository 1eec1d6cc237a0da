import { searchDay, searchId, type UrlSearch } from '~/lib/url-search'

/** `?date&city&proposition=1` of the dispatch page: the day, and whether a proposal was asked for. */
export type DispatchSearch = { date?: string; city?: number; proposition?: 1 }
export const readDispatchSearch = (search: UrlSearch): DispatchSearch => ({
  date: searchDay(search.date),
  city: searchId(search.city),
  proposition: String(search.proposition) === '1' ? 1 : undefined,
})
