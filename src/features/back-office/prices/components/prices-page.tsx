/** `/gestion/prix`: products to price (search in the URL) and, for admins, the bulk change. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { FilterBar } from '~/ui/admin/filter-bar'
import { Card } from '~/ui/admin/page-parts'
import { priceProductsQuery } from '~/features/back-office/prices/prices.queries'
import { BulkPriceChange } from './bulk-price-change'

export function PricesPage({ q, canEdit }: { q: string; canEdit: boolean }) {
  const { data } = useSuspenseQuery(priceProductsQuery(q))
  return (
    <AdminPage title={m.bo_prices_title()} description={m.bo_prices_intro()}>
      {canEdit ? <BulkPriceChange options={data} /> : null}
      <Card title={m.bo_prices_products()}>
        <div className="mb-3">
          <FilterBar
            label={m.bo_prices_filters()}
            values={{ q }}
            submitLabel={m.bo_prices_search_button()}
            idPrefix="bo-prices"
            className="sm:grid-cols-[minmax(0,28rem)]"
            plain
          >
            {(form) => (
              <form.AppField name="q">
                {(field) => <field.TextField label={m.bo_prices_search()} hideLabel type="search" placeholder={m.bo_prices_search()} />}
              </form.AppField>
            )}
          </FilterBar>
        </div>
        {data.items.length === 0 ? (
          <p className="text-slate-700">{m.bo_prices_none()}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.items.map((product) => (
              <li key={product.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <Link
                  to="/gestion/prix/$productId"
                  params={{ productId: String(product.id) }}
                  className="font-semibold text-brand-700 hover:underline"
                  data-testid="bo-prices-product"
                >
                  {product.name}
                </Link>
                <span className="text-xs text-slate-600">
                  {product.brand} · <bdi dir="ltr">{product.reference}</bdi>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </AdminPage>
  )
}
