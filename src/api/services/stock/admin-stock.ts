/**
 * The back office's stock (docs/decisions/0032): every orderable item (each active pack size, and
 * each active product sold without pack sizes) with its count and low-stock threshold; an admin's
 * change saved only over what they saw, with its audit line in the same transaction.
 */
import { and, asc, eq, notExists, type SQL } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import { type StockItem, type StockKind, stockChangeSchema } from '~/api/contract/admin-stock'
import type { Database, Executor } from '~/api/db/executor'
import { products, productVariants } from '~/api/db/schema'
import { notFound, refusedFields } from '~/api/http/errors'
import { recordAudit } from '~/api/services/shared/audit'
import { lastSaved, staleSave } from '~/api/services/shared/versioned-save'
import { variantLabels } from '~/api/services/catalogue/variant-labels'
import type { Locale } from '~/paraglide/runtime.js'
import { recordStockMovement } from './stock-movements'

/** A product with active pack sizes keeps its stock on them, not on itself. */
export const activeVariantsOf = (db: Executor) =>
  db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, products.id), eq(productVariants.isActive, true)))

const isLow = (stock: number | null, threshold: number) => stock !== null && stock <= threshold

/** The items, named in `locale`, by product name then pack size; `only` narrows to one item. */
async function stockItems(db: Executor, locale: Locale, only?: { kind: StockKind; id: number }): Promise<StockItem[]> {
  const productName = locale === 'ar' ? products.nameAr : products.nameFr
  const variantWhere: SQL[] = [eq(productVariants.isActive, true), eq(products.isActive, true)]
  if (only) variantWhere.push(eq(productVariants.id, only.kind === 'variant' ? only.id : -1))
  const variantRows = await db
    .select({
      id: productVariants.id,
      productId: products.id,
      productName,
      reference: productVariants.reference,
      stock: productVariants.stock,
      threshold: productVariants.lowStockThreshold,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(...variantWhere))
    .orderBy(asc(productName), asc(productVariants.sortOrder), asc(productVariants.id))
  const labels = await variantLabels(
    db,
    variantRows.map((row) => row.id),
  )
  const productWhere: SQL[] = [eq(products.isActive, true), notExists(activeVariantsOf(db))]
  if (only) productWhere.push(eq(products.id, only.kind === 'product' ? only.id : -1))
  const productRows = await db
    .select({ id: products.id, productName, reference: products.reference, stock: products.stock, threshold: products.lowStockThreshold })
    .from(products)
    .where(and(...productWhere))
  const items: StockItem[] = [
    ...variantRows.map((row) => ({
      kind: 'variant' as const,
      id: row.id,
      product_id: row.productId,
      product_name: row.productName,
      pack_size: labels.get(row.id)?.[locale] ?? '',
      reference: row.reference,
      stock: row.stock,
      low_threshold: row.threshold,
      low: isLow(row.stock, row.threshold),
    })),
    ...productRows.map((row) => ({
      kind: 'product' as const,
      id: row.id,
      product_id: row.id,
      product_name: row.productName,
      pack_size: '',
      reference: row.reference,
      stock: row.stock,
      low_threshold: row.threshold,
      low: isLow(row.stock, row.threshold),
    })),
  ]
  // Stable: a product's pack sizes keep their order from the query.
  return items.sort((a, b) => a.product_name.localeCompare(b.product_name, locale))
}

/** The stock list (or only what is low) and how many items are low. */
export async function listStock(db: Executor, { lowOnly, locale }: { lowOnly: boolean; locale: Locale }) {
  const items = await stockItems(db, locale)
  const low = items.filter((item) => item.low)
  return { items: lowOnly ? low : items, low_count: low.length }
}

type StockChangeInput = { stock?: unknown; low_threshold?: unknown; expected?: unknown; movement?: unknown; reason?: unknown }

/** The change's fields, each refusal under its field in the request's language. */
function checkChange(body: StockChangeInput) {
  // An absent count is a mistake, not "not tracked": null must be sent on purpose.
  const parsed = stockChangeSchema.safeParse({ ...body, stock: body.stock === undefined ? 'missing' : body.stock })
  if (parsed.success) return parsed.data
  throw refusedFields(parsed.error, {
    stock: (locale) => m.api_stock_count_invalid({}, { locale }),
    low_threshold: (locale) => m.api_stock_threshold_invalid({}, { locale }),
    expected: (locale) => m.api_stock_expected_missing({}, { locale }),
    movement: (locale) => m.api_invalid_input({}, { locale }),
    reason: (locale) => m.api_invalid_input({}, { locale }),
  })
}

const shown = (stock: number | null, locale: Locale) => (stock === null ? m.api_stock_not_tracked({}, { locale }) : String(stock))

/**
 * Sets an item's count and threshold. The row is locked, then compared with what the admin saw:
 * another admin's save, or an order that took units since, refuses this one (409) with the
 * current values under each field that changed, rather than overwriting them.
 */
export async function changeStock(
  db: Database,
  { kind, id }: { kind: StockKind; id: number },
  body: StockChangeInput,
  { actorId, now, locale }: { actorId: number; now: Date; locale: Locale },
): Promise<StockItem> {
  const change = checkChange(body)
  await db.transaction(async (tx) => {
    const [row] =
      kind === 'variant'
        ? await tx
            .select({ stock: productVariants.stock, threshold: productVariants.lowStockThreshold })
            .from(productVariants)
            .where(and(eq(productVariants.id, id), eq(productVariants.isActive, true)))
            .for('update')
        : await tx
            .select({ stock: products.stock, threshold: products.lowStockThreshold })
            .from(products)
            .where(and(eq(products.id, id), eq(products.isActive, true), notExists(activeVariantsOf(tx))))
            .for('update')
    if (!row) throw notFound()
    const stockMoved = row.stock !== change.expected.stock
    const thresholdMoved = row.threshold !== change.expected.low_threshold
    if (stockMoved || thresholdMoved) {
      const since = await lastSaved(tx, {
        entity: kind === 'variant' ? 'product_variant' : 'product',
        entityId: id,
        action: 'stock.change',
      })
      throw staleSave(
        since,
        (_said, l) => m.api_stock_changed_since({}, { locale: l }),
        (l) => ({
          ...(stockMoved
            ? { stock: [m.api_stock_now({ now: shown(row.stock, l), seen: shown(change.expected.stock, l) }, { locale: l })] }
            : {}),
          ...(thresholdMoved
            ? { low_threshold: [m.api_stock_threshold_now({ now: row.threshold, seen: change.expected.low_threshold }, { locale: l })] }
            : {}),
        }),
      )
    }
    if (row.stock === change.stock && row.threshold === change.low_threshold) return
    const values = { stock: change.stock, lowStockThreshold: change.low_threshold }
    if (kind === 'variant') await tx.update(productVariants).set(values).where(eq(productVariants.id, id))
    else await tx.update(products).set(values).where(eq(products.id, id))
    // A count set by hand is a movement like any other (docs/decisions/0077); "not tracked" has no count to move.
    if (change.stock !== null && change.stock !== row.stock) {
      await recordStockMovement(tx, {
        kind: change.movement ?? 'counted',
        item: { kind, id },
        delta: change.stock - (row.stock ?? 0),
        stockAfter: change.stock,
        actorId,
        reason: change.reason,
      })
    }
    await recordAudit(
      tx,
      {
        actorId,
        action: 'stock.change',
        entity: kind === 'variant' ? 'product_variant' : 'product',
        entityId: id,
        before: { stock: row.stock, low_threshold: row.threshold },
        after: { stock: change.stock, low_threshold: change.low_threshold },
      },
      now,
    )
  })
  const [item] = await stockItems(db, locale, { kind, id })
  if (!item) throw notFound()
  return item
}
