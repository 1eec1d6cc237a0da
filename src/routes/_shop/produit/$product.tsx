import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { productQuery } from '~/features/catalogue/catalogue.queries'
import { ProductPage } from '~/features/catalogue/components/product-page'
import { productJsonLd } from '~/features/catalogue/product-json-ld'
import { productIdFromParam, productParam } from '~/features/catalogue/paths'
import { readProductSearch } from '~/features/catalogue/product-choice'
import { initialDataQuery } from '~/features/city/city.queries'
import { breadcrumbJsonLd, type SeoPage, seoHead, siteUrlOf } from '~/features/seo/seo'
import { m } from '~/paraglide/messages.js'

/** A product at `/produit/{id}-{slug}`; `?format=…` keeps the chosen pack size in the URL. */
export const Route = createFileRoute('/_shop/produit/$product')({
  validateSearch: readProductSearch,
  loader: async ({ context: { queryClient }, params }) => {
    const productId = productIdFromParam(params.product)
    if (!productId) throw notFound()
    const initial = await queryClient.ensureQueryData(initialDataQuery())
    if (!initial) throw new Error(m.product_details_unavailable())
    const product = await queryClient.ensureQueryData(productQuery(initial.city_id, productId))
    if (!product) throw notFound()
    if (params.product !== productParam(product)) {
      throw redirect({ to: '/produit/$product', params: { product: productParam(product) }, statusCode: 301 })
    }
    const city = initial.cities.find((candidate) => candidate.id === initial.city_id)
    const siteUrl = siteUrlOf(queryClient)
    const path = `/produit/${productParam(product)}`
    const seo: SeoPage = {
      title: `${product.name} · ${product.brand.name}`,
      description: product.description.slice(0, 160),
      paths: { fr: path, ar: path },
      jsonLd: [
        productJsonLd(siteUrl, product),
        breadcrumbJsonLd(siteUrl, [
          { name: m.nav_home(), path: '/' },
          { name: m.page_catalogue(), path: '/catalogue' },
          { name: product.category.name, path: `/catalogue/${product.category.slug}` },
          { name: product.name, path },
        ]),
      ],
    }
    return { product, cityName: city?.name ?? '', seo }
  },
  head: ({ loaderData, match }) => (loaderData ? seoHead(siteUrlOf(match.context.queryClient), loaderData.seo) : {}),
  component: function ProductRoute() {
    const { product, cityName } = Route.useLoaderData()
    return <ProductPage product={product} cityName={cityName} search={Route.useSearch()} />
  },
})
