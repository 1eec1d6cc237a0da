/**
 * A product's price grid (issue 17 §2): every city × every item, read by staff, changed by admins
 * cell by cell over what they saw, in one transaction with its audit line and announcement.
 */
import { asc, eq, ilike, or } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import { type PriceGrid, type PriceGridChange, type PriceProductList, priceGridChangeSchema } from '~/api/contract/admin-prices'
import type { Database, Executor } from '~/api/db/executor'
import { brands, categories, productCities, products } from '~/api/db/schema'
import { fieldRefusal, notFound } from '~/api/http/errors'
import { escapeLike } from '~/api/db/like'
import { formatDateTime } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { recordAudit } from '~/api/services/shared/audit'
import { lastSaved, staleSave } from '~/api/services/shared/versioned-save'
import { announceChange } from '~/api/services/shared/change-feed'
import { variantLabels } from '~/api/services/catalogue/variant-labels'
import { cellOf, citiesForPricing, mirrorFirstPackSize, pricedItems, setPricesOf, writeCityPrices } from './price-cells'
import type { Locale } from '~/paraglide/runtime.js'

/** Products to price, by name or reference (50 at most, by name). */
export async function listPriceProducts(db: Executor, { q, locale }: { q?: string; locale: Locale }): Promise<PriceProductList> {
  const name = locale === 'ar' ? products.nameAr : products.nameFr
  const pattern = q?.trim() ? `%${escapeLike(q.trim())}%` : undefined
  const rows = await db
    .select({ id: products.id, name, reference: products.reference, brand: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(pattern ? or(ilike(products.nameFr, pattern), ilike(products.nameAr, pattern), ilike(products.reference, pattern)) : undefined)
    .orderBy(asc(name), asc(products.id))
    .limit(50)
  const cityRows = await citiesForPricing(db)
  const brandRows = await db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.sortOrder), asc(brands.name))
  const categoryRows = await db
    .select({ id: categories.id, name: locale === 'ar' ? categories.nameAr : categories.nameFr })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id))
  return {
    items: rows,
    cities: cityRows.map((city) => ({ id: city.id, name: locale === 'ar' ? city.nameAr : city.nameFr })),
    brands: brandRows,
    categories: categoryRows,
  }
}

export async function readPriceGrid(db: Executor, productId: number, locale: Locale): Promise<PriceGrid> {
  const [product] = await db
    .select({ id: products.id, nameFr: products.nameFr, nameAr: products.nameAr, reference: products.reference, brand: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, productId))
  if (!product) throw notFound()
  const cityRows = await citiesForPricing(db)
  const sold = new Set(
    (
      await db
        .select({ cityId: productCities.cityId, available: productCities.isAvailable })
        .from(productCities)
        .where(eq(productCities.productId, productId))
    )
      .filter((row) => row.available)
      .map((row) => row.cityId),
  )
  const items = await pricedItems(db, [productId])
  const labels = await variantLabels(
    db,
    items.flatMap((item) => (item.variantId === null ? [] : [item.variantId])),
  )
  const set = await setPricesOf(
    db,
    cityRows.map((city) => city.id),
    [productId],
  )
  const productName = locale === 'ar' ? product.nameAr : product.nameFr
  return {
    product: { id: product.id, name: productName, reference: product.reference, brand: product.brand },
    cities: cityRows.map((city) => ({
      id: city.id,
      name: locale === 'ar' ? city.nameAr : city.nameFr,
      factor_permille: city.factor,
      sold: sold.has(city.id),
    })),
    items: items.map((item) => ({
      variant_id: item.variantId,
      label: item.variantId === null ? productName : (labels.get(item.variantId)?.[locale] ?? item.reference),
      reference: item.reference,
      base_price: item.basePrice,
      base_sell_price: item.baseSellPrice,
    })),
    cells: cityRows.flatMap((city) =>
      items.map((item) => {
        const { row, ...value } = cellOf(item, city, set)
        return {
          ...value,
          city_id: city.id,
          variant_id: item.variantId,
          updated_at: row ? row.updatedAt.toISOString() : null,
          updated_by: row?.updatedBy ?? null,
        }
      }),
    ),
  }
}

const cellMessages: Record<string, (locale: Locale) => string> = {
  price: (locale) => m.api_prices_price_invalid({}, { locale }),
  sell_price: (locale) => m.api_prices_sell_invalid({}, { locale }),
  city_id: (locale) => m.api_prices_cell_unknown({}, { locale }),
  variant_id: (locale) => m.api_prices_cell_unknown({}, { locale }),
  expected: (locale) => m.api_prices_expected_missing({}, { locale }),
}

