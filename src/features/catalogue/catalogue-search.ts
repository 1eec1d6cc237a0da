/**
 * The catalogue's state in the URL. The path tail carries the category and one brand, as readable
 * slugs in the page's language (`/catalogue/bouteilles-familiales/sidi-ali`); the search
 * parameters carry the other filters. Invalid or stale values fall back quietly; default values
 * (best sellers, page 1) stay out of the URL.
 */
import type { CatalogueQuery } from '~/api/contract/catalogue'
import { CATALOGUE_SORTS, type CatalogueSort } from '~/api/contract/catalogue-rules'
import { searchChoice, searchInt, searchMatching, searchText, type UrlSearch } from '~/lib/url-search'

const SLUG_LIST = /^[a-z0-9-]+(,[a-z0-9-]+)*$/

export type CatalogueSearch = {
  /** Several brands, comma-separated (one brand alone goes in the path). */
  brand?: string
  /** Pack sizes or formats, comma-separated codes. */
  format?: string
  /** Price range in MAD. */
  min?: number
  max?: number
  q?: string
  available?: true
  sort: CatalogueSort
  page: number
}

export const readCatalogueSearch = (search: UrlSearch): CatalogueSearch => ({
  brand: searchMatching(search.brand, SLUG_LIST, 400),
  format: searchMatching(search.format, SLUG_LIST, 400),
  min: searchInt(search.min, 0, 100_000),
  max: searchInt(search.max, 0, 100_000),
  q: searchText(search.q, 100),
  // The router reads `?available=true` as a boolean and `?available=1` as a number.
  available: [true, 'true', 1, '1'].includes(search.available as never) ? true : undefined,
  sort: searchChoice(search.sort, CATALOGUE_SORTS) ?? 'popular',
  page: searchInt(search.page, 1, 1000) ?? 1,
})
export const CATALOGUE_SEARCH_DEFAULTS = { sort: 'popular', page: 1 } as const

export type CatalogueFilters = {
  category?: string
  brands: string[]
  formats: string[]
  min?: number
  max?: number
  q?: string
  available: boolean
  sort: CatalogueSearch['sort']
  page: number
}

const splitList = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : [])

/**
 * Reads the path tail against the known slugs: one category and brands, in any order; unknown
 * segments are dropped. The category is returned as written (either language's slug).
 */
export function readCatalogueTail(
  splat: string | undefined,
  known: { categorySlugs: ReadonlySet<string>; brandSlugs: ReadonlySet<string> },
): { category?: string; brands: string[] } {
  let category: string | undefined
  const brands: string[] = []
  for (const segment of (splat ?? '').split('/').map((part) => part.trim().toLowerCase())) {
    if (!segment) continue
    if (!category && known.categorySlugs.has(segment)) category = segment
    else if (known.brandSlugs.has(segment) && !brands.includes(segment)) brands.push(segment)
  }
  return { category, brands }
}

export function catalogueFilters(tail: { category?: string; brands: string[] }, search: CatalogueSearch): CatalogueFilters {
  const brands = [...tail.brands]
  for (const brand of splitList(search.brand)) if (!brands.includes(brand)) brands.push(brand)
  const [min, max] =
    search.min !== undefined && search.max !== undefined && search.min > search.max ? [search.max, search.min] : [search.min, search.max]
  return {
    category: tail.category,
    brands,
    formats: splitList(search.format),
    min,
    max,
    q: search.q || undefined,
    available: search.available === true,
    sort: search.sort,
    page: search.page,
  }
}

/** The API query for the filters (prices go from MAD to centimes). */
export function catalogueApiQuery(filters: CatalogueFilters): Partial<CatalogueQuery> {
  return {
    category: filters.category,
    brand: filters.brands.length ? filters.brands : undefined,
    format: filters.formats.length ? filters.formats : undefined,
    min_price: filters.min === undefined ? undefined : filters.min * 100,
    max_price: filters.max === undefined ? undefined : filters.max * 100,
    q: filters.q,
    available: filters.available ? '1' : undefined,
    sort: filters.sort,
    page: filters.page,
  }
}

/** The URL of a set of filters: `_splat` for the route's tail, `search` without defaults. */
export function catalogueLocation(filters: CatalogueFilters): { splat: string; search: Partial<CatalogueSearch> } {
  const pathBrand = filters.brands.length === 1 ? filters.brands[0] : undefined
  const splat = [filters.category, pathBrand].filter(Boolean).join('/')
  const search: Partial<CatalogueSearch> = {
    brand: filters.brands.length > 1 ? filters.brands.join(',') : undefined,
    format: filters.formats.length ? filters.formats.join(',') : undefined,
    min: filters.min,
    max: filters.max,
    q: filters.q,
    available: filters.available ? true : undefined,
    sort: filters.sort === 'popular' ? undefined : filters.sort,
    page: filters.page === 1 ? undefined : filters.page,
  }
  return { splat, search: Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) }
}

/** A change of filters starts again from the first page. */
export function withFilters(filters: CatalogueFilters, change: Partial<CatalogueFilters>): CatalogueFilters {
  return { ...filters, page: 1, ...change }
}

/** Where a change of filters leads, as a link's `to`, `params` and `search`: every link of the catalogue page. */
export function catalogueLinkTo(filters: CatalogueFilters) {
  return (change: Partial<CatalogueFilters>) => {
    const { splat, search } = catalogueLocation(withFilters(filters, change))
    return { to: '/catalogue/$' as const, params: { _splat: splat }, search }
  }
}

export type CatalogueLinkTo = ReturnType<typeof catalogueLinkTo>

export function toggled(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
}
