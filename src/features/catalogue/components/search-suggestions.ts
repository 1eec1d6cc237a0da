/** The search box's suggestions as one list of choices, each with where it leads. */
import type { SearchSuggestions } from '~/api/contract/catalogue'
import { catalogueLocation, withFilters, type CatalogueFilters } from '~/features/catalogue/catalogue-search'
import { productParam } from '~/features/catalogue/paths'

type Product = SearchSuggestions['products'][number]
type Location =
  | { to: '/produit/$product'; params: { product: string } }
  | { to: '/catalogue/$'; params: { _splat: string }; search: ReturnType<typeof catalogueLocation>['search'] }

export type Suggestion = { key: string; location: Location } & (
  { kind: 'product'; product: Product } | { kind: 'brand' | 'category'; label: string }
)

/** The whole catalogue, no filter: a brand's or a category's suggestion starts from there. */
const NO_FILTERS: CatalogueFilters = { brands: [], formats: [], available: false, sort: 'popular', page: 1 }

const catalogueOf = (change: Partial<CatalogueFilters>): Location => {
  const { splat, search } = catalogueLocation(withFilters(NO_FILTERS, change))
  return { to: '/catalogue/$', params: { _splat: splat }, search }
}

/** Products first (the most relevant first), then brands, then categories, as the API ranks them. */
export function suggestionsOf(answer: SearchSuggestions): Suggestion[] {
  return [
    ...answer.products.map((product): Suggestion => ({
      key: `product-${product.id}`,
      kind: 'product',
      product,
      location: { to: '/produit/$product', params: { product: productParam(product) } },
    })),
    ...answer.brands.map((brand): Suggestion => ({
      key: `brand-${brand.id}`,
      kind: 'brand',
      label: brand.name,
      location: catalogueOf({ brands: [brand.slug] }),
    })),
    ...answer.categories.map((category): Suggestion => ({
      key: `category-${category.id}`,
      kind: 'category',
      label: category.name,
      location: catalogueOf({ category: category.slug }),
    })),
  ]
}
