/**
 * Counts set in bulk (an import of the stock file, docs/decisions/0081): every change of an
 * item's count and low-stock threshold goes through here, inside the caller's transaction, so that
 * the stock movements (issue 35 §7) are recorded in one place with who set them and why.
 */
import { eq } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { products, productVariants } from '~/api/db/schema'
import type { StockKind } from '~/api/contract/admin-stock'
import { recordStockMovements, type StockMovement } from './stock-movements'

export type StockLevel = {
  kind: StockKind
  id: number
  /** null: not tracked. */
  stock: number | null
  lowThreshold: number
  /** What the row held when the caller read it (locked), for the movement's before. */
  before: { stock: number | null; lowThreshold: number }
}

export type StockReason = 'import'

/** The import's counts become `counted` movements (docs/decisions/0077), written in one statement. */
export async function setStockLevels(tx: Executor, changes: StockLevel[], actor: { id: number; now: Date }, reason: StockReason) {
  const movements: StockMovement[] = []
  for (const change of changes) {
    const values = { stock: change.stock, lowStockThreshold: change.lowThreshold }
    if (change.kind === 'variant') await tx.update(productVariants).set(values).where(eq(productVariants.id, change.id))
    else await tx.update(products).set(values).where(eq(products.id, change.id))
    // "Not tracked" has no count to move, as for a count set by hand (admin-stock.ts).
    if (change.stock !== null && change.stock !== change.before.stock) {
      movements.push({
        kind: 'counted',
        item: { kind: change.kind, id: change.id },
        delta: change.stock - (change.before.stock ?? 0),
        stockAfter: change.stock,
        actorId: actor.id,
        reason,
      })
    }
  }
  await recordStockMovements(tx, movements)
}
