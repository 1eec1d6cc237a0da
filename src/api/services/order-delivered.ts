/**
 * An order reaches the customer: its status becomes `delivered` and the points it earned are
 * credited, once (docs/decisions/0014: points are earned on delivery, not on ordering). For the
 * delivery step of the back office; a unique index allows one `order` ledger row per order.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/api/db/database'
import { orders, pointsLedger, users } from '~/api/db/schema'

export async function markOrderDelivered(db: Database, orderId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order || order.status === 'cancelled') return false
    if (order.status !== 'delivered') await tx.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId))
    if (order.pointsGained > 0) {
      const [credited] = await tx
        .insert(pointsLedger)
        .values({ userId: order.userId, delta: order.pointsGained, reason: 'order', orderId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: pointsLedger.id })
      if (credited) {
        await tx
          .update(users)
          .set({ pointsBalance: sql`${users.pointsBalance} + ${order.pointsGained}` })
          .where(eq(users.id, order.userId))
      }
    }
    return true
  })
}
