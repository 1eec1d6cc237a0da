import { describe, expect, it } from 'vitest'
import {
  catalogueApiQuery,
  catalogueFilters,
  catalogueLocation,
  readCatalogueSearch,
  readCatalogueTail,
  withFilters,
} from './catalogue-search'

const known = {
  categorySlugs: new Set(['bouteilles-familiales', 'qarurat-ailiya', 'bonbonnes']),
  brandSlugs: new Set(['sidi-ali', 'oulmes', 'bahia']),
}

describe('readCatalogueSearch', () => {
  it('reads valid values', () => {
    expect(
      readCatalogueSearch({
        brand: 'oulmes,bahia',
        format: '6x1l',
        min: '10',
        max: 50,
        q: 'eau',
        available: true,
        sort: 'price_asc',
        page: '3',
      }),
    ).toEqual({ brand: 'oulmes,bahia', format: '6x1l', min: 10, max: 50, q: 'eau', available: true, sort: 'price_asc', page: 3 })
  })

  it('falls back quietly on invalid or stale values', () => {
    expect(
      readCatalogueSearch({
        brand: 'DROP TABLE',
        format: '<script>',
        min: -4,
        max: 'lots',
        q: 'x'.repeat(500),
        available: 'maybe',
        sort: 'cheapest',
        page: 0,
      }),
    ).toEqual({ sort: 'popular', page: 1 })
    expect(readCatalogueSearch({ q: 123 })).toMatchObject({ q: '123' })
  })
})

describe('readCatalogueTail', () => {
  it('finds the category and brands in any order and drops unknown segments', () => {
    expect(readCatalogueTail('bouteilles-familiales/sidi-ali', known)).toEqual({ category: 'bouteilles-familiales', brands: ['sidi-ali'] })
    expect(readCatalogueTail('sidi-ali/qarurat-ailiya/', known)).toEqual({ category: 'qarurat-ailiya', brands: ['sidi-ali'] })
    expect(readCatalogueTail('n-existe-plus/oulmes', known)).toEqual({ category: undefined, brands: ['oulmes'] })
    expect(readCatalogueTail(undefined, known)).toEqual({ category: undefined, brands: [] })
  })
})

describe('catalogueLocation', () => {
  it('puts the category and a single brand in the path, defaults nowhere', () => {
    const filters = catalogueFilters({ category: 'bonbonnes', brands: ['sidi-ali'] }, readCatalogueSearch({}))
    expect(catalogueLocation(filters)).toEqual({ splat: 'bonbonnes/sidi-ali', search: {} })
  })

  it('puts several brands and the other filters in the search, and round-trips', () => {
    const filters = catalogueFilters(
      { category: undefined, brands: ['oulmes'] },
      readCatalogueSearch({ brand: 'bahia', min: 30, max: 10, sort: 'newest', page: 2, available: 'true' }),
    )
    expect(filters).toMatchObject({ brands: ['oulmes', 'bahia'], min: 10, max: 30 })
    const location = catalogueLocation(filters)
    expect(location).toEqual({ splat: '', search: { brand: 'oulmes,bahia', min: 10, max: 30, available: true, sort: 'newest', page: 2 } })
    const again = catalogueFilters(readCatalogueTail(location.splat, known), readCatalogueSearch(location.search))
    expect(again).toEqual(filters)
  })

  it('goes back to the first page when a filter changes', () => {
    const filters = catalogueFilters({ brands: [] }, readCatalogueSearch({ page: 4 }))
    expect(withFilters(filters, { sort: 'name' }).page).toBe(1)
  })
})

describe('catalogueApiQuery', () => {
  it('sends prices in centimes', () => {
    const filters = catalogueFilters({ brands: [] }, readCatalogueSearch({ min: 12, max: 40 }))
    expect(catalogueApiQuery(filters)).toMatchObject({ min_price: 1200, max_price: 4000 })
  })
})
