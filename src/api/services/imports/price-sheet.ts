/**
 * Prices per city as a file (docs/decisions/0081): one row per item (pack size, or product sold
 * without pack sizes) and city, keyed by the product's reference, the pack size's and the city's
 * slug, with its price in that city (its own, or the base price times the city's factor). A row
 * equal to what the city shows is unchanged: an export imported back writes nothing. A changed row
 * becomes the city's own price, written as the price grid writes it.
 */
import { asc } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { cities, products } from '~/api/db/schema'
import type { Cell } from '~/api/files/spreadsheets'
import { cellOf, mirrorFirstPackSize, type PricedItem, pricedItems, setPricesOf, writeCityPrices } from '~/api/services/pricing/price-cells'
import { m } from '~/paraglide/messages.js'
import { type CatalogueSheet, PlanBuilder } from './catalogue-sheet'
import { lockNamedRows } from './row-locks'
import { madOf, readPrice, shownPrice } from './sheet-cells'

type PriceWrite = { cityId: number; productId: number; variantId: number | null; price: number; sellPrice: number | null }

const WRITE_SLICE = 1000

const COLUMNS = ['product_reference', 'pack_size_reference', 'city', 'price', 'sell_price'] as const

/** Every product's priced items and every city, with the prices set. */
async function pricing(db: Executor) {
  const productRows = await db.select({ id: products.id, reference: products.reference }).from(products).orderBy(asc(products.id))
  const cityRows = await db
    .select({ id: cities.id, slug: cities.slug, factor: cities.priceFactorPermille })
    .from(cities)
    .orderBy(asc(cities.sortOrder), asc(cities.id))
  const productIds = productRows.map((row) => row.id)
  const items = await pricedItems(db, productIds)
  const set = await setPricesOf(
    db,
    cityRows.map((city) => city.id),
    productIds,
  )
  const references = new Map(productRows.map((row) => [row.id, row.reference]))
  return { items, cityRows, set, references }
}

export const priceSheet: CatalogueSheet<PriceWrite> = {
  fileName: 'prix',
  columns: COLUMNS,

  async exportRows(db) {
    const { items, cityRows, set, references } = await pricing(db)
    const rows: Cell[][] = []
    for (const item of items) {
      for (const city of cityRows) {
        const cell = cellOf(item, city, set)
        rows.push([
          references.get(item.productId)!,
          item.variantId === null ? '' : item.reference,
          city.slug,
          madOf(cell.price),
          madOf(cell.sell_price),
        ])
      }
    }
    return rows
  },

  async plan(db, rows, { locale, lock }) {
    if (lock) await lockNamedRows(db, rows, { products: 'product_reference' })
    const { items, cityRows, set, references } = await pricing(db)
    const productsByReference = new Map([...references].map(([id, reference]) => [reference, id]))
    const itemsOf = new Map<number, PricedItem[]>()
    for (const item of items) itemsOf.set(item.productId, [...(itemsOf.get(item.productId) ?? []), item])
    const citiesBySlug = new Map(cityRows.map((city) => [city.slug, city]))
    const builder = new PlanBuilder<PriceWrite>()
    for (const row of rows) {
      const { product_reference: productReference = '', pack_size_reference: packReference = '', city: citySlug = '' } = row.cells
      const productId = productsByReference.get(productReference)
      const item =
        productId === undefined
          ? undefined
          : itemsOf
              .get(productId)
              ?.find((candidate) => (candidate.variantId === null ? packReference === '' : candidate.reference === packReference))
      if (productId === undefined)
        builder.error(row, 'product_reference', m.imp_error_unknown_product({ value: productReference }, { locale }))
      else if (!item) builder.error(row, 'pack_size_reference', m.imp_error_unknown_pack_size({ value: packReference }, { locale }))
      const city = citiesBySlug.get(citySlug)
      if (!city) builder.error(row, 'city', m.imp_error_unknown_city({ value: citySlug }, { locale }))
      const price = readPrice(row.cells.price ?? '', locale)
      if (!price.ok) builder.error(row, 'price', price.message)
      const sellPrice = readPrice(row.cells.sell_price ?? '', locale, { optional: true })
      if (!sellPrice.ok) builder.error(row, 'sell_price', sellPrice.message)
      else if (price.ok && sellPrice.value !== null && sellPrice.value > price.value!) {
        builder.error(row, 'sell_price', m.imp_error_sell_above_price({}, { locale }))
      }
      const key = `${productReference} · ${packReference || '—'} · ${citySlug}`
      if (!builder.firstOf(row, key, 'product_reference', (line) => m.imp_error_duplicate({ line }, { locale }))) continue
      if (!item || !city || !price.ok || !sellPrice.ok || builder.failed(row)) continue
      const before = cellOf(item, city, set)
      if (before.price === price.value && before.sell_price === sellPrice.value) {
        builder.unchanged++
        continue
      }
      builder.changes.push({
        row: row.line,
        key,
        status: before.set ? 'changed' : 'new',
        before: shownPrice(before.price, before.sell_price),
        after: shownPrice(price.value!, sellPrice.value),
        write: { cityId: city.id, productId: item.productId, variantId: item.variantId, price: price.value!, sellPrice: sellPrice.value },
      })
    }
    return builder.plan()
  },

  async write(tx, writes, actor) {
    // In slices: one INSERT of 20 000 rows would pass PostgreSQL's 65 535 parameters.
    for (let start = 0; start < writes.length; start += WRITE_SLICE) {
      await writeCityPrices(tx, writes.slice(start, start + WRITE_SLICE), { actorId: actor.id, now: actor.now })
    }
    await mirrorFirstPackSize(tx, [...new Set(writes.map((write) => write.productId))], [...new Set(writes.map((write) => write.cityId))])
  },
}
