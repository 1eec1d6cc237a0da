/** The products list's filters, kept in the URL's search (a bad value falls back to none). */
import { PRODUCT_STATUSES } from '~/api/contract/back-office-rules'
import { searchChoice, searchId, searchPage, searchText, type UrlSearch } from '~/lib/url-search'

export type ProductsSearch = {
  q?: string
  brand?: number
  category?: number
  status?: (typeof PRODUCT_STATUSES)[number]
  page?: number
}

export const readProductsSearch = (search: UrlSearch): ProductsSearch => ({
  q: searchText(search.q, 100),
  brand: searchId(search.brand),
  category: searchId(search.category),
  status: searchChoice(search.status, PRODUCT_STATUSES),
  page: searchPage(search.page),
})
