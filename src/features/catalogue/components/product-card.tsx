import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import type { ProductSummary } from '~/api/contract/catalogue'
import { m } from '~/paraglide/messages.js'
import { formatMoney } from '~/lib/money'
import { QuickAdd } from '~/features/cart/add-to-cart'
import { productParam } from '~/features/catalogue/paths'
import { HydratedApart } from '~/ui/hydrated-apart'

type ProductCardProps = { product: ProductSummary; eager?: boolean }

/**
 * A card of a grid, hydrated apart from the page (docs/decisions/0051). `memo`: a re-render of the
 * grid (the filters opening) leaves a card alone, hydrated or not yet, while its product is the same.
 */
export const GridProductCard = memo(function GridProductCard(props: ProductCardProps) {
  return (
    <HydratedApart>
      <ProductCard {...props} />
    </HydratedApart>
  )
})

/** A product in a grid: image, brand, name, formats, price for the chosen city. */
function ProductCard({ product, eager = false }: ProductCardProps) {
  const onSale = product.sell_price !== null && product.sell_price < product.price
  return (
    <article
      className="relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-100 focus-within:ring-brand-500"
      data-testid="product-card"
    >
      <img
        src={product.image.url}
        width={product.image.width}
        height={product.image.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        // The first cards' images are the page's largest paint: ask for them before the scripts.
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className="aspect-square w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs font-semibold text-brand-600 uppercase">{product.brand.name}</p>
        <h3 className="font-bold leading-snug">
          <Link
            to="/produit/$product"
            params={{ product: productParam(product) }}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            {product.name}
          </Link>
        </h3>
        {product.formats.length > 0 ? (
          <p className="text-xs text-slate-500">
            <span className="sr-only">{m.product_formats()}: </span>
            {product.formats.join(' · ')}
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-2 pt-2">
          <span className="text-lg font-extrabold text-brand-900" data-testid="product-price">
            {formatMoney(onSale ? (product.sell_price ?? product.price) : product.price)}
          </span>
          {onSale ? (
            <s className="text-sm text-slate-600">
              <span className="sr-only">{m.product_old_price()}: </span>
              {formatMoney(product.price)}
            </s>
          ) : null}
        </p>
        {product.available ? (
          <QuickAdd productId={product.id} name={product.name} />
        ) : (
          <p className="text-xs font-semibold text-amber-700">{m.product_unavailable()}</p>
        )}
      </div>
    </article>
  )
}
