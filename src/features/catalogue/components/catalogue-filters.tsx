import { Link, type LinkProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { Catalogue } from '~/api/contract/catalogue'
import { m } from '~/paraglide/messages.js'
import { type CatalogueFilters, type CatalogueSearch, toggled } from '~/features/catalogue/catalogue-search'
import { KeptSearchFields } from '~/ui/kept-search-fields'
import { TextControl } from '~/ui/form/controls'

type LinkTo = (change: Partial<CatalogueFilters>) => LinkProps

/** One choice of a filter with the number of products it would give; a choice giving none is not a link. */
function FacetOption({ label, count, checked, link }: { label: string; count: number; checked: boolean; link: LinkProps }) {
  const box = (
    <span
      aria-hidden
      className={`inline-block size-4 shrink-0 rounded border ${checked ? 'border-brand-600 bg-brand-600' : 'border-slate-400 bg-white'}`}
    />
  )
  const text = (
    <>
      <span className="flex-1">{label}</span>
      <span className="text-xs text-slate-500">({count})</span>
    </>
  )
  if (count === 0 && !checked) {
    return (
      <li className="flex items-center gap-2 px-1 py-1 text-sm text-slate-400" aria-disabled="true">
        {box}
        {text}
      </li>
    )
  }
  return (
    <li>
      <Link
        {...link}
        resetScroll={false}
        role="checkbox"
        aria-checked={checked}
        className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-brand-50"
      >
        {box}
        {text}
      </Link>
    </li>
  )
}

function FilterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="mb-5">
      <legend className="mb-2 font-bold text-brand-900">{title}</legend>
      {children}
    </fieldset>
  )
}

export function CatalogueFiltersPanel({
  filters,
  facets,
  linkTo,
  onSearchChange,
}: {
  filters: CatalogueFilters
  facets: Catalogue['facets']
  linkTo: LinkTo
  onSearchChange: (change: Partial<CatalogueSearch>) => void
}) {
  const [min, setMin] = useState(filters.min?.toString() ?? '')
  const [max, setMax] = useState(filters.max?.toString() ?? '')
  useEffect(() => {
    setMin(filters.min?.toString() ?? '')
    setMax(filters.max?.toString() ?? '')
  }, [filters.min, filters.max])
  const amount = (value: string) => (/^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : undefined)
  const hasFilters =
    filters.brands.length > 0 ||
    filters.formats.length > 0 ||
    filters.min !== undefined ||
    filters.max !== undefined ||
    filters.available ||
    Boolean(filters.q)

  return (
    <div className="rounded-xl bg-white p-4 shadow-sm" data-testid="catalogue-filters">
      {hasFilters ? (
        <Link
          {...linkTo({ brands: [], formats: [], min: undefined, max: undefined, q: undefined, available: false })}
          className="mb-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {m.filter_clear()}
        </Link>
      ) : null}
      <FilterGroup title={m.filter_categories()}>
        <ul>
          <li>
            <Link
              {...linkTo({ category: undefined })}
              resetScroll={false}
              aria-current={filters.category ? undefined : 'true'}
              className={`block rounded px-1 py-1 text-sm hover:bg-brand-50 ${filters.category ? '' : 'font-bold text-brand-700'}`}
            >
              {m.filter_all_categories()}
            </Link>
          </li>
          {facets.categories.map((category) => (
            <li key={category.slug}>
              <Link
                {...linkTo({ category: category.slug })}
                resetScroll={false}
                aria-current={filters.category === category.slug ? 'true' : undefined}
                className={`flex justify-between rounded px-1 py-1 text-sm hover:bg-brand-50 ${
                  filters.category === category.slug ? 'font-bold text-brand-700' : ''
                }`}
              >
                <span>{category.name}</span>
                <span className="text-xs text-slate-500">({category.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </FilterGroup>
      <FilterGroup title={m.filter_brands()}>
        <ul data-testid="brand-filter">
          {facets.brands.map((brand) => (
            <FacetOption
              key={brand.slug}
              label={brand.name}
              count={brand.count}
              checked={filters.brands.includes(brand.slug)}
              link={linkTo({ brands: toggled(filters.brands, brand.slug) })}
            />
          ))}
        </ul>
      </FilterGroup>
      <FilterGroup title={m.filter_formats()}>
        <ul data-testid="format-filter">
          {facets.formats.map((format) => (
            <FacetOption
              key={format.slug}
              label={format.name}
              count={format.count}
              checked={filters.formats.includes(format.slug)}
              link={linkTo({ formats: toggled(filters.formats, format.slug) })}
            />
          ))}
        </ul>
      </FilterGroup>
      <FilterGroup title={m.filter_price()}>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            onSearchChange({ min: amount(min), max: amount(max) })
          }}
        >
          <KeptSearchFields except={['min', 'max', 'page']} />
          <label className="flex-1 text-xs">
            <span className="sr-only">{m.filter_price_min()}</span>
            <TextControl
              name="min"
              inputMode="numeric"
              pattern="[0-9]*"
              value={min}
              placeholder={m.filter_price_min()}
              onValueChange={setMin}
              className="w-full rounded border border-slate-300 px-2 py-1.5 text-sm"
              dir="ltr"
            />
          </label>
          <label className="flex-1 text-xs">
            <span className="sr-only">{m.filter_price_max()}</span>
            <TextControl
              name="max"
              inputMode="numeric"
              pattern="[0-9]*"
              value={max}
              placeholder={m.filter_price_max()}
              onValueChange={setMax}
              className="w-full rounded border border-slate-300 px-2 py-1.5 text-sm"
              dir="ltr"
            />
          </label>
          <button type="submit" className="rounded bg-brand-600 px-2 py-1.5 text-sm font-semibold text-white hover:bg-brand-700">
            {m.filter_apply()}
          </button>
        </form>
      </FilterGroup>
      <ul>
        <FacetOption
          label={m.filter_available()}
          count={facets.available}
          checked={filters.available}
          link={linkTo({ available: !filters.available })}
        />
      </ul>
    </div>
  )
}
