/**
 * The catalogue's facts of the products a run's standing orders order, per city and language,
 * read once per run (a few statements per city the first time a chunk meets it) instead of four
 * statements per date (docs/decisions/0088). Prices and what is on sale are those of the run's
 * start, as the other rules the run read then; the stock is not taken from them: the order's
 * reservation reads and locks it (stock.ts), as for every order.
 */
import type { Executor } from '~/api/db/executor'
import { type LineFacts, loadLineFacts } from '~/api/services/catalogue/cart-lines'
import { variantLabels, type VariantLabels } from '~/api/services/catalogue/variant-labels'
import type { Locale } from '~/paraglide/runtime.js'

export type LineFactsCache = Map<string, LineFacts>

export const lineFactsKey = (cityId: number, locale: Locale) => `${cityId}:${locale}`

/** Reads the facts of the products the cache does not hold yet for each city and language wanted. */
export async function fillLineFacts(
  db: Executor,
  cache: LineFactsCache,
  wanted: { cityId: number; locale: Locale; productIds: number[] }[],
): Promise<void> {
  const missing = new Map<string, { cityId: number; locale: Locale; productIds: Set<number> }>()
  for (const { cityId, locale, productIds } of wanted) {
    const key = lineFactsKey(cityId, locale)
    const held = cache.get(key)
    const entry = missing.get(key) ?? { cityId, locale, productIds: new Set<number>() }
    for (const id of productIds) if (!held?.products.has(id)) entry.productIds.add(id)
    if (entry.productIds.size) missing.set(key, entry)
  }
  // One after another: inside a transaction, the queries share one connection.
  for (const [key, { cityId, locale, productIds }] of missing) {
    const read = await loadLineFacts(db, cityId, [...productIds], locale)
    const held = cache.get(key)
    if (!held) cache.set(key, read)
    else {
      for (const [id, row] of read.products) held.products.set(id, row)
      for (const [id, variant] of read.variants) held.variants.set(id, variant)
      for (const id of read.available) held.available.add(id)
      for (const [id, price] of read.cityPrices) held.cityPrices.set(id, price)
    }
  }
}

/** The labels (both languages) of the pack sizes the run meets, read once each: an order's lines copy them. */
export async function fillVariantLabels(db: Executor, cache: VariantLabels, variantIds: number[]): Promise<void> {
  const missing = [...new Set(variantIds)].filter((id) => !cache.has(id))
  if (missing.length === 0) return
  for (const [id, label] of await variantLabels(db, missing)) cache.set(id, label)
}
