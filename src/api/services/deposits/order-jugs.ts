/**
 * An order's rows in the jug account (docs/decisions/0083): placing it lends its jugs, takes back
 * the empties announced and records the deposit charged; cancelling it undoes what its rows still
 * hold. What happens at the door (the empties counted, the deposit adjusted) is written by the
 * delivery, with `recordJugMovement` too.
 */
import type { Executor } from '~/api/db/executor'
import { lockJugAccount, orderJugTotals, readJugBalance, recordJugMovement, recordJugMovements } from './jug-ledger'

type OrderJugs = {
  userId: number
  orderId: number
  /** Returnable units in the order, empties announced, deposit charged (centimes). */
  jugsTaken: number
  empties: number
  depositCentimes: number
  actorId?: number | null
  now: Date
}

/** Placing an order: jugs lent, empties returned as announced, deposit paid; each a row when not zero, written at once. */
export async function recordOrderJugs(tx: Executor, order: OrderJugs): Promise<void> {
  const common = { orderId: order.orderId, actorId: order.actorId ?? null, now: order.now }
  await recordJugMovements(tx, order.userId, [
    { ...common, kind: 'lent', jugs: order.jugsTaken },
    { ...common, kind: 'returned', jugs: -order.empties },
    { ...common, kind: 'deposit_paid', depositCentimes: order.depositCentimes },
  ])
}

/**
 * Cancelling an order: one `cancelled` row taking back what its rows added (and giving back what
 * they took). Never below zero: when later rows already used what this order brought (another
 * order announced its jugs as empties), only what is left is taken back, so a cancellation is
 * never refused for it.
 */
export async function undoOrderJugs(
  tx: Executor,
  order: { id: number; userId: number },
  { actorId, reason, now }: { actorId?: number | null; reason?: string | null; now: Date },
): Promise<void> {
  const brought = await orderJugTotals(tx, order.id)
  if (brought.jugs === 0 && brought.depositCentimes === 0) return
  await lockJugAccount(tx, order.userId)
  const held = await readJugBalance(tx, order.userId)
  await recordJugMovement(tx, {
    userId: order.userId,
    orderId: order.id,
    kind: 'cancelled',
    jugs: -Math.min(brought.jugs, held.jugs),
    depositCentimes: -Math.min(brought.depositCentimes, held.depositCentimes),
    actorId,
    reason,
    now,
  })
}
