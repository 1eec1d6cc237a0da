/** `/gestion/produits`: products searched and filtered (brand, category, state), a page at a time from the server. */
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { AdminPage, actionLinkClass } from '~/ui/admin/admin-page'
import { FilterBar } from '~/ui/admin/filter-bar'
import { productOptionsQuery, productsQuery } from '~/features/back-office/products/products.queries'
import type { ProductsSearch } from '~/features/back-office/products/products-search'
import { ProductsTable } from './products-table'
import { PRODUCT_STATUSES } from '~/api/contract/back-office-rules'

const statusLabel = { all: m.bo_products_status_all, active: m.bo_products_status_active, inactive: m.bo_products_status_inactive }

type Props = { search: ProductsSearch; canEdit: boolean }

export function ProductsListPage({ search, canEdit }: Props) {
  const { data: options } = useSuspenseQuery(productOptionsQuery())
  const list = useQuery({ ...productsQuery(search), placeholderData: keepPreviousData })
  const toOptions = (items: { id: number; name: string }[]) => items.map((item) => ({ value: String(item.id), label: item.name }))
  return (
    <AdminPage
      title={m.bo_products_title()}
      description={m.bo_products_intro()}
      actions={
        canEdit ? (
          <Link to="/gestion/produits/nouveau" className={actionLinkClass}>
            {m.bo_products_new()}
          </Link>
        ) : null
      }
    >
      {canEdit ? null : <p className="rounded bg-slate-100 p-2 text-sm text-slate-700">{m.bo_products_read_only()}</p>}
      <FilterBar
        label={m.bo_products_filters()}
        // Numbers for the ids: the kit's select gives a number back, 0 standing for "any".
        values={{ q: search.q ?? '', brand: search.brand ?? 0, category: search.category ?? 0, status: search.status ?? 'all' }}
        toSearch={(values) => ({
          q: values.q.trim() || undefined,
          brand: values.brand || undefined,
          category: values.category || undefined,
          status: values.status === 'all' ? undefined : values.status,
        })}
        submitLabel={m.bo_products_filter()}
        idPrefix="bo-products-filter"
        className="sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        {(form) => (
          <>
            <form.AppField name="q">{(field) => <field.TextField label={m.bo_products_search()} type="search" />}</form.AppField>
            <form.AppField name="brand">
              {(field) => (
                <field.SelectField
                  label={m.bo_products_brand()}
                  placeholder={m.bo_products_any_brand()}
                  options={toOptions(options.brands)}
                />
              )}
            </form.AppField>
            <form.AppField name="category">
              {(field) => (
                <field.SelectField
                  label={m.bo_products_category()}
                  placeholder={m.bo_products_any_category()}
                  options={toOptions(options.categories)}
                />
              )}
            </form.AppField>
            <form.AppField name="status">
              {(field) => (
                <field.SelectField
                  label={m.bo_products_status()}
                  options={PRODUCT_STATUSES.map((status) => ({ value: status, label: statusLabel[status]() }))}
                />
              )}
            </form.AppField>
          </>
        )}
      </FilterBar>
      {list.data ? <ProductsTable page={list.data} busy={list.isPlaceholderData} /> : null}
    </AdminPage>
  )
}
