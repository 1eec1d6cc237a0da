import { useState } from 'react'
import type { Catalogue } from '~/api/contract/catalogue'
import type { Taxonomy } from '~/api/contract/catalogue-index'
import { m } from '~/paraglide/messages.js'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { HydratedApart } from '~/ui/hydrated-apart'
import { type CatalogueFilters, type CatalogueSearch, catalogueLinkTo } from '~/features/catalogue/catalogue-search'
import { CatalogueFiltersPanel } from './catalogue-filters'
import { CatalogueToolbar } from './catalogue-toolbar'
import { DidYouMean, NoResult } from './no-result'
import { Pagination } from './pagination'
import { GridProductCard } from './product-card'

export type CataloguePageProps = {
  title: string
  /** Changes search parameters from the latest URL, even while the page is still loading. */
  onSearchChange: (change: Partial<CatalogueSearch>) => void
  filters: CatalogueFilters
  category: Taxonomy['categories'][number] | null
  brandNames: string[]
  catalogue: Catalogue | null
  taxonomy: Taxonomy
}

export function CataloguePage(props: CataloguePageProps) {
  const { filters, category, catalogue, onSearchChange } = props
  const [filtersOpen, setFiltersOpen] = useState(false)
  const linkTo = catalogueLinkTo(filters)
  const crumbs = [
    { label: m.nav_home(), link: { to: '/' as const } },
    {
      label: m.page_catalogue(),
      link: linkTo({ category: undefined, brands: [], formats: [], min: undefined, max: undefined, q: undefined, available: false }),
    },
    ...(category ? [{ label: category.name }] : []),
  ]
  const pageCount = catalogue ? Math.max(1, Math.ceil(catalogue.total / catalogue.per_page)) : 1

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6" data-testid="catalogue">
      <Breadcrumbs crumbs={crumbs} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{props.title}</h1>
          {catalogue ? (
            <p className="text-sm text-slate-500" data-testid="catalogue-total" aria-live="polite">
              {m.catalogue_results({ count: catalogue.total })}
            </p>
          ) : null}
        </div>
        <CatalogueToolbar filters={filters} onChange={onSearchChange} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside>
          <button
            type="button"
            className="mb-3 w-full rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="catalogue-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {m.catalogue_filters()}
          </button>
          <div id="catalogue-filters" className={filtersOpen ? 'block' : 'hidden lg:block'}>
            {catalogue ? (
              <HydratedApart>
                <CatalogueFiltersPanel filters={filters} facets={catalogue.facets} linkTo={linkTo} onSearchChange={onSearchChange} />
              </HydratedApart>
            ) : null}
          </div>
        </aside>
        <section aria-labelledby="catalogue-results-heading">
          <h2 id="catalogue-results-heading" className="sr-only">
            {m.catalogue_results({ count: catalogue?.total ?? 0 })}
          </h2>
          {catalogue && catalogue.items.length > 0 ? (
            <>
              {/* Found only by typo tolerance: the names the shopper probably meant. */}
              <DidYouMean filters={filters} catalogue={catalogue} linkTo={linkTo} />
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
                {catalogue.items.map((product, index) => (
                  <GridProductCard key={product.id} product={product} eager={index < 2} />
                ))}
              </div>
              <Pagination page={filters.page} pageCount={pageCount} linkTo={(page) => linkTo({ page })} />
            </>
          ) : (
            <NoResult filters={filters} catalogue={catalogue} taxonomy={props.taxonomy} linkTo={linkTo} />
          )}
        </section>
      </div>
    </main>
  )
}
