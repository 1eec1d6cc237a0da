/** `/gestion/produits`: products searched and filtered (brand, category, state), a page at a time from the server. */
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { m } from '~/paraglide/messages.js'
import { productOptionsQuery, productsQuery } from '~/features/back-office/products/products.queries'
import type { ProductsSearch } from '~/features/back-office/products/products-search'
import { ProductsTable } from './products-table'
import { PRODUCT_STATUSES } from '~/api/contract/back-office-rules'

const statusLabel = { all: m.bo_products_status_all, active: m.bo_products_status_active, inactive: m.bo_products_status_inactive }
const controlClass = 'rounded-lg border border-slate-300 bg-white px-3 py-2'

type Props = { search: ProductsSearch; canEdit: boolean; onSearchChange: (next: ProductsSearch) => void }

export function ProductsListPage({ search, canEdit, onSearchChange }: Props) {
  const { data: options } = useSuspenseQuery(productOptionsQuery())
  const list = useQuery({ ...productsQuery(search), placeholderData: keepPreviousData })
  const ids = { q: useId(), brand: useId(), category: useId(), status: useId() }
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const number = (name: string) => Number(form.get(name)) || undefined
    const status = String(form.get('status') ?? 'all') as ProductsSearch['status']
    onSearchChange({
      q: String(form.get('q') ?? '').trim() || undefined,
      brand: number('brand'),
      category: number('category'),
      status: status === 'all' ? undefined : status,
    })
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{m.bo_products_title()}</h1>
        {canEdit ? (
          <Link to="/gestion/produits/nouveau" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {m.bo_products_new()}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">{m.bo_products_intro()}</p>
      {canEdit ? null : <p className="rounded bg-slate-100 p-2 text-sm text-slate-700">{m.bo_products_read_only()}</p>}
      <form
        onSubmit={apply}
        role="search"
        className="grid gap-2 rounded-xl bg-white p-3 shadow-sm sm:grid-cols-[1fr_auto_auto_auto_auto] sm:items-end"
      >
        <label htmlFor={ids.q} className="grid gap-1 text-sm font-semibold text-slate-700">
          {m.bo_products_search()}
          <input id={ids.q} name="q" type="search" defaultValue={search.q ?? ''} className={controlClass} />
        </label>
        <label htmlFor={ids.brand} className="grid gap-1 text-sm font-semibold text-slate-700">
          {m.bo_products_brand()}
          <select id={ids.brand} name="brand" defaultValue={search.brand ?? ''} className={controlClass}>
            <option value="">{m.bo_products_any_brand()}</option>
            {options.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.category} className="grid gap-1 text-sm font-semibold text-slate-700">
          {m.bo_products_category()}
          <select id={ids.category} name="category" defaultValue={search.category ?? ''} className={controlClass}>
            <option value="">{m.bo_products_any_category()}</option>
            {options.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.status} className="grid gap-1 text-sm font-semibold text-slate-700">
          {m.bo_products_status()}
          <select id={ids.status} name="status" defaultValue={search.status ?? 'all'} className={controlClass}>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel[status]()}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
          {m.bo_products_filter()}
        </button>
      </form>
      {list.data ? (
        <ProductsTable page={list.data} busy={list.isPlaceholderData} onPageChange={(page) => onSearchChange({ ...search, page })} />
      ) : null}
    </div>
  )
}
