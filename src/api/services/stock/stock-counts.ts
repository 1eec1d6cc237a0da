/**
 * The stock page's history and the monthly inventory (docs/decisions/0077): one pack size's
 * movements, newest first; and a count of many items at once, in one transaction, each
 * difference written as a `counted` movement with the count's reason and one audit line.
 */
import { and, desc, eq, inArray, notExists } from 'drizzle-orm'
import type { StockCountBody, StockMovementRow } from '~/api/contract/admin-stock-movements'
import type { StockKind } from '~/api/contract/admin-stock'
import type { Database, Executor } from '~/api/db/executor'
import { retryOnDeadlock } from '~/api/db/deadlock-retry'
import { fullNameSql } from '~/api/db/full-name'
import { orders, products, productVariants, stockMovements, users } from '~/api/db/schema'
import { notFound } from '~/api/http/errors'
import { recordAudit } from '~/api/services/shared/audit'
import { activeVariantsOf } from './admin-stock'
import { recordStockMovements, type StockMovement } from './stock-movements'

/** The last movements of one item (the history shows the latest 200; older ones stay in the table). */
export async function listStockMovements(db: Executor, { kind, id }: { kind: StockKind; id: number }): Promise<StockMovementRow[]> {
  const rows = await db
    .select({
      id: stockMovements.id,
      kind: stockMovements.kind,
      delta: stockMovements.delta,
      stockAfter: stockMovements.stockAfter,
      orderReference: orders.reference,
      actorName: fullNameSql(users),
      actorEmail: users.email,
      reason: stockMovements.reason,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .where(kind === 'variant' ? eq(stockMovements.variantId, id) : eq(stockMovements.productId, id))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(200)
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    delta: row.delta,
    stock_after: row.stockAfter,
    order_reference: row.orderReference,
    actor_name: row.actorName?.trim() || row.actorEmail || null,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  }))
}

/**
 * Sets each counted item to what was counted. The rows are locked by id (pack sizes, then
 * products, as orders lock them), so an order taking units meanwhile waits and then takes from
 * the counted number. An item not tracked before starts being tracked at its count. A product is
 * counted only when it has no pack size on sale, as the stock page lists it (and `changeStock`).
 *
 * A product save, a price grid or an import locks a product, then its pack sizes: the other order.
 * A count naming a pack size of the product one of them holds can close a cycle with it; PostgreSQL
 * ends one transaction, and a count it ended runs once more (the fuzzer met the 500, check 13).
 */
export async function countStock(db: Database, body: StockCountBody, context: { actorId: number; now: Date }) {
  return retryOnDeadlock(() => countOnce(db, body, context))
}

function countOnce(db: Database, body: StockCountBody, { actorId, now }: { actorId: number; now: Date }) {
  return db.transaction(async (tx) => {
    const movements: StockMovement[] = []
    for (const kind of ['variant', 'product'] as const) {
      const counted = new Map(body.counts.filter((count) => count.kind === kind).map((count) => [count.id, count.counted]))
      if (counted.size === 0) continue
      const ids = [...counted.keys()].sort((a, b) => a - b)
      const rows =
        kind === 'variant'
          ? await tx
              .select({ id: productVariants.id, stock: productVariants.stock })
              .from(productVariants)
              .where(and(inArray(productVariants.id, ids), eq(productVariants.isActive, true)))
              .orderBy(productVariants.id)
              .for('update')
          : await tx
              .select({ id: products.id, stock: products.stock })
              .from(products)
              .where(and(inArray(products.id, ids), eq(products.isActive, true), notExists(activeVariantsOf(tx))))
              .orderBy(products.id)
              .for('update')
      if (rows.length !== ids.length) throw notFound()
      for (const row of rows) {
        const stock = counted.get(row.id)!
        if (row.stock === stock) continue
        const table = kind === 'variant' ? productVariants : products
        await tx.update(table).set({ stock }).where(eq(table.id, row.id))
        movements.push({
          kind: 'counted',
          item: { kind, id: row.id },
          delta: stock - (row.stock ?? 0),
          stockAfter: stock,
          actorId,
          reason: body.reason,
        })
      }
    }
    await recordStockMovements(tx, movements)
    await recordAudit(
      tx,
      {
        actorId,
        action: 'stock.count',
        entity: 'stock',
        entityId: 'inventory',
        before: {},
        after: {
          reason: body.reason,
          counted: body.counts.length,
          changed: movements.map((movement) => ({ ...movement.item, delta: movement.delta })),
        },
      },
      now,
    )
    return { changed: movements.length, counted: body.counts.length }
  })
}
