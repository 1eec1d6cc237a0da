import type { Taxonomy } from '~/api/contract/catalogue-index'
import { m } from '~/paraglide/messages.js'
import type { CatalogueFilters } from './catalogue-search'

/** The catalogue page's name: the category, the single brand, the search, or the whole catalogue. */
export function catalogueTitle(filters: CatalogueFilters, category: Taxonomy['categories'][number] | undefined, brandNames: string[]) {
  const parts = [category?.name, brandNames.length === 1 ? brandNames[0] : undefined].filter(Boolean)
  if (parts.length) return parts.join(' · ')
  if (filters.q) return m.catalogue_search_title({ q: filters.q })
  return m.page_catalogue()
}
