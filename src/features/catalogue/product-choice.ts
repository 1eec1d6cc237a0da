/**
 * The choice on a product page: the chosen attribute values pick an entry of
 * `formated_attributes`, which gives the price and reference; without one, the product's own
 * sell_price, then price.
 */
import type { Product } from '~/api/contract/product'
import { variantKey } from '~/api/contract/catalogue-rules'
import { searchMatching, type UrlSearch } from '~/lib/url-search'

const VALUE_CODE = /^[a-z0-9-]{1,40}$/

/** The chosen value of each attribute, by code, in the URL: `?format=6x1l`, `?taille=m`. */
export type ProductSearch = { format?: string; taille?: string }
export const readProductSearch = (search: UrlSearch): ProductSearch => ({
  format: searchMatching(search.format, VALUE_CODE, 40),
  taille: searchMatching(search.taille, VALUE_CODE, 40),
})

export type ChosenValues = Record<string, { id: number; code: string; label: string }>

/** The value codes asked for in the URL (`?format=6x1l`), else the first variant in stock's (else the first's). */
export function chosenValues(product: Product, wanted: Partial<Record<string, string>>): ChosenValues {
  const entries = Object.entries(product.formated_attributes)
  const firstKey = (entries.find(([, variant]) => variant.in_stock) ?? entries[0])?.[0] ?? ''
  const firstIds = new Set(firstKey.split('|').map((pair) => Number(pair.split(':')[1])))
  const chosen: ChosenValues = {}
  for (const attribute of product.attributes) {
    const asked = attribute.values.find((value) => value.code === wanted[attribute.code])
    const fallback = attribute.values.find((value) => firstIds.has(value.id)) ?? attribute.values[0]
    const value = asked ?? fallback
    if (value) chosen[attribute.code] = value
  }
  return chosen
}

/** Whether choosing `value` (the other attributes as chosen) gives a pack size that is sold out. */
export function soldOutWith(product: Product, chosen: ChosenValues, code: string, value: { id: number; code: string; label: string }) {
  const variant = chosenVariant(product, { ...chosen, [code]: value })
  return variant !== null && !variant.in_stock
}

export function chosenVariant(product: Product, chosen: ChosenValues) {
  return product.formated_attributes[variantKey(chosen)] ?? null
}

/** What the shopper pays and the reference they order, for the current choice. */
export function offerFor(product: Product, chosen: ChosenValues) {
  const variant = chosenVariant(product, chosen)
  const regular = variant ? variant.price : product.price
  const sale = variant ? variant.sell_price : product.sell_price
  return {
    variantId: variant?.id ?? null,
    reference: variant?.reference ?? product.reference,
    price: sale ?? regular,
    regularPrice: sale !== null && sale < regular ? regular : null,
    /** False when this choice is sold out: it cannot be added (docs/decisions/0032). */
    inStock: variant ? variant.in_stock : product.in_stock,
    /** The deposit per unit of a returnable choice, apart from the price (docs/decisions/0083); 0: none. */
    deposit: (variant ? variant.deposit : product.deposit) ?? 0,
  }
}
