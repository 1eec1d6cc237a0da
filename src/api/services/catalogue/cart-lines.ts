/**
 * The cart's lines read against the catalogue: existing, active products, their own
 * variants only, duplicates merged, each priced for the city. Prices the client may send are
 * not even read. Shared by save-cart, validate-cart and order placement.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { variantKey } from '~/api/contract/catalogue-rules'
import { m } from '~/paraglide/messages.js'
import type { SaveCartBody, ServerCart } from '~/api/contract/cart'
import type { Executor } from '~/api/db/executor'
import { productCities, products } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { cityPricesOf, type PricePair, pricedInCity, priceKey } from './city-prices'
import { variantValues } from './products'
import type { Locale } from '~/paraglide/runtime.js'

export type Line = {
  productId: number
  /** The product's category: a voucher restricted to categories takes off only their goods (docs/decisions/0034). */
  categoryId: number
  variantId: number | null
  quantity: number
  available: boolean
  /** Units left of a tracked stock when read (the pack size's, else the product's); null: not tracked. */
  stock: number | null
  unitPrice: number
  /** The deposit per unit (consigne, docs/decisions/0083): 0 when not returnable; not part of the price. */
  unitDeposit: number
  /** Both languages, for the order's snapshot. */
  nameFr: string
  nameAr: string
  product: ServerCart['cart_details'][number]['product']
}

const lineError = (index: number, field: string, message: (locale: Locale) => string) =>
  new ApiError(
    400,
    (locale) => m.api_invalid_input({}, { locale }),
    (locale) => ({ [`products.${index}.${field}`]: [message(locale)] }),
  )

type ProductRow = typeof products.$inferSelect
type VariantFacts = {
  productId: number
  reference: string
  price: number
  sellPrice: number | null
  stock: number | null
  deposit: number
  choice: Record<string, { id: number }>
  labels: string[]
}

/** What pricing a cart's lines reads of the catalogue in a city, in one language. */
export type LineFacts = {
  products: Map<number, ProductRow>
  /** Active pack sizes, by id, in their display order. */
  variants: Map<number, VariantFacts>
  /** Products on sale in the city. */
  available: Set<number>
  cityPrices: Map<string, PricePair>
}

/** The stock as read now, overriding the facts' (which a cache may have kept): by product and by pack size. */
export type StockNow = { products: Map<number, number | null>; variants: Map<number, number | null> }

/** The facts of these products in a city (all of them when `productIds` is null), in four statements. */
export async function loadLineFacts(db: Executor, cityId: number, productIds: number[] | null, locale: Locale): Promise<LineFacts> {
  // One after another: inside a transaction, the queries share one connection.
  const productRows = await db
    .select()
    .from(products)
    .where(productIds ? inArray(products.id, productIds) : undefined)
  const ids = productIds ?? productRows.map((row) => row.id)
  const variantRows = ids.length ? await variantValues(db, ids, locale) : []
  const availableRows = ids.length
    ? await db
        .select({ productId: productCities.productId })
        .from(productCities)
        .where(and(inArray(productCities.productId, ids), eq(productCities.cityId, cityId), eq(productCities.isAvailable, true)))
    : []
  const variants = new Map<number, VariantFacts>()
  for (const row of variantRows) {
    const variant = variants.get(row.variantId) ?? { ...row, choice: {}, labels: [] }
    variant.choice[row.attributeCode] = { id: row.valueId }
    variant.labels.push(row.valueLabel)
    variants.set(row.variantId, variant)
  }
  return {
    products: new Map(productRows.map((row) => [row.id, row])),
    variants,
    available: new Set(availableRows.map((row) => row.productId)),
    cityPrices: await cityPricesOf(db, cityId, ids),
  }
}

/** Reads the client's lines against the catalogue: existing products, their own variants, merged duplicates. */
export async function resolveLines(db: Executor, body: SaveCartBody, cityId: number, factor: number, locale: Locale): Promise<Line[]> {
  const productIds = [...new Set(body.products.map((line) => line.product_id))]
  if (productIds.length === 0) return []
  return linesFromFacts(body, await loadLineFacts(db, cityId, productIds, locale), factor, locale)
}

/** The client's lines priced from the catalogue's facts; refuses unknown products and pack sizes (400, the line named). */
export function linesFromFacts(body: SaveCartBody, facts: LineFacts, factor: number, locale: Locale, stockNow?: StockNow): Line[] {
  const lines = new Map<string, Line>()
  body.products.forEach((input, index) => {
    const product = facts.products.get(input.product_id)
    if (!product || !product.isActive) throw lineError(index, 'product_id', (lang) => m.api_cart_product_missing({}, { locale: lang }))
    const own = [...facts.variants.entries()].filter(([, variant]) => variant.productId === product.id)
    let variantId: number | null = null
    if (own.length > 0) {
      const wanted = input.product_attribute_id
        ? own.find(([candidate]) => candidate === input.product_attribute_id)
        : input.attributes
          ? own.find(([, variant]) => variantKey(variant.choice) === variantKey(input.attributes ?? {}))
          : undefined
      if (!wanted) throw lineError(index, 'product_attribute_id', (lang) => m.api_cart_choose_variant({}, { locale: lang }))
      variantId = wanted[0]
    } else if (input.product_attribute_id) {
      throw lineError(index, 'product_attribute_id', (lang) => m.api_cart_choose_variant({}, { locale: lang }))
    }
    const variant = variantId === null ? undefined : facts.variants.get(variantId)
    const base = variant ?? { price: product.priceCentimes, sellPrice: product.sellPriceCentimes }
    const priced = pricedInCity(base, facts.cityPrices.get(priceKey(product.id, variantId)), factor)
    const stock =
      variantId === null
        ? stockNow?.products.has(product.id)
          ? stockNow.products.get(product.id)!
          : product.stock
        : stockNow?.variants.has(variantId)
          ? stockNow.variants.get(variantId)!
          : variant!.stock
    const key = `${product.id}:${variantId ?? ''}`
    const existing = lines.get(key)
    lines.set(key, {
      productId: product.id,
      categoryId: product.categoryId,
      variantId,
      quantity: Math.min(999, (existing?.quantity ?? 0) + input.quantity),
      available: product.isActive && facts.available.has(product.id),
      stock,
      unitPrice: priced.sellPrice ?? priced.price,
      unitDeposit: variant ? variant.deposit : product.depositCentimes,
      nameFr: product.nameFr,
      nameAr: product.nameAr,
      product: {
        id: product.id,
        slug: product.slug,
        name: locale === 'ar' ? product.nameAr : product.nameFr,
        reference: variant?.reference ?? product.reference,
        attributes_label: variant?.labels.join(' · ') ?? '',
        image: { url: product.imagePath, width: product.imageWidth, height: product.imageHeight },
      },
    })
  })
  return [...lines.values()]
}
