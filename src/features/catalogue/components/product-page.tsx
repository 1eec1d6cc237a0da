import { Link } from '@tanstack/react-router'
import type { Product } from '~/api/contract/product'
import { m } from '~/paraglide/messages.js'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { formatMoney } from '~/lib/money'
import { AddToCart } from '~/features/cart/add-to-cart'
import { productParam } from '~/features/catalogue/paths'
import { chosenValues, offerFor, type ProductSearch, soldOutWith } from '~/features/catalogue/product-choice'

export function ProductPage({ product, cityName, search }: { product: Product; cityName: string; search: ProductSearch }) {
  const chosen = chosenValues(product, search)
  const offer = offerFor(product, chosen)
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6" data-testid="product-page">
      <Breadcrumbs
        crumbs={[
          { label: m.nav_home(), link: { to: '/' } },
          { label: m.page_catalogue(), link: { to: '/catalogue/$', params: { _splat: '' } } },
          { label: product.category.name, link: { to: '/catalogue/$', params: { _splat: product.category.slug } } },
          { label: product.name },
        ]}
      />
      <div className="grid gap-8 md:grid-cols-2">
        <img
          src={product.image.url}
          width={product.image.width}
          height={product.image.height}
          alt={product.name}
          fetchPriority="high"
          className="aspect-square w-full rounded-2xl bg-white object-cover shadow-sm"
        />
        <div className="flex flex-col gap-4">
          <div>
            <Link
              to="/catalogue/$"
              params={{ _splat: product.brand.slug }}
              className="text-sm font-semibold text-brand-600 uppercase hover:underline"
            >
              <span className="sr-only">{m.product_brand()}: </span>
              {product.brand.name}
            </Link>
            <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{product.name}</h1>
          </div>
          <p className="flex flex-wrap items-baseline gap-3">
            <span className="sr-only">{m.product_price()}: </span>
            <span className="text-3xl font-extrabold text-brand-900" data-testid="product-offer-price">
              {formatMoney(offer.price)}
            </span>
            {offer.regularPrice !== null ? (
              <s className="text-slate-600">
                <span className="sr-only">{m.product_old_price()}: </span>
                {formatMoney(offer.regularPrice)}
              </s>
            ) : null}
          </p>
          {offer.deposit > 0 ? (
            <p className="-mt-2 text-sm text-slate-700" data-testid="product-deposit">
              {m.dep_product_page_deposit({ amount: formatMoney(offer.deposit) })}
            </p>
          ) : null}
          {product.attributes.map((attribute) => (
            <fieldset key={attribute.code}>
              <legend className="mb-2 font-semibold">{m.product_choose({ attribute: attribute.name })}</legend>
              <div role="radiogroup" aria-label={attribute.name} className="flex flex-wrap gap-2">
                {attribute.values.map((value) => {
                  const checked = chosen[attribute.code]?.id === value.id
                  const soldOut = soldOutWith(product, chosen, attribute.code, value)
                  return (
                    <Link
                      key={value.id}
                      to="/produit/$product"
                      params={{ product: productParam(product) }}
                      search={(previous) => ({ ...previous, [attribute.code]: value.code })}
                      replace
                      resetScroll={false}
                      role="radio"
                      aria-checked={checked}
                      aria-label={soldOut ? m.product_choice_sold_out({ value: value.label }) : undefined}
                      data-sold-out={soldOut || undefined}
                      className={`rounded-lg border px-3 py-2 text-sm font-semibold ${
                        checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white hover:border-brand-500'
                      } ${soldOut ? 'border-dashed' : ''}`}
                    >
                      {value.label}
                      {soldOut ? (
                        <span className={`ms-1 text-xs font-normal ${checked ? 'text-white' : 'text-amber-700'}`} aria-hidden="true">
                          · {m.product_sold_out()}
                        </span>
                      ) : null}
                    </Link>
                  )
                })}
              </div>
            </fieldset>
          ))}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{m.product_reference()}</dt>
            <dd>
              <bdi dir="ltr" className="font-mono" data-testid="product-reference">
                {offer.reference}
              </bdi>
            </dd>
            <dt className="text-slate-500">{m.product_category()}</dt>
            <dd>
              <Link to="/catalogue/$" params={{ _splat: product.category.slug }} className="text-brand-700 hover:underline">
                {product.category.name}
              </Link>
            </dd>
          </dl>
          <p
            className={`text-sm font-semibold ${product.available ? 'text-emerald-700' : 'text-amber-700'}`}
            data-testid="product-availability"
          >
            {product.available ? m.product_available_in({ city: cityName }) : m.product_unavailable_in({ city: cityName })}
          </p>
          {offer.inStock ? null : (
            <p className="text-sm font-semibold text-amber-700" data-testid="product-sold-out">
              {m.product_sold_out()}
            </p>
          )}
          <AddToCart
            product={product}
            soldOut={!offer.inStock}
            selected={Object.fromEntries(Object.entries(chosen).map(([code, value]) => [code, { id: value.id, value: value.label }]))}
          />
          <p className="leading-relaxed text-slate-700">{product.description}</p>
        </div>
      </div>
    </main>
  )
}
