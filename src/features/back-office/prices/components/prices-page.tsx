/** `/gestion/prix`: products to price (search in the URL) and, for admins, the bulk change. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { priceProductsQuery } from '~/features/back-office/prices/prices.queries'
import { BulkPriceChange } from './bulk-price-change'

export function PricesPage({ q, canEdit }: { q: string; canEdit: boolean }) {
  const { data } = useSuspenseQuery(priceProductsQuery(q))
  const navigate = useNavigate()
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{m.bo_prices_title()}</h1>
      <p className="mb-3 text-sm text-slate-600">{m.bo_prices_intro()}</p>
      {canEdit ? (
        <div className="mb-4">
          <BulkPriceChange options={data} />
        </div>
      ) : null}
      <section className="rounded-xl bg-white p-4 shadow-sm" aria-labelledby="bo-prices-products">
        <h2 id="bo-prices-products" className="mb-2 text-lg font-bold text-slate-900">
          {m.bo_prices_products()}
        </h2>
        <form
          role="search"
          className="mb-3 flex gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            const typed = new FormData(event.currentTarget).get('q')
            void navigate({ to: '/gestion/prix', search: { q: typeof typed === 'string' && typed.trim() ? typed.trim() : undefined } })
          }}
        >
          <label htmlFor="bo-prices-q" className="sr-only">
            {m.bo_prices_search()}
          </label>
          <input
            id="bo-prices-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder={m.bo_prices_search()}
            className="w-full max-w-md rounded-lg border border-slate-300 px-3 py-2"
          />
          <button type="submit" className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50">
            {m.bo_prices_search_button()}
          </button>
        </form>
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
      </section>
    </>
  )
}
