/**
 * Prices in a city (docs/decisions/0035): the price the back office set for that city when there
 * is one (`city_prices`), otherwise the base price times the city's factor (per mille), rounded to
 * the centime. The SQL form and the TypeScript form must agree: tests/api/admin-prices.test.ts compares them on the real database.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '~/api/db/database'
import { cityPrices, products } from '~/api/db/schema'

export function priceInCity(centimes: number, factorPermille: number): number {
  return Math.round((centimes * factorPermille) / 1000)
}

export function priceInCitySql(column: AnyPgColumn | SQL, factorPermille: number): SQL<number> {
  return sql<number>`round(${column}::numeric * ${factorPermille} / 1000)::int`
}

export type PricePair = { price: number; sellPrice: number | null }

/** The key of an item's price: a pack size's, or the product's own (no pack size). */
export const priceKey = (productId: number, variantId: number | null) => `${productId}:${variantId ?? ''}`

/** The prices set for a city on some products (their pack sizes' and their own), by `priceKey`. */
export async function cityPricesOf(db: Executor, cityId: number, productIds: number[]): Promise<Map<string, PricePair>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({
      productId: cityPrices.productId,
      variantId: cityPrices.variantId,
      price: cityPrices.priceCentimes,
      sellPrice: cityPrices.sellPriceCentimes,
    })
    .from(cityPrices)
    .where(and(eq(cityPrices.cityId, cityId), inArray(cityPrices.productId, productIds)))
  return new Map(rows.map((row) => [priceKey(row.productId, row.variantId), { price: row.price, sellPrice: row.sellPrice }]))
}

/** An item's price and sale price in a city: the city's own when set, the base ones times the factor otherwise. */
export function pricedInCity(base: PricePair, set: PricePair | undefined, factorPermille: number): PricePair {
  if (set) return set
  return {
    price: priceInCity(base.price, factorPermille),
    sellPrice: base.sellPrice === null ? null : priceInCity(base.sellPrice, factorPermille),
  }
}

/** A product's own price set for the city (one index probe per product), in SQL; null when none. */
const ownCityPriceSql = (column: AnyPgColumn | SQL, cityId: number) =>
  sql`(SELECT ${column} FROM ${cityPrices} WHERE ${cityPrices.productId} = ${products.id} AND ${cityPrices.variantId} IS NULL AND ${cityPrices.cityId} = ${cityId})`

/** A product's catalogue price in the city, in SQL (what `pricedInCity` gives for its own price). */
export function productPriceSql(cityId: number, factorPermille: number): SQL<number> {
  return sql<number>`coalesce(${ownCityPriceSql(cityPrices.priceCentimes, cityId)}, ${priceInCitySql(products.priceCentimes, factorPermille)})`
}

/** A product's sale price in the city, in SQL: the city's own row decides when there is one, even without a sale price. */
export function productSellPriceSql(cityId: number, factorPermille: number): SQL<number | null> {
  return sql<
    number | null
  >`(CASE WHEN EXISTS (SELECT 1 FROM ${cityPrices} WHERE ${cityPrices.productId} = ${products.id} AND ${cityPrices.variantId} IS NULL AND ${cityPrices.cityId} = ${cityId})
    THEN ${ownCityPriceSql(cityPrices.sellPriceCentimes, cityId)}
    ELSE ${priceInCitySql(products.sellPriceCentimes, factorPermille)} END)`
}

/** What a shopper pays for the product in the city (its sale price when it has one), in SQL: the catalogue's price filters and sort. */
export function productPayPriceSql(cityId: number, factorPermille: number): SQL<number> {
  const setPay = sql`coalesce(${cityPrices.sellPriceCentimes}, ${cityPrices.priceCentimes})`
  return sql<number>`coalesce(${ownCityPriceSql(setPay, cityId)}, ${priceInCitySql(sql`coalesce(${products.sellPriceCentimes}, ${products.priceCentimes})`, factorPermille)})`
}
