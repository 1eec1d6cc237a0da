/**
 * Prices in a city (docs/decisions/0035): the price the back office set for that city when there
 * is one (`city_prices`), otherwise the base price times the city's factor (per mille), rounded to
 * the centime. The SQL form and the TypeScript form must agree: tests/api/admin-prices.test.ts compares them on the real database.
 */
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '~/api/db/executor'
import { cityPrices, products } from '~/api/db/schema'

export function priceInCity(centimes: number, factorPermille: number): number {
  return Math.round((centimes * factorPermille) / 1000)
}

/**
 * `priceInCity` in SQL. In integers: amounts and factors are never negative (check constraints),
 * so adding half the divisor before the integer division rounds as Math.round does, exactly, and
 * costs a quarter of numeric's round on a catalogue's worth of rows (issue 18).
 */
export function priceInCitySql(column: AnyPgColumn | SQL, factorPermille: number): SQL<number> {
  return sql<number>`((${column}::bigint * ${factorPermille} + 500) / 1000)::int`
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

/**
 * A product's own price set for the city, as a table the statements pricing products LEFT JOIN
 * once (`ownCityPriceJoin`): at most one row per product (city_prices_item is unique), none for
 * most. A join, not a sub-query per product: sorting or counting 5,000 products by price took
 * 12 ms more with one index probe each (issue 18).
 */
export const ownCityPrice = alias(cityPrices, 'own_city_price')

export function ownCityPriceJoin(cityId: number): SQL {
  return and(eq(ownCityPrice.productId, products.id), isNull(ownCityPrice.variantId), eq(ownCityPrice.cityId, cityId))!
}

/** The same join written into a statement of plain SQL (a sql template does not name an alias's table). */
export function ownCityPriceLeftJoinSql(cityId: number): SQL {
  return sql`LEFT JOIN ${cityPrices} AS ${sql.identifier('own_city_price')} ON ${ownCityPriceJoin(cityId)}`
}

/** A product's catalogue price in the city, in SQL (what `pricedInCity` gives for its own price); needs `ownCityPriceJoin`. */
export function productPriceSql(factorPermille: number): SQL<number> {
  return sql<number>`coalesce(${ownCityPrice.priceCentimes}, ${priceInCitySql(products.priceCentimes, factorPermille)})`
}

/** A product's sale price in the city, in SQL: the city's own row decides when there is one, even without a sale price; needs `ownCityPriceJoin`. */
export function productSellPriceSql(factorPermille: number): SQL<number | null> {
  return sql<number | null>`(CASE WHEN ${ownCityPrice.productId} IS NOT NULL THEN ${ownCityPrice.sellPriceCentimes}
    ELSE ${priceInCitySql(products.sellPriceCentimes, factorPermille)} END)`
}

/** What a shopper pays for the product in the city (its sale price when it has one), in SQL: the catalogue's price filters and sort; needs `ownCityPriceJoin`. */
export function productPayPriceSql(factorPermille: number): SQL<number> {
  const setPay = sql`coalesce(${ownCityPrice.sellPriceCentimes}, ${ownCityPrice.priceCentimes})`
  return sql<number>`coalesce(${setPay}, ${priceInCitySql(sql`coalesce(${products.sellPriceCentimes}, ${products.priceCentimes})`, factorPermille)})`
}
