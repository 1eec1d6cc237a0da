/**
 * The empties the driver counts at the door (issue 36 §1, docs/decisions/0084), written in the
 * delivery's transaction. A difference from the empties the customer announced moves the jug
 * account and the deposit charged, in one `adjusted` row of the ledger:
 * - fewer empties than announced: each jug kept is one more jug held and one more deposit;
 * - more: each extra empty is one jug less (never more than the customer holds) and takes its
 *   deposit off this order's (never below zero, nor below the deposit the account holds); an
 *   extra empty beyond that leaves its deposit held, for the next jugs or a refund.
 * The deposit per jug is the order's dearest, as the checkout charged it.
 */
import { eq, max } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { orderLines, type orders } from '~/api/db/schema'
import { doorDepositChange } from '~/lib/door-deposit'
import { lockJugAccount, readJugBalance, recordJugMovement } from './jug-ledger'

type Order = Pick<typeof orders.$inferSelect, 'id' | 'userId' | 'emptiesAnnounced' | 'depositCentimes'>

export type DoorCount = { emptiesCollected: number; doorDepositCentimes: number }

/** The order's deposit per jug: its dearest returnable line's (0 when it lends none). */
export async function unitDepositOf(tx: Executor, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ unit: max(orderLines.unitDepositCentimes) })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
  return row?.unit ?? 0
}

/**
 * Records the door's count (`undefined`: the driver did not count, the announced empties stand)
 * and answers the order's new columns. Locks the customer's jug account first.
 */
export async function recordDoorEmpties(
  tx: Executor,
  order: Order,
  counted: number | undefined,
  { actorId, now }: { actorId: number; now: Date },
): Promise<DoorCount> {
  if (counted === undefined || counted === order.emptiesAnnounced) {
    return { emptiesCollected: counted ?? order.emptiesAnnounced, doorDepositCentimes: 0 }
  }
  const unit = await unitDepositOf(tx, order.id)
  await lockJugAccount(tx, order.userId)
  const held = await readJugBalance(tx, order.userId)
  const difference = counted - order.emptiesAnnounced
  let jugs: number
  let deposit: number
  if (difference < 0) {
    jugs = -difference
    deposit = doorDepositChange(order, unit, counted)
  } else {
    jugs = -Math.min(difference, held.jugs)
    deposit = -Math.min(-doorDepositChange(order, unit, counted), held.depositCentimes)
  }
  await recordJugMovement(tx, {
    userId: order.userId,
    orderId: order.id,
    kind: 'adjusted',
    jugs,
    depositCentimes: deposit,
    actorId,
    now,
  })
  return { emptiesCollected: counted, doorDepositCentimes: deposit }
}
