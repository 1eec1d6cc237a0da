import type { Product } from '~/api/contract/product'
import { absoluteUrl } from '~/features/seo/seo'
import { productParam } from './paths'

/** schema.org Product with one offer per choice, in MAD. */
export function productJsonLd(siteUrl: string, product: Product) {
  const url = absoluteUrl(siteUrl, `/produit/${productParam(product)}`)
  const availability = product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock'
  const entries = Object.values(product.formated_attributes)
  const offers = (entries.length ? entries : [product]).map((entry) => ({
    '@type': 'Offer',
    sku: entry.reference,
    price: ((entry.sell_price ?? entry.price) / 100).toFixed(2),
    priceCurrency: 'MAD',
    availability,
    url,
  }))
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.reference,
    image: `${siteUrl}${product.image.url}`,
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.category.name,
    offers,
  }
}
