/**
 * The order list's selection (decision 0080): the rows ticked on this page, or every order of the
 * filter (with the count the list showed, which the Shop API checks), as the API's selection and
 * as the search of the print and download links.
 */
import type { OrderFilter, OrderSelection, SelectionQuery } from '~/api/contract/admin-order-bulk'
import { REFS_IN_URL_MAX } from '~/api/contract/back-office-rules'
import { searchInt, searchText, type UrlSearch } from '~/lib/url-search'
import { type OrdersSearch, readOrdersSearch } from './orders-search'

/** The list's search without its sort and page: the filter "every order of this filter" means. */
export function filterOf(search: OrdersSearch): OrderFilter {
  const { status, city, payment, from, to, dates, q } = search
  return { status, city, payment, from, to, dates, q: q || undefined }
}

export function orderSelection(search: OrdersSearch, chosen: { references: readonly string[]; allMatching: boolean; total: number }) {
  if (chosen.allMatching) return { filter: filterOf(search), expected_count: chosen.total } satisfies OrderSelection
  return chosen.references.length ? ({ references: [...chosen.references] } satisfies OrderSelection) : null
}

/** A selection as a page's search (`refs`, or the filter and `expected`), empty values left out. */
export function selectionAsSearch(selection: OrderSelection): SelectionQuery {
  if ('references' in selection) return { refs: selection.references.join(',') }
  return { ...selection.filter, expected: selection.expected_count }
}

/** The print page's URL search, read leniently as every list's (a wrong value is dropped). */
export function readSelectionSearch(search: UrlSearch): SelectionQuery {
  const { status, city, payment, from, to, dates, q } = readOrdersSearch(search)
  return {
    status,
    city,
    payment,
    from,
    to,
    dates,
    q: q || undefined,
    refs: searchText(search.refs, REFS_IN_URL_MAX) || undefined,
    expected: searchInt(search.expected, 0, 1_000_000),
  }
}

/** A download's address: the search as plain query parameters (the file route passes them on as they are). */
export function downloadHref(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value))
  return `${path}?${params.toString()}`
}
