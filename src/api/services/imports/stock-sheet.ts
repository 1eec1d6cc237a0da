/**
 * The stock as a file (docs/decisions/0081): one row per orderable item (each active pack size of
 * an active product, each active product sold without pack sizes), keyed by the product's and the
 * pack size's references, with its count (empty: not tracked) and low-stock threshold. Written
 * through `setStockLevels`, the stock domain's one bulk writer.
 */
import { and, asc, eq, notExists } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { products, productVariants } from '~/api/db/schema'
import { setStockLevels, type StockLevel } from '~/api/services/stock/stock-levels'
import { m } from '~/paraglide/messages.js'
import { type CatalogueSheet, PlanBuilder } from './catalogue-sheet'
import { lockNamedRows } from './row-locks'
import { readCount } from './sheet-cells'

const COLUMNS = ['product_reference', 'pack_size_reference', 'stock', 'low_threshold'] as const

type Item = {
  kind: StockLevel['kind']
  id: number
  productReference: string
  packReference: string
  stock: number | null
  threshold: number
}

/** The items by product reference then pack order. */
async function stockItems(db: Executor): Promise<Item[]> {
  const variantQuery = db
    .select({
      id: productVariants.id,
      productReference: products.reference,
      packReference: productVariants.reference,
      stock: productVariants.stock,
      threshold: productVariants.lowStockThreshold,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.isActive, true), eq(products.isActive, true)))
    .orderBy(asc(products.reference), asc(productVariants.sortOrder), asc(productVariants.id))
  const activeVariants = db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, products.id), eq(productVariants.isActive, true)))
  const productQuery = db
    .select({ id: products.id, productReference: products.reference, stock: products.stock, threshold: products.lowStockThreshold })
    .from(products)
    .where(and(eq(products.isActive, true), notExists(activeVariants)))
    .orderBy(asc(products.reference))
  const [variantRows, productRows] = [await variantQuery, await productQuery]
  const items: Item[] = [
    ...variantRows.map((row) => ({ kind: 'variant' as const, ...row })),
    ...productRows.map((row) => ({ kind: 'product' as const, ...row, packReference: '' })),
  ]
  return items.sort((a, b) => (a.productReference < b.productReference ? -1 : a.productReference > b.productReference ? 1 : 0))
}

const shownStock = (stock: number | null, threshold: number) => `${stock ?? '—'} (≤ ${threshold})`

export const stockSheet: CatalogueSheet<StockLevel> = {
  fileName: 'stock',
  columns: COLUMNS,

  async exportRows(db) {
    return (await stockItems(db)).map((item) => [item.productReference, item.packReference, item.stock, item.threshold])
  },

  async plan(db, rows, { locale, lock }) {
    if (lock) await lockNamedRows(db, rows, { products: 'product_reference', packSizes: 'pack_size_reference' })
    const items = await stockItems(db)
    const byKey = new Map(items.map((item) => [`${item.productReference}/${item.packReference}`, item]))
    const knownProducts = new Set(items.map((item) => item.productReference))
    const builder = new PlanBuilder<StockLevel>()
    for (const row of rows) {
      const { product_reference: productReference = '', pack_size_reference: packReference = '' } = row.cells
      const item = byKey.get(`${productReference}/${packReference}`)
      if (!knownProducts.has(productReference))
        builder.error(row, 'product_reference', m.imp_error_unknown_product({ value: productReference }, { locale }))
      else if (!item) builder.error(row, 'pack_size_reference', m.imp_error_unknown_pack_size({ value: packReference }, { locale }))
      const stock = readCount(row.cells.stock ?? '', locale, { optional: true })
      if (!stock.ok) builder.error(row, 'stock', stock.message)
      const threshold = readCount(row.cells.low_threshold ?? '', locale)
      if (!threshold.ok) builder.error(row, 'low_threshold', threshold.message)
      const key = `${productReference} · ${packReference || '—'}`
      if (!builder.firstOf(row, key, 'product_reference', (line) => m.imp_error_duplicate({ line }, { locale }))) continue
      if (!item || !stock.ok || !threshold.ok || builder.failed(row)) continue
      if (item.stock === stock.value && item.threshold === threshold.value) {
        builder.unchanged++
        continue
      }
      builder.changes.push({
        row: row.line,
        key,
        status: 'changed',
        before: shownStock(item.stock, item.threshold),
        after: shownStock(stock.value, threshold.value!),
        write: {
          kind: item.kind,
          id: item.id,
          stock: stock.value,
          lowThreshold: threshold.value!,
          before: { stock: item.stock, lowThreshold: item.threshold },
        },
      })
    }
    return builder.plan()
  },

  write: (tx, writes, actor) => setStockLevels(tx, writes, actor, 'import'),
}
