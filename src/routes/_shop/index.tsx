import { createFileRoute, Link } from '@tanstack/react-router'
import { BEST_SELLERS_QUERY, BestSellers } from '~/features/catalogue/components/best-sellers'
import { catalogueQuery } from '~/features/catalogue/catalogue.queries'
import { initialDataQuery } from '~/features/city/city.queries'
import { m } from '~/paraglide/messages.js'
import { ChevronEndIcon, DropletIcon } from '~/ui/icons'

/** Home page: what the shop delivers, and its best sellers priced for the chosen city. */
export const Route = createFileRoute('/_shop/')({
  loader: async ({ context: { queryClient } }) => {
    const initial = await queryClient.ensureQueryData(initialDataQuery())
    if (initial) await queryClient.ensureQueryData(catalogueQuery(initial.city_id, BEST_SELLERS_QUERY))
  },
  component: HomePage,
})

function HomePage() {
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-100 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <DropletIcon className="mb-4 size-12 text-brand-500" />
          <h1 className="mb-4 max-w-2xl text-3xl font-extrabold text-brand-900 sm:text-5xl">{m.home_title()}</h1>
          <p className="mb-8 max-w-2xl text-lg text-slate-700">{m.home_intro()}</p>
          <Link
            to="/nous-contacter"
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {m.home_contact_cta()}
            <ChevronEndIcon className="size-4" />
          </Link>
        </div>
      </section>
      <BestSellers />
    </main>
  )
}
