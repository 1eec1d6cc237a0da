/**
 * The orders list's URL search: the Shop API's query names (status, city, from, to, dates, payment, q,
 * sort, dir, page, per_page), so a filtered view is a link to share. A wrong or stale value is
 * dropped rather than refused: the list still opens.
 */
import type { AdminOrdersQuery } from '~/api/contract/admin-orders'
import { ADMIN_PAGE_SIZES, ORDER_DATE_KINDS, ORDER_SORTS, ORDER_STATUSES } from '~/api/contract/back-office-rules'
import { searchChoice, searchDay, searchId, searchInt, searchPage, searchText, type UrlSearch } from '~/lib/url-search'

export type OrdersSearch = {
  status?: (typeof ORDER_STATUSES)[number]
  city?: number
  from?: string
  to?: string
  /** Which date `from` and `to` read (none: the delivery day). */
  dates?: (typeof ORDER_DATE_KINDS)[number]
  payment?: number
  q?: string
  sort?: (typeof ORDER_SORTS)[number]
  dir?: 'asc' | 'desc'
  page?: number
  per_page?: number
}

export function readOrdersSearch(search: UrlSearch): OrdersSearch {
  const perPage = searchInt(search.per_page, 1, 1000)
  return {
    status: searchChoice(search.status, ORDER_STATUSES),
    city: searchId(search.city),
    from: searchDay(search.from),
    to: searchDay(search.to),
    dates: searchChoice(search.dates, ORDER_DATE_KINDS),
    payment: searchId(search.payment),
    q: searchText(search.q, 100),
    sort: searchChoice(search.sort, ORDER_SORTS),
    dir: searchChoice(search.dir, ['asc', 'desc']),
    page: searchPage(search.page),
    per_page: ADMIN_PAGE_SIZES.find((size) => size === perPage),
  }
}

/** The list's defaults, as the API has them: the newest orders first, 25 a page. */
export const DEFAULT_SORT = { sort: 'placed_at', dir: 'desc' } as const
export const DEFAULT_PAGE_SIZE = 25

/** The search as the API's query (defaults filled, empty ones left out). */
export function toApiQuery(search: OrdersSearch): Omit<AdminOrdersQuery, 'lang'> {
  return {
    status: search.status,
    city: search.city,
    from: search.from,
    to: search.to,
    dates: search.dates,
    payment: search.payment,
    q: search.q || undefined,
    sort: search.sort ?? DEFAULT_SORT.sort,
    dir: search.dir ?? DEFAULT_SORT.dir,
    page: search.page ?? 1,
    per_page: search.per_page ?? DEFAULT_PAGE_SIZE,
  }
}
