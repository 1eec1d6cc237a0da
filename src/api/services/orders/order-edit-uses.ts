/**
 * What an edited order gives back and takes again (docs/decisions/0076): its voucher use, its
 * points and its stock. Locks are taken in the order a cancellation takes them (voucher, customer,
 * then stock rows), so an edit and another order's cancellation never wait for each other.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { orders, pointsLedger, users, voucherRedemptions, vouchers } from '~/api/db/schema'
import type { Line } from '~/api/services/catalogue/cart-lines'
import { returnStock, takeStock } from '~/api/services/stock/stock'
import { recordStockMovements, type StockMovement } from '~/api/services/stock/stock-movements'
import type { Voucher } from '~/api/services/vouchers/vouchers'

type OrderRow = typeof orders.$inferSelect

/** Releases the order's voucher use (so it is not counted against itself) and answers its code, if any. */
export async function giveBackOrderUses(tx: Executor, order: OrderRow): Promise<string | null> {
  if (!order.voucherId) return null
  const released = await tx.delete(voucherRedemptions).where(eq(voucherRedemptions.orderId, order.id)).returning()
  const [voucher] = await tx
    .update(vouchers)
    .set({ usedCount: sql`greatest(${vouchers.usedCount} - ${released.length}, 0)` })
    .where(eq(vouchers.id, order.voucherId))
    .returning({ code: vouchers.code })
  return voucher?.code ?? null
}

type TakeInput = { order: OrderRow; lines: Line[]; voucher: Voucher | null; pointsUsed: number; actorId: number; now: Date }

/** Takes the voucher again when it still applies, adjusts the points spent, and moves the stock by the difference. */
export async function takeOrderUses(tx: Executor, { order, lines, voucher, pointsUsed, actorId, now }: TakeInput): Promise<Set<string>> {
  if (voucher) {
    await tx
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usedCount} + 1` })
      .where(eq(vouchers.id, voucher.id))
    await tx.insert(voucherRedemptions).values({ voucherId: voucher.id, userId: order.userId, orderId: order.id, createdAt: now })
  }
  // Pricing never asks more points than the order used: fewer come back to the customer.
  const returned = order.pointsUsed - pointsUsed
  if (returned > 0) {
    const spend = and(eq(pointsLedger.orderId, order.id), eq(pointsLedger.reason, 'order_spend'))
    // The order's one spending row says what it spends now (the ledger still sums to the balance).
    if (pointsUsed === 0) await tx.delete(pointsLedger).where(spend)
    else await tx.update(pointsLedger).set({ delta: -pointsUsed }).where(spend)
    await tx
      .update(users)
      .set({ pointsBalance: sql`${users.pointsBalance} + ${returned}` })
      .where(eq(users.id, order.userId))
  }
  // Last, as orders and cancellations lock stock rows last. One movement per item, by the net difference.
  const given = await returnStock(tx, order.id, null)
  const taken = await takeStock(tx, lines, null)
  await recordStockMovements(tx, netMovements(given, taken.movements, { orderId: order.id, actorId }))
  return taken.reserved
}

const itemKey = (movement: StockMovement) => `${movement.item.kind}:${movement.item.id}`

/** What was given back and taken again, per item: one `edited` movement of the difference, with the count after both. */
function netMovements(given: StockMovement[], taken: StockMovement[], by: { orderId: number; actorId: number }): StockMovement[] {
  const net = new Map<string, StockMovement>()
  for (const movement of [...given, ...taken]) {
    const key = itemKey(movement)
    const seen = net.get(key)
    net.set(key, {
      kind: 'edited',
      ...by,
      item: movement.item,
      delta: (seen?.delta ?? 0) + movement.delta,
      // Taken after given: the later count is the one left.
      stockAfter: movement.stockAfter,
    })
  }
  return [...net.values()].filter((movement) => movement.delta !== 0)
}
