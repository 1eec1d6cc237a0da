import { createFileRoute, redirect, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router'
import { catalogueQuery, taxonomyQuery } from '~/features/catalogue/catalogue.queries'
import {
  CATALOGUE_SEARCH_DEFAULTS,
  catalogueApiQuery,
  catalogueFilters,
  catalogueLocation,
  type CatalogueSearch,
  readCatalogueSearch,
  readCatalogueTail,
} from '~/features/catalogue/catalogue-search'
import { catalogueTitle } from '~/features/catalogue/catalogue-title'
import { CataloguePage } from '~/features/catalogue/components/catalogue-page'
import { withCurrentSlugs } from '~/features/catalogue/former-slugs'
import { categorySlug } from '~/features/catalogue/paths'
import { initialDataQuery } from '~/features/city/city.queries'
import { breadcrumbJsonLd, type SeoPage, seoHead, siteUrlOf } from '~/features/seo/seo'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

/** The catalogue: category and brand in the path, the other filters in the search (see catalogue-search.ts). */
export const Route = createFileRoute('/_shop/catalogue/$')({
  // Links may leave out the defaults (sort, page): what they write is Partial, what the page reads is whole.
  validateSearch: (search: Partial<CatalogueSearch> & SearchSchemaInput) => readCatalogueSearch(search),
  search: { middlewares: [stripSearchParams(CATALOGUE_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    const [initial, taxonomy] = await Promise.all([
      queryClient.ensureQueryData(initialDataQuery()),
      queryClient.ensureQueryData(taxonomyQuery()),
    ])
    // A brand's or category's former slug (changed in the back office) answers 301 to the current one.
    const current = withCurrentSlugs({ splat: params._splat, brand: deps.brand }, taxonomy.former_slugs, getLocale())
    const tail = readCatalogueTail(current.splat, {
      categorySlugs: new Set(taxonomy.categories.flatMap((category) => [category.slug_fr, category.slug_ar])),
      brandSlugs: new Set(taxonomy.brands.map((brand) => brand.slug)),
    })
    const category = taxonomy.categories.find((candidate) => candidate.slug_fr === tail.category || candidate.slug_ar === tail.category)
    const filters = catalogueFilters(
      { ...tail, category: category && categorySlug(category, getLocale()) },
      { ...deps, brand: current.brand },
    )
    // One address per view: the category in the page's language, unknown segments dropped.
    const canonical = catalogueLocation(filters)
    if (current.moved || canonical.splat !== (params._splat ?? '').replace(/^\/+|\/+$/g, '')) {
      throw redirect({ to: '/catalogue/$', params: { _splat: canonical.splat }, search: canonical.search, statusCode: 301 })
    }
    const brandNames = filters.brands.map((slug) => taxonomy.brands.find((brand) => brand.slug === slug)?.name ?? slug)
    const catalogue = initial ? await queryClient.ensureQueryData(catalogueQuery(initial.city_id, catalogueApiQuery(filters))) : null
    const title = catalogueTitle(filters, category, brandNames)
    const brand = filters.brands.length === 1 ? `/${filters.brands[0]}` : ''
    const paths = {
      fr: `/catalogue${category ? `/${category.slug_fr}` : ''}${brand}`,
      ar: `/catalogue${category ? `/${category.slug_ar}` : ''}${brand}`,
    }
    const crumbs: { name: string; path: string }[] = [
      { name: m.nav_home(), path: '/' },
      { name: m.page_catalogue(), path: '/catalogue' },
    ]
    if (category) crumbs.push({ name: category.name, path: getLocale() === 'ar' ? paths.ar : paths.fr })
    const seo: SeoPage = {
      title,
      description: m.catalogue_description({ name: title }),
      paths,
      jsonLd: [breadcrumbJsonLd(siteUrlOf(queryClient), crumbs)],
    }
    return { title, filters, category: category ?? null, brandNames, catalogue, taxonomy, seo }
  },
  head: ({ loaderData, match }) => (loaderData ? seoHead(siteUrlOf(match.context.queryClient), loaderData.seo) : {}),
  component: function CatalogueRoute() {
    const navigate = Route.useNavigate()
    return (
      <CataloguePage
        {...Route.useLoaderData()}
        onSearchChange={(change) => navigate({ search: (previous) => ({ ...previous, ...change, page: 1 }) })}
      />
    )
  },
})
