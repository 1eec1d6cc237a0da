import { queryOptions } from '@tanstack/react-query'
import type { CatalogueQuery } from '~/api/contract/catalogue'
import { getLocale } from '~/paraglide/runtime.js'
import { getCatalogue, getProduct, getSearchSuggestions, getTaxonomy } from './catalogue.functions'

/** One statement gives the home page its best sellers and the counts of every category and brand. */
export const HOME_CATALOGUE_QUERY = { per_page: 8 } as const

export const catalogueQuery = (cityId: number, query: Partial<CatalogueQuery> = {}) =>
  queryOptions({
    queryKey: ['catalogue', getLocale(), cityId, query],
    queryFn: () => getCatalogue({ data: { cityId, query } }),
  })

export const taxonomyQuery = () =>
  queryOptions({
    queryKey: ['taxonomy', getLocale()],
    queryFn: () => getTaxonomy(),
    staleTime: 10 * 60_000,
  })

export const productQuery = (cityId: number, productId: number) =>
  queryOptions({
    queryKey: ['product', getLocale(), cityId, productId],
    queryFn: () => getProduct({ data: { cityId, productId } }),
  })

/**
 * Suggestions for the text being typed. Each text is its own query: an answer to an older text can
 * never show under a newer one, and the request of a text the shopper typed past is aborted.
 */
export const searchSuggestionsQuery = (cityId: number, q: string) =>
  queryOptions({
    queryKey: ['search-suggestions', getLocale(), cityId, q],
    queryFn: ({ signal }) => getSearchSuggestions({ data: { cityId, q }, signal }),
    staleTime: 60_000,
  })
