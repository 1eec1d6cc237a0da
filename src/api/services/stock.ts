/**
 * Stock (docs/decisions/0032): one count per pack size (a product without pack sizes keeps its
 * own), null when not tracked. An order takes its quantities in its own transaction with one
 * conditional UPDATE per line, so concurrent orders on every app instance can never take more
 * than there is (the database's checks refuse a negative count anyway); its cancellation gives
 * back what it took, once.
 */
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { Executor } from '~/api/db/database'
import { orderLines, products, productVariants } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import type { Line } from './cart-lines'
import type { Locale } from '~/paraglide/runtime.js'

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

/**
 * Takes each tracked line's quantity, in a fixed order (pack sizes by id, then products by id)
 * so that two orders never wait for each other's rows. The row's lock is held until the order's
 * transaction ends: a concurrent order waits, then finds the count this one left. A line the
 * stock cannot cover refuses the order (409, naming the pack size), and the transaction's
 * rollback undoes the lines already taken. Answers the keys of the lines that took stock.
 */
export async function reserveStock(tx: Executor, lines: Line[]): Promise<Set<string>> {
  const reserved = new Set<string>()
  const ordered = [...lines].sort((a, b) =>
    a.variantId !== null && b.variantId !== null
      ? a.variantId - b.variantId
      : a.variantId !== null
        ? -1
        : b.variantId !== null
          ? 1
          : a.productId - b.productId,
  )
  for (const line of ordered) {
    // Not tracked when read: nothing to take (tracking switched on since counts from the admin's own count).
    if (line.stock === null) continue
    const remaining =
      line.variantId !== null
        ? await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
            .where(
              and(eq(productVariants.id, line.variantId), or(isNull(productVariants.stock), gte(productVariants.stock, line.quantity))),
            )
            .returning({ stock: productVariants.stock })
        : await tx
            .update(products)
            .set({ stock: sql`${products.stock} - ${line.quantity}` })
            .where(and(eq(products.id, line.productId), or(isNull(products.stock), gte(products.stock, line.quantity))))
            .returning({ stock: products.stock })
    const [row] = remaining
    if (!row) {
      const left = await currentStock(tx, line)
      const refused = { ...line, stock: left }
      throw new ApiError(
        409,
        (locale) => stockMessage(refused, locale),
        (locale) => ({ products: [stockMessage(refused, locale)] }),
      )
    }
    // Switched off meanwhile: nothing was taken, nothing to give back.
    if (row.stock !== null) reserved.add(lineKey(line))
  }
  return reserved
}

export const reservedKey = lineKey

async function currentStock(tx: Executor, line: Line): Promise<number | null> {
  const [row] =
    line.variantId !== null
      ? await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, line.variantId))
      : await tx.select({ stock: products.stock }).from(products).where(eq(products.id, line.productId))
  return row?.stock ?? 0
}

/**
 * A cancelled order gives back what its lines took, once: the lines are marked given back in
 * the same statement that reads them. A count no longer tracked stays untracked.
 */
export async function returnStock(tx: Executor, orderId: number) {
  const taken = await tx
    .update(orderLines)
    .set({ stockReserved: false })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.stockReserved, true)))
    .returning({ productId: orderLines.productId, variantId: orderLines.variantId, quantity: orderLines.quantity })
  const ordered = taken.sort((a, b) => (a.variantId ?? Infinity) - (b.variantId ?? Infinity) || (a.productId ?? 0) - (b.productId ?? 0))
  for (const line of ordered) {
    if (line.variantId !== null) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
        .where(and(eq(productVariants.id, line.variantId), sql`${productVariants.stock} IS NOT NULL`))
    } else if (line.productId !== null) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(and(eq(products.id, line.productId), sql`${products.stock} IS NOT NULL`))
    }
  }
}
