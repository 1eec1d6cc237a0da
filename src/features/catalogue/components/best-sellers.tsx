import { useQuery } from '@tanstack/react-query'
import { m } from '../../../paraglide/messages.js'
import { initialDataQuery } from '../../city/city.queries'
import { catalogueQuery } from '../catalogue.queries'
import { ProductCard } from './product-card'

export const BEST_SELLERS_QUERY = { sort: 'popular', per_page: 8 } as const

/** The most sold products, priced for the chosen city. */
export function BestSellers() {
  const { data: initial } = useQuery(initialDataQuery())
  const cityId = initial?.city_id
  const { data: catalogue } = useQuery({ ...catalogueQuery(cityId ?? 0, BEST_SELLERS_QUERY), enabled: Boolean(cityId) })
  const city = initial?.cities.find((candidate) => candidate.id === cityId)
  if (!catalogue || !city) return null
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="best-sellers">
      <h2 id="best-sellers" className="text-2xl font-extrabold text-brand-900">
        {m.home_best_sellers()}
      </h2>
      <p className="mb-6 text-sm text-slate-500" data-testid="prices-city">
        {m.home_best_sellers_city({ city: city.name })}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {catalogue.items.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < 2} />
        ))}
      </div>
    </section>
  )
}
