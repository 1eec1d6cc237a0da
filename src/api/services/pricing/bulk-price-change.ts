/**
 * A bulk price change (issue 17 §2): a percentage on one city's prices of the products sold there,
 * optionally of one brand or one category. Previewed first; applied only with the preview's
 * fingerprint, so that what is applied is what the admin saw, item by item.
 */
import { createHash } from 'node:crypto'
import { and, asc, eq, exists } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import {
  BULK_PREVIEW_ROWS,
  type BulkPriceChange,
  type BulkPriceResult,
  type BulkPriceRow,
  bulkPriceChangeSchema,
} from '~/api/contract/admin-prices'
import type { Database, Executor } from '~/api/db/executor'
import { brands, categories, cities, productCities, products } from '~/api/db/schema'
import { ApiError, fieldRefusal, refusedFields } from '~/api/http/errors'
import { recordAudit } from '~/api/services/shared/audit'
import { announceChange } from '~/api/services/shared/change-feed'
import { variantLabels } from '~/api/services/catalogue/variant-labels'
import { cellOf, mirrorFirstPackSize, pricedItems, setPricesOf, writeCityPrices } from './price-cells'
import type { Locale } from '~/paraglide/runtime.js'

/** Each field's refusal, in the request's language. */
const bulkMessages = {
  city_id: (locale: Locale) => m.api_prices_city_invalid({}, { locale }),
  brand_id: (locale: Locale) => m.api_prices_filter_invalid({}, { locale }),
  category_id: (locale: Locale) => m.api_prices_filter_invalid({}, { locale }),
  percent: (locale: Locale) => m.api_prices_percent_invalid({}, { locale }),
  apply: (locale: Locale) => m.api_invalid_input({}, { locale }),
  fingerprint: (locale: Locale) => m.api_prices_preview_first({}, { locale }),
}

function checkBulkChange(body: Record<string, unknown>): BulkPriceChange {
  const parsed = bulkPriceChangeSchema.safeParse(body)
  if (parsed.success) return parsed.data
  throw refusedFields(parsed.error, bulkMessages)
}

/** `price × (100 + percent) %`, rounded to the centime; the percent has two decimals at most. */
export const movedBy = (centimes: number, percent: number) => Math.round((centimes * (10_000 + Math.round(percent * 100))) / 10_000)

/** Fails with the field when the city, brand or category does not exist. */
async function checkTargets(db: Executor, change: BulkPriceChange) {
  const missing = async (field: 'city_id' | 'brand_id' | 'category_id', found: unknown[]) => {
    if (found.length === 0) throw fieldRefusal({ [field]: [bulkMessages[field]] })
  }
  await missing(
    'city_id',
    await db.select({ id: cities.id, factor: cities.priceFactorPermille }).from(cities).where(eq(cities.id, change.city_id)),
  )
  if (change.brand_id !== null)
    await missing('brand_id', await db.select({ id: brands.id }).from(brands).where(eq(brands.id, change.brand_id)))
  if (change.category_id !== null)
    await missing('category_id', await db.select({ id: categories.id }).from(categories).where(eq(categories.id, change.category_id)))
}

/** Every item the change moves, with its price before and after, named in `locale`. */
async function changedRows(tx: Executor, change: BulkPriceChange, locale: Locale, lock: boolean) {
  const [city] = await tx.select({ id: cities.id, factor: cities.priceFactorPermille }).from(cities).where(eq(cities.id, change.city_id))
  const soldHere = tx
    .select({ one: productCities.productId })
    .from(productCities)
    .where(and(eq(productCities.productId, products.id), eq(productCities.cityId, change.city_id), eq(productCities.isAvailable, true)))
  const query = tx
    .select({ id: products.id, name: locale === 'ar' ? products.nameAr : products.nameFr })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        exists(soldHere),
        change.brand_id === null ? undefined : eq(products.brandId, change.brand_id),
        change.category_id === null ? undefined : eq(products.categoryId, change.category_id),
      ),
    )
    .orderBy(asc(products.id))
  // Applying locks the products in id order: a grid save of one of them waits, and never the other way round.
  const productRows = lock ? await query.for('update') : await query
  const productIds = productRows.map((row) => row.id)
  const items = await pricedItems(tx, productIds)
  const set = await setPricesOf(tx, [city!.id], productIds)
  const labels = await variantLabels(
    tx,
    items.flatMap((item) => (item.variantId === null ? [] : [item.variantId])),
  )
  const names = new Map(productRows.map((row) => [row.id, row.name]))
  const rows: BulkPriceRow[] = []
  for (const item of items) {
    const before = cellOf(item, city!, set)
    const after = {
      price: movedBy(before.price, change.percent),
      sell_price: before.sell_price === null ? null : movedBy(before.sell_price, change.percent),
    }
    if (after.price === before.price && after.sell_price === before.sell_price) continue
    rows.push({
      product_id: item.productId,
      variant_id: item.variantId,
      product_name: names.get(item.productId) ?? '',
      label: item.variantId === null ? '' : (labels.get(item.variantId)?.[locale] ?? item.reference),
      before: { price: before.price, sell_price: before.sell_price },
      after,
    })
  }
  return rows
}

/** What the admin previewed: the change and every item's price before it, language aside. */
function fingerprintOf(change: BulkPriceChange, rows: BulkPriceRow[]) {
  const what = [change.city_id, change.brand_id, change.category_id, change.percent]
  const items = rows.map((row) => [row.product_id, row.variant_id, row.before.price, row.before.sell_price])
  return createHash('sha256')
    .update(JSON.stringify([what, items]))
    .digest('base64url')
}

export async function bulkChangePrices(
  db: Database,
  body: Record<string, unknown>,
  { actorId, now, locale }: { actorId: number; now: Date; locale: Locale },
): Promise<BulkPriceResult> {
  const change = checkBulkChange(body)
  await checkTargets(db, change)
  if (!change.apply) {
    const rows = await changedRows(db, change, locale, false)
    return { applied: false, count: rows.length, rows: rows.slice(0, BULK_PREVIEW_ROWS), fingerprint: fingerprintOf(change, rows) }
  }
  if (!change.fingerprint) {
    throw fieldRefusal({ fingerprint: [bulkMessages.fingerprint] })
  }
  return db.transaction(async (tx) => {
    const rows = await changedRows(tx, change, locale, true)
    const fingerprint = fingerprintOf(change, rows)
    if (fingerprint !== change.fingerprint) throw new ApiError(409, (l) => m.api_prices_preview_outdated({}, { locale: l }))
    await writeCityPrices(
      tx,
      rows.map((row) => ({
        cityId: change.city_id,
        productId: row.product_id,
        variantId: row.variant_id,
        price: row.after.price,
        sellPrice: row.after.sell_price,
      })),
      { actorId, now },
    )
    await mirrorFirstPackSize(tx, [...new Set(rows.map((row) => row.product_id))], [change.city_id])
    await recordAudit(
      tx,
      {
        actorId,
        action: 'prices.bulk',
        entity: 'city',
        entityId: change.city_id,
        before: {
          brand_id: change.brand_id,
          category_id: change.category_id,
          items: rows.map((row) => ({ ...row.before, product_id: row.product_id, variant_id: row.variant_id })),
        },
        after: {
          percent: change.percent,
          items: rows.map((row) => ({ ...row.after, product_id: row.product_id, variant_id: row.variant_id })),
        },
      },
      now,
    )
    await announceChange(tx, { topic: 'catalogue', key: 'prices:bulk' })
    return { applied: true, count: rows.length, rows: rows.slice(0, BULK_PREVIEW_ROWS), fingerprint }
  })
}
