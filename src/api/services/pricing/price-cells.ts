/**
 * What the price grid and the bulk change both read and write (docs/decisions/0035): the items a
 * product is priced by (its active pack sizes, or itself), every city's price of them, and the
 * product's own row of a product with pack sizes kept equal to its first pack size's.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { CellValue } from '~/api/contract/admin-prices'
import type { Executor } from '~/api/db/executor'
import { cities, cityPrices, products, productVariants, users } from '~/api/db/schema'
import { pricedInCity, priceKey } from '~/api/services/catalogue/city-prices'

export type PricedItem = {
  productId: number
  variantId: number | null
  reference: string
  basePrice: number
  baseSellPrice: number | null
}

/** The items of some products: each active pack size, or the product itself when it has none; by product, then pack order. */
export async function pricedItems(db: Executor, productIds: number[]): Promise<PricedItem[]> {
  if (productIds.length === 0) return []
  const variants = await db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      reference: productVariants.reference,
      basePrice: productVariants.priceCentimes,
      baseSellPrice: productVariants.sellPriceCentimes,
    })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.productId), asc(productVariants.sortOrder), asc(productVariants.id))
  const withPackSizes = new Set(variants.map((row) => row.productId))
  const plain = await db
    .select({
      productId: products.id,
      reference: products.reference,
      basePrice: products.priceCentimes,
      baseSellPrice: products.sellPriceCentimes,
    })
    .from(products)
    .where(inArray(products.id, productIds))
  const items = [...variants, ...plain.filter((row) => !withPackSizes.has(row.productId)).map((row) => ({ ...row, variantId: null }))]
  const order = new Map(productIds.map((id, index) => [id, index]))
  return items.sort((a, b) => order.get(a.productId)! - order.get(b.productId)!)
}

export type SetPrice = { price: number; sellPrice: number | null; updatedAt: Date; updatedBy: string | null }

/** The prices set for some cities on some products, by city then `priceKey`, with who set them. */
export async function setPricesOf(db: Executor, cityIds: number[], productIds: number[]): Promise<Map<string, SetPrice>> {
  if (cityIds.length === 0 || productIds.length === 0) return new Map()
  const rows = await db
    .select({
      cityId: cityPrices.cityId,
      productId: cityPrices.productId,
      variantId: cityPrices.variantId,
      price: cityPrices.priceCentimes,
      sellPrice: cityPrices.sellPriceCentimes,
      updatedAt: cityPrices.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(cityPrices)
    .leftJoin(users, eq(users.id, cityPrices.updatedBy))
    .where(and(inArray(cityPrices.cityId, cityIds), inArray(cityPrices.productId, productIds)))
  return new Map(
    rows.map((row) => [
      `${row.cityId}/${priceKey(row.productId, row.variantId)}`,
      {
        price: row.price,
        sellPrice: row.sellPrice,
        updatedAt: row.updatedAt,
        updatedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      },
    ]),
  )
}

/** An item's price in a city as the grid shows it. */
export function cellOf(item: PricedItem, city: { id: number; factor: number }, set: Map<string, SetPrice>): CellValue & { row?: SetPrice } {
  const row = set.get(`${city.id}/${priceKey(item.productId, item.variantId)}`)
  const priced = pricedInCity({ price: item.basePrice, sellPrice: item.baseSellPrice }, row, city.factor)
  return { price: priced.price, sell_price: priced.sellPrice, set: row !== undefined, row }
}

export const citiesForPricing = (db: Executor) =>
  db
    .select({ id: cities.id, nameFr: cities.nameFr, nameAr: cities.nameAr, factor: cities.priceFactorPermille })
    .from(cities)
    .orderBy(asc(cities.sortOrder), asc(cities.id))

/**
 * The product's own row of a product with pack sizes follows its first active pack size in each
 * city (the catalogue's "from" price, as its base price follows it): rewritten after every change.
 */
export async function mirrorFirstPackSize(tx: Executor, productIds: number[], cityIds: number[]) {
  if (productIds.length === 0 || cityIds.length === 0) return
  const productList = sql`ARRAY[${sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`
  const cityList = sql`ARRAY[${sql.join(
    cityIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`
  const firstPackSize = sql`(SELECT v.id FROM ${productVariants} v WHERE v.product_id = ${cityPrices.productId} AND v.is_active ORDER BY v.sort_order, v.id LIMIT 1)`
  await tx.execute(sql`DELETE FROM ${cityPrices}
    WHERE ${cityPrices.variantId} IS NULL AND ${cityPrices.productId} = ANY(${productList}) AND ${cityPrices.cityId} = ANY(${cityList})
      AND EXISTS (SELECT 1 FROM ${productVariants} v WHERE v.product_id = ${cityPrices.productId} AND v.is_active)`)
  await tx.execute(sql`INSERT INTO ${cityPrices} (city_id, product_id, variant_id, price_centimes, sell_price_centimes, updated_by, updated_at)
    SELECT ${cityPrices.cityId}, ${cityPrices.productId}, NULL, ${cityPrices.priceCentimes}, ${cityPrices.sellPriceCentimes}, ${cityPrices.updatedBy}, ${cityPrices.updatedAt}
    FROM ${cityPrices}
    WHERE ${cityPrices.productId} = ANY(${productList}) AND ${cityPrices.cityId} = ANY(${cityList}) AND ${cityPrices.variantId} = ${firstPackSize}`)
}

/** Writes prices set for cities (`price: null` removes the city's own), by one statement each way. */
export async function writeCityPrices(
  tx: Executor,
  changes: { cityId: number; productId: number; variantId: number | null; price: number | null; sellPrice: number | null }[],
  { actorId, now }: { actorId: number; now: Date },
) {
  const removed = changes.filter((change) => change.price === null)
  for (const change of removed) {
    await tx
      .delete(cityPrices)
      .where(
        and(
          eq(cityPrices.cityId, change.cityId),
          eq(cityPrices.productId, change.productId),
          change.variantId === null ? sql`${cityPrices.variantId} IS NULL` : eq(cityPrices.variantId, change.variantId),
        ),
      )
  }
  const written = changes.filter((change) => change.price !== null)
  if (written.length === 0) return
  await tx
    .insert(cityPrices)
    .values(
      written.map((change) => ({
        cityId: change.cityId,
        productId: change.productId,
        variantId: change.variantId,
        priceCentimes: change.price!,
        sellPriceCentimes: change.sellPrice,
        updatedBy: actorId,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [cityPrices.productId, cityPrices.variantId, cityPrices.cityId],
      set: {
        priceCentimes: sql`excluded.price_centimes`,
        sellPriceCentimes: sql`excluded.sell_price_centimes`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
}
