import { useEffect, useState } from 'react'
import { CATALOGUE_SORTS } from '~/api/contract/catalogue-rules'
import { m } from '~/paraglide/messages.js'
import type { CatalogueFilters, CatalogueSearch } from '~/features/catalogue/catalogue-search'

const sortLabels: Record<(typeof CATALOGUE_SORTS)[number], () => string> = {
  popular: m.sort_popular,
  price_asc: m.sort_price_asc,
  price_desc: m.sort_price_desc,
  name: m.sort_name,
  newest: m.sort_newest,
}

/** Text search and sort; both change the URL. */
export function CatalogueToolbar({
  filters,
  onChange,
}: {
  filters: CatalogueFilters
  onChange: (change: Partial<CatalogueSearch>) => void
}) {
  const [q, setQ] = useState(filters.q ?? '')
  useEffect(() => setQ(filters.q ?? ''), [filters.q])
  return (
    <div className="flex flex-wrap items-center gap-2">
      <form
        role="search"
        className="flex"
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ q: q.trim() || undefined })
        }}
      >
        <label htmlFor="catalogue-search" className="sr-only">
          {m.search_label()}
        </label>
        <input
          id="catalogue-search"
          name="q"
          type="search"
          value={q}
          maxLength={100}
          onChange={(event) => setQ(event.target.value)}
          placeholder={m.search_placeholder()}
          className="w-44 rounded-s-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-56"
        />
        <button type="submit" className="rounded-e-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {m.search_submit()}
        </button>
      </form>
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
