/**
 * Stock (docs/decisions/0032): one count per pack size (a product without pack sizes keeps its
 * own), null when not tracked. An order takes its quantities in its own transaction, the rows
 * locked first, so concurrent orders on every app instance can never take more than there is
 * (the database's checks refuse a negative count anyway); its cancellation gives back what it
 * took, once.
 */
import { and, eq, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { Executor } from '~/api/db/executor'
import { orderLines, products, productVariants } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import type { Line } from '~/api/services/catalogue/cart-lines'
import type { Locale } from '~/paraglide/runtime.js'
import { type MovementContext, recordStockMovements, type StockMovement } from './stock-movements'

/** The stock read with the line covers its quantity (always, when not tracked). */
export const stockCovers = (line: Pick<Line, 'stock' | 'quantity'>) => line.stock === null || line.stock >= line.quantity

/** "Sidi Ali 1,5 L (6 × 1,5 L)": the product and its pack size, in the line's language. */
const lineName = (line: Pick<Line, 'product'>) =>
  line.product.attributes_label ? `${line.product.name} (${line.product.attributes_label})` : line.product.name

/** Sold out, or only so many left, naming the pack size. */
export function stockMessage(line: Pick<Line, 'product' | 'stock'>, locale: Locale) {
  const name = lineName(line)
  return line.stock === null || line.stock <= 0
    ? m.api_cart_sold_out({ name }, { locale })
    : m.api_cart_stock_short({ name, count: line.stock }, { locale })
}

const lineKey = (line: { productId: number | null; variantId: number | null }) => `${line.productId}:${line.variantId ?? ''}`
/** The key of a line in what `reserveStock` answers. */
export const reservedKey = lineKey

/** Pack sizes first, then products without pack sizes: every order and cancellation locks in this order. */
const KINDS = [
  { item: 'variant', table: productVariants, idOf: (line: { variantId: number | null }) => line.variantId },
  {
    item: 'product',
    table: products,
    idOf: (line: { productId: number | null; variantId: number | null }) => (line.variantId === null ? line.productId : null),
  },
] as const

const intArray = (values: number[]) => sql`${sql.param(values)}::int[]`

/**
 * Locks the tracked rows among `ids`, by id (so two orders, or an order and a cancellation, never
 * wait for each other), and answers their counts. A concurrent order waits here, then reads the
 * count the first one left.
 */
async function lockTracked(tx: Executor, table: (typeof KINDS)[number]['table'], ids: number[]) {
  const { rows } = await tx.execute<{ id: number; stock: number }>(
    sql`SELECT id, stock FROM ${table} WHERE id = ANY(${intArray(ids)}) AND stock IS NOT NULL ORDER BY id FOR UPDATE`,
  )
  return new Map(rows.map((row) => [row.id, row.stock]))
}

/**
 * Takes each tracked line's quantity, in the order's transaction: per kind, one statement locks the
 * tracked rows (by id) and reads their counts, one takes the quantities, whatever the number of
 * lines. A line the count cannot cover refuses the order (409, naming the pack size and what is
 * left), and the transaction's rollback leaves nothing written. Answers the keys of the lines that
 * took stock (`reservedKey`).
 */
export async function reserveStock(
  tx: Executor,
  lines: Line[],
  movement: MovementContext | null = { kind: 'reserved' },
): Promise<Set<string>> {
  return (await takeStock(tx, lines, movement)).reserved
}

/** `reserveStock`, also answering the movements (each item's units taken and count after), recorded unless `movement` is null. */
export async function takeStock(tx: Executor, lines: Line[], movement: MovementContext | null) {
  const reserved = new Set<string>()
  const movements: StockMovement[] = []
  for (const { item, table, idOf } of KINDS) {
    const wanted = lines.flatMap((line) => {
      const id = idOf(line)
      return id === null ? [] : [{ id, line }]
    })
    if (wanted.length === 0) continue
    const counts = await lockTracked(
      tx,
      table,
      wanted.map((want) => want.id),
    )
    const tracked = wanted.filter((want) => counts.has(want.id))
    const short = tracked.find((want) => counts.get(want.id)! < want.line.quantity)
    if (short) {
      const refused = { ...short.line, stock: counts.get(short.id)! }
      throw new ApiError(
        409,
        (locale) => stockMessage(refused, locale),
        (locale) => ({ products: [stockMessage(refused, locale)] }),
      )
    }
    // Run even when nothing is tracked: an order's statements do not depend on its lines.
    const { rows } = await tx.execute<{ id: number; stock: number }>(
      sql`UPDATE ${table} SET stock = ${table}.stock - taken.quantity
          FROM unnest(${intArray(tracked.map((want) => want.id))}, ${intArray(tracked.map((want) => want.line.quantity))}) AS taken(id, quantity)
          WHERE ${table}.id = taken.id RETURNING ${table}.id, ${table}.stock`,
    )
    for (const want of tracked) reserved.add(lineKey(want.line))
    const after = new Map(rows.map((row) => [row.id, row.stock]))
    for (const want of tracked) {
      movements.push({
        kind: 'reserved',
        ...movement,
        item: { kind: item, id: want.id },
        delta: -want.line.quantity,
        stockAfter: after.get(want.id)!,
      })
    }
  }
  if (movement) await recordStockMovements(tx, movements, { always: true })
  return { reserved, movements }
}

/**
 * A cancelled order gives back what its lines took, once: the lines are marked given back in
 * the same statement that reads them. A count no longer tracked stays untracked.
 */
export async function returnStock(
  tx: Executor,
  orderId: number,
  movement: MovementContext | null = { kind: 'cancelled', orderId },
): Promise<StockMovement[]> {
  const movements: StockMovement[] = []
  const taken = await tx
    .update(orderLines)
    .set({ stockReserved: false })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.stockReserved, true)))
    .returning({ productId: orderLines.productId, variantId: orderLines.variantId, quantity: orderLines.quantity })
  for (const { item, table, idOf } of KINDS) {
    const back = new Map<number, number>()
    for (const line of taken) {
      const id = idOf(line)
      if (id !== null) back.set(id, (back.get(id) ?? 0) + line.quantity)
    }
    if (back.size === 0) continue
    const counts = await lockTracked(tx, table, [...back.keys()])
    const ids = [...back.keys()].filter((id) => counts.has(id))
    const { rows } = await tx.execute<{ id: number; stock: number }>(
      sql`UPDATE ${table} SET stock = ${table}.stock + given.quantity
          FROM unnest(${intArray(ids)}, ${intArray(ids.map((id) => back.get(id)!))}) AS given(id, quantity)
          WHERE ${table}.id = given.id RETURNING ${table}.id, ${table}.stock`,
    )
    for (const row of rows) {
      movements.push({
        kind: 'cancelled',
        orderId,
        ...movement,
        item: { kind: item, id: row.id },
        delta: back.get(row.id)!,
        stockAfter: row.stock,
      })
    }
  }
  if (movement) await recordStockMovements(tx, movements)
  return movements
}

/**
 * A delivered order's tracked lines, each as a `delivered` movement of zero: its units left the
 * count when the order reserved them (docs/decisions/0077), so the history shows the delivery
 * without moving the count twice.
 */
export async function recordDelivered(tx: Executor, orderId: number, actorId: number | null) {
  const lines = await tx
    .select({
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      stockVariant: productVariants.stock,
      stockProduct: products.stock,
    })
    .from(orderLines)
    .leftJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.stockReserved, true)))
  const movements: StockMovement[] = []
  for (const line of lines) {
    const item =
      line.variantId !== null ? { kind: 'variant' as const, id: line.variantId } : { kind: 'product' as const, id: line.productId! }
    const stockAfter = item.kind === 'variant' ? line.stockVariant : line.stockProduct
    if (stockAfter === null || (item.kind === 'product' && line.productId === null)) continue
    if (movements.some((movement) => movement.item.kind === item.kind && movement.item.id === item.id)) continue
    movements.push({ kind: 'delivered', orderId, actorId, item, delta: 0, stockAfter })
  }
  await recordStockMovements(tx, movements)
}