/** The change's cells, each refusal under its cell's field (`cells.3.price`) in the request's language. */
function checkGridChange(body: { cells?: unknown }): PriceGridChange {
  const parsed = priceGridChangeSchema.safeParse(body)
  if (parsed.success) return parsed.data
  const fields = new Map<string, (locale: Locale) => string>()
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path
    if (typeof index === 'number' && typeof field === 'string' && cellMessages[field])
      fields.set(`cells.${index}.${field}`, cellMessages[field])
    else if (typeof index === 'number') fields.set(`cells.${index}.price`, cellMessages.price!)
    else fields.set('cells', (locale) => m.api_prices_cells_missing({}, { locale }))
  }
  throw fieldRefusal(Object.fromEntries([...fields].map(([field, message]) => [field, [message]])))
}

const shownPrice = (value: { price: number; sell_price: number | null }, locale: Locale) =>
  value.sell_price === null
    ? formatMoney(value.price, locale)
    : `${formatMoney(value.sell_price, locale)} (${formatMoney(value.price, locale)})`

/**
 * Saves the changed cells of a product's grid. The product row is locked (two saves of one grid
 * take turns), then every cell compared with what the admin saw: a cell another admin changed
 * refuses the whole save (409) with its current price, who set it and when.
 */
export async function savePriceGrid(
  db: Database,
  productId: number,
  body: { cells?: unknown },
  { actorId, now, locale }: { actorId: number; now: Date; locale: Locale },
): Promise<PriceGrid> {
  const change = checkGridChange(body)
  await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update')
    if (!product) throw notFound()
    const cityRows = await citiesForPricing(tx)
    const items = await pricedItems(tx, [productId])
    const set = await setPricesOf(
      tx,
      cityRows.map((city) => city.id),
      [productId],
    )
    const unknown: string[] = []
    const moved: { field: string; message: (locale: Locale) => string }[] = []
    const before: Record<string, unknown> = {}
    const after: Record<string, unknown> = {}
    change.cells.forEach((cell, index) => {
      const city = cityRows.find((candidate) => candidate.id === cell.city_id)
      const item = items.find((candidate) => candidate.variantId === cell.variant_id)
      if (!city || !item) return void unknown.push(`cells.${index}.${city ? 'variant_id' : 'city_id'}`)
      const current = cellOf(item, city, set)
      const seen = cell.expected
      if (current.price !== seen.price || current.sell_price !== seen.sell_price || current.set !== seen.set) {
        moved.push({
          field: `cells.${index}.price`,
          message: (l) =>
            current.row?.updatedBy
              ? m.api_prices_cell_now_by(
                  { now: shownPrice(current, l), who: current.row.updatedBy, when: formatDateTime(current.row.updatedAt, l) },
                  { locale: l },
                )
              : m.api_prices_cell_now({ now: shownPrice(current, l) }, { locale: l }),
        })
      }
      const key = `${cell.city_id}/${cell.variant_id ?? ''}`
      before[key] = current.set ? { price: current.price, sell_price: current.sell_price } : null
      after[key] = cell.price === null ? null : { price: cell.price, sell_price: cell.sell_price }
    })
    if (unknown.length > 0) {
      throw fieldRefusal(Object.fromEntries(unknown.map((field) => [field, [cellMessages.variant_id!]])))
    }
    if (moved.length > 0) {
      throw staleSave(
        await lastSaved(tx, { entity: 'product', entityId: productId, action: 'prices.change' }),
        (_said, l) => m.api_prices_changed_since({}, { locale: l }),
        (l) => Object.fromEntries(moved.map(({ field, message }) => [field, [message(l)]])),
      )
    }
    await writeCityPrices(
      tx,
      change.cells.map((cell) => ({
        cityId: cell.city_id,
        productId,
        variantId: cell.variant_id,
        price: cell.price,
        sellPrice: cell.sell_price,
      })),
      { actorId, now },
    )
    await mirrorFirstPackSize(tx, [productId], [...new Set(change.cells.map((cell) => cell.city_id))])
    await recordAudit(tx, { actorId, action: 'prices.change', entity: 'product', entityId: productId, before, after }, now)
    await announceChange(tx, { topic: 'catalogue', key: `prices:${productId}` })
  })
  return readPriceGrid(db, productId, locale)
}
