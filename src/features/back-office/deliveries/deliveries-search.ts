import { searchDay, searchId, type UrlSearch } from '~/lib/url-search'

/** `?date&city` of the deliveries page: a stale or wrong value falls back to the day's default. */
export type DeliveriesSearch = { date?: string; city?: number }
export const readDeliveriesSearch = (search: UrlSearch): DeliveriesSearch => ({
  date: searchDay(search.date),
  city: searchId(search.city),
})

/** `?date&driver` of a driver's sheet (`city` kept from the page it was opened from). */
export type SheetSearch = { date: string; driver: number; city?: number }
export const readSheetSearch = (search: UrlSearch): SheetSearch => ({
  date: searchDay(search.date) ?? '',
  driver: searchId(search.driver) ?? 0,
  city: searchId(search.city),
})
