import { Link } from '@tanstack/react-router'
import type { Catalogue } from '~/api/contract/catalogue'
import type { Taxonomy } from '~/api/contract/catalogue-index'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import type { CatalogueFilters, CatalogueLinkTo } from '~/features/catalogue/catalogue-search'
import { categorySlug } from '~/features/catalogue/paths'

const CLEARED = { brands: [], formats: [], min: undefined, max: undefined, q: undefined, available: false }

/**
 * Nothing matches: says so, offers the nearest names when the text was probably mistyped
 * ("Vouliez-vous dire Oulmès ?"), a way out of the filters, and every category.
 */
export function NoResult({
  filters,
  catalogue,
  taxonomy,
  linkTo,
}: {
  filters: CatalogueFilters
  catalogue: Catalogue | null
  taxonomy: Taxonomy
  linkTo: CatalogueLinkTo
}) {
  return (
    <div className="rounded-xl bg-white p-8 text-center shadow-sm" data-testid="catalogue-empty">
      <p className="mb-4 text-slate-600">{m.catalogue_empty()}</p>
      <DidYouMean filters={filters} catalogue={catalogue} linkTo={linkTo} />
      <Link {...linkTo(CLEARED)} className="font-semibold text-brand-700 hover:underline">
        {m.filter_clear()}
      </Link>
      <nav aria-labelledby="no-result-categories" className="mt-6">
        <h3 id="no-result-categories" className="mb-2 text-sm text-slate-600">
          {m.search_browse_categories()}
        </h3>
        <ul className="flex flex-wrap justify-center gap-2">
          {taxonomy.categories.map((category) => (
            <li key={category.slug_fr}>
              <Link
                {...linkTo({ ...CLEARED, category: categorySlug(category, getLocale()) })}
                className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

/** The nearest names when the text as typed matched nothing ("Vouliez-vous dire Oulmès ?"), each a search of its own. */
export function DidYouMean({
  filters,
  catalogue,
  linkTo,
}: {
  filters: CatalogueFilters
  catalogue: Catalogue | null
  linkTo: CatalogueLinkTo
}) {
  const nearest = filters.q ? (catalogue?.did_you_mean ?? []) : []
  if (nearest.length === 0) return null
  return (
    <p className="mb-4 text-lg" data-testid="did-you-mean">
      {m.search_did_you_mean()}{' '}
      {nearest.map((name, index) => (
        <span key={name}>
          {index > 0 ? ' · ' : null}
          <Link {...linkTo({ q: name })} className="font-bold text-brand-700 hover:underline">
            {/* A French name on an Arabic page keeps its own direction. */}
            <bdi>{name}</bdi>
          </Link>
        </span>
      ))}
      {m.search_did_you_mean_end()}
    </p>
  )
}
