import { CATALOGUE_SORTS } from '~/api/contract/catalogue-rules'
import { m } from '~/paraglide/messages.js'
import type { CatalogueFilters, CatalogueSearch } from '~/features/catalogue/catalogue-search'
import { SearchBox } from './search-box'

const sortLabels: Record<(typeof CATALOGUE_SORTS)[number], () => string> = {
  popular: m.sort_popular,
  price_asc: m.sort_price_asc,
  price_desc: m.sort_price_desc,
  name: m.sort_name,
  newest: m.sort_newest,
}

/** Text search (with suggestions as the shopper types) and sort; both change the URL. */
export function CatalogueToolbar({
  filters,
  onChange,
}: {
  filters: CatalogueFilters
  onChange: (change: Partial<CatalogueSearch>) => void
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchBox initial={filters.q ?? ''} onSearch={(q) => onChange({ q })} />
      <label className="flex items-center gap-2 text-sm">
        <span>{m.sort_label()}</span>
        <select
          data-testid="catalogue-sort"
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as CatalogueSearch['sort'] })}
          className="rounded-lg border border-slate-300 bg-white px-2 py-2"
        >
          {CATALOGUE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]()}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
