/**
 * Stock movements (docs/decisions/0077): every change of a tracked count is one row saying what
 * moved it (an order's reservation, delivery, cancellation or edit, a supplier's delivery, a
 * count, a write-off), who and why, and the count after it. Code that changes a count calls
 * `recordStockMovements` in the same transaction, with the count its own UPDATE returned, so the
 * history and the count never disagree.
 */
import type { StockMovementKind } from '~/api/contract/admin-stock-movements'
import type { Executor } from '~/api/db/executor'
import { stockMovements } from '~/api/db/schema'

/** A pack size, or a product sold without pack sizes. */
export type StockItemRef = { kind: 'variant' | 'product'; id: number }

/** Why a count moves and on whose behalf: attached to each movement of one change. */
export type MovementContext = {
  kind: StockMovementKind
  orderId?: number | null
  actorId?: number | null
  reason?: string | null
}

export type StockMovement = MovementContext & { item: StockItemRef; delta: number; stockAfter: number }

/** Writes the movements of one change in one statement (nothing when there are none). */
export async function recordStockMovements(tx: Executor, movements: StockMovement[]): Promise<void> {
  if (movements.length === 0) return
  await tx.insert(stockMovements).values(
    movements.map((movement) => ({
      variantId: movement.item.kind === 'variant' ? movement.item.id : null,
      productId: movement.item.kind === 'product' ? movement.item.id : null,
      kind: movement.kind,
      delta: movement.delta,
      stockAfter: movement.stockAfter,
      orderId: movement.orderId ?? null,
      actorId: movement.actorId ?? null,
      reason: (movement.reason ?? '').trim().slice(0, 500),
    })),
  )
}

/** One movement: what other parts call (a stock import, a supplier's delivery). */
export const recordStockMovement = (tx: Executor, movement: StockMovement) => recordStockMovements(tx, [movement])
