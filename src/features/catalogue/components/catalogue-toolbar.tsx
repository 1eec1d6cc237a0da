import { CATALOGUE_SORTS } from '~/api/contract/catalogue-rules'
import { m } from '~/paraglide/messages.js'
import type { CatalogueFilters, CatalogueSearch } from '~/features/catalogue/catalogue-search'
import { KeptSearchFields } from '~/ui/kept-search-fields'
import { BareSelect } from '~/ui/form/controls'
import { SCRIPTS_OFF_CLASS } from '~/ui/scripts-off'
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
      {/* A `get` form: without scripts, its button (shown then only) applies the sort (docs/decisions/0054). */}
      <form className="flex items-center gap-2 text-sm">
        <KeptSearchFields except={['sort', 'page']} />
        <label className="flex items-center gap-2">
          <span>{m.sort_label()}</span>
          <BareSelect
            name="sort"
            data-testid="catalogue-sort"
            value={filters.sort}
            onValueChange={(sort) => onChange({ sort: sort as CatalogueSearch['sort'] })}
            options={CATALOGUE_SORTS.map((sort) => ({ value: sort, label: sortLabels[sort]() }))}
            className="rounded-lg border border-slate-300 bg-white px-2 py-2"
          />
        </label>
        <button type="submit" className={`${SCRIPTS_OFF_CLASS} rounded-lg border border-brand-600 px-3 py-2 font-semibold text-brand-700`}>
          {m.sort_apply()}
        </button>
      </form>
    </div>
  )
}
