import { createFileRoute, Link } from '@tanstack/react-router'
import { catalogueQuery, HOME_CATALOGUE_QUERY } from '~/features/catalogue/catalogue.queries'
import { HomeSections } from '~/features/catalogue/components/home-sections'
import { initialDataQuery } from '~/features/city/city.queries'
import { absoluteUrl, seoHead, siteUrlOf } from '~/features/seo/seo'
import { m } from '~/paraglide/messages.js'
import { ChevronEndIcon, DropletIcon } from '~/ui/icons'

/** Home page: what the shop leads with (categories, best sellers, jugs and fountains, brands) for the chosen city. */
export const Route = createFileRoute('/_shop/')({
  loader: async ({ context: { queryClient } }) => {
    const initial = await queryClient.ensureQueryData(initialDataQuery())
    if (initial) await queryClient.ensureQueryData(catalogueQuery(initial.city_id, HOME_CATALOGUE_QUERY))
  },
  head: ({ match }) =>
    seoHead(siteUrlOf(match.context.queryClient), {
      title: m.shop_tagline(),
      description: m.meta_description(),
      paths: { fr: '/', ar: '/' },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'OnlineStore',
          name: m.shop_name(),
          url: absoluteUrl(siteUrlOf(match.context.queryClient), '/'),
          currenciesAccepted: 'MAD',
          areaServed: 'MA',
        },
      ],
    }),
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
          <div className="flex flex-wrap gap-3">
            <Link
              to="/catalogue/$"
              params={{ _splat: '' }}
              className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {m.home_see_all()}
              <ChevronEndIcon className="size-4" />
            </Link>
            <Link
              to="/nous-contacter"
              className="inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {m.home_contact_cta()}
            </Link>
          </div>
        </div>
      </section>
      <HomeSections />
    </main>
  )
}
