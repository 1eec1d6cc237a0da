import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Catalogue } from '~/api/contract/catalogue'
import { m } from '~/paraglide/messages.js'
import { ChevronEndIcon, DropletIcon } from '~/ui/icons'
import { initialDataQuery } from '~/features/city/city.queries'
import { catalogueQuery, HOME_CATALOGUE_QUERY } from '~/features/catalogue/catalogue.queries'
import { GridProductCard } from './product-card'

const sectionTitle = 'mb-4 text-2xl font-extrabold text-brand-900'

/** The home page's catalogue: categories, best sellers, the jugs and fountains offer, brands. */
export function HomeSections() {
  const { data: initial } = useQuery(initialDataQuery())
  const cityId = initial?.city_id
  const { data: catalogue } = useQuery({ ...catalogueQuery(cityId ?? 0, HOME_CATALOGUE_QUERY), enabled: Boolean(cityId) })
  const city = initial?.cities.find((candidate) => candidate.id === cityId)
  if (!catalogue || !city) return null
  return (
    <>
      <Categories catalogue={catalogue} />
      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="best-sellers">
        <h2 id="best-sellers" className="text-2xl font-extrabold text-brand-900">
          {m.home_best_sellers()}
        </h2>
        <p className="mb-6 text-sm text-slate-500" data-testid="prices-city">
          {m.home_best_sellers_city({ city: city.name })}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {catalogue.items.map((product, index) => (
            <GridProductCard key={product.id} product={product} eager={index === 0} />
          ))}
        </div>
        <Link
          to="/catalogue/$"
          params={{ _splat: '' }}
          className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          {m.home_see_all()}
          <ChevronEndIcon className="size-4" />
        </Link>
      </section>
      <JugsAndFountains catalogue={catalogue} />
      <Brands catalogue={catalogue} />
    </>
  )
}

function Categories({ catalogue }: { catalogue: Catalogue }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="home-categories">
      <h2 id="home-categories" className={sectionTitle}>
        {m.home_categories()}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {catalogue.facets.categories.map((category) => (
          <li key={category.slug}>
            <Link
              to="/catalogue/$"
              params={{ _splat: category.slug }}
              className="flex h-full items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-100 hover:ring-brand-500"
            >
              <DropletIcon className="size-8 shrink-0 text-brand-500" />
              <span>
                <span className="block font-bold">{category.name}</span>
                <span className="text-xs text-slate-500">{m.catalogue_results({ count: category.count })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function JugsAndFountains({ catalogue }: { catalogue: Catalogue }) {
  const jugs = catalogue.facets.categories.find((category) => category.slug_fr === 'bonbonnes')
  const fountains = catalogue.facets.categories.find((category) => category.slug_fr === 'fontaines-a-eau')
  if (!jugs && !fountains) return null
  const cta = 'inline-flex items-center gap-1 rounded-lg px-4 py-2 font-semibold'
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <div className="rounded-2xl bg-brand-700 p-6 text-white sm:p-10">
        <h2 className="mb-2 text-2xl font-extrabold">{m.home_jugs_title()}</h2>
        <p className="mb-6 max-w-2xl text-brand-50">{m.home_jugs_text()}</p>
        <div className="flex flex-wrap gap-3">
          {jugs ? (
            <Link to="/catalogue/$" params={{ _splat: jugs.slug }} className={`${cta} bg-white text-brand-800 hover:bg-brand-50`}>
              {m.home_jugs_cta()}
              <ChevronEndIcon className="size-4" />
            </Link>
          ) : null}
          {fountains ? (
            <Link to="/catalogue/$" params={{ _splat: fountains.slug }} className={`${cta} border border-white hover:bg-brand-600`}>
              {m.home_fountains_cta()}
              <ChevronEndIcon className="size-4" />
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  )
}

function Brands({ catalogue }: { catalogue: Catalogue }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="home-brands">
      <h2 id="home-brands" className={sectionTitle}>
        {m.home_brands()}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {catalogue.facets.brands.map((brand) => (
          <li key={brand.slug}>
            <Link
              to="/catalogue/$"
              params={{ _splat: brand.slug }}
              className="inline-block rounded-full bg-white px-4 py-2 font-semibold shadow-sm ring-1 ring-slate-200 hover:ring-brand-500"
            >
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
