/**
 * Stock movements (docs/decisions/0077): every change of a tracked count is one row saying what
 * moved it (an order's reservation, delivery, cancellation or edit, a supplier's delivery, a
 * count, a write-off), who and why, and the count after it. Code that changes a count calls
 * `recordStockMovements` in the same transaction, with the count its own UPDATE returned, so the
 * history and the count never disagree.
 */
import { sql } from 'drizzle-orm'
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

/**
 * Writes the movements of one change in one statement. Nothing when there are none, unless
 * `always`: an order's statements must not depend on whether its lines are tracked (the query
 * budget, check 16), so its reservation runs the statement even empty.
 */
export async function recordStockMovements(tx: Executor, movements: StockMovement[], { always = false } = {}): Promise<void> {
  if (movements.length === 0 && !always) return
  const column = <T>(pick: (movement: StockMovement) => T) => sql.param(movements.map(pick))
  await tx.execute(
    sql`INSERT INTO ${stockMovements} (variant_id, product_id, kind, delta, stock_after, order_id, actor_id, reason)
        SELECT * FROM unnest(
          ${column((movement) => (movement.item.kind === 'variant' ? movement.item.id : null))}::int[],
          ${column((movement) => (movement.item.kind === 'product' ? movement.item.id : null))}::int[],
          ${column((movement) => movement.kind)}::stock_movement_kind[],
          ${column((movement) => movement.delta)}::int[],
          ${column((movement) => movement.stockAfter)}::int[],
          ${column((movement) => movement.orderId ?? null)}::int[],
          ${column((movement) => movement.actorId ?? null)}::int[],
          ${column((movement) => (movement.reason ?? '').trim().slice(0, 500))}::text[]
        )`,
  )
}

/** One movement: what other parts call (a stock import, a supplier's delivery). */
export const recordStockMovement = (tx: Executor, movement: StockMovement) => recordStockMovements(tx, [movement])
