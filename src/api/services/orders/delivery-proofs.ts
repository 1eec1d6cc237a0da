/**
 * The driver's times and proof at the door (docs/decisions/0087). A time is the driver's, taken
 * when they pressed and sent with the queued action, so a phone that found the network an hour
 * later still says when it happened; the server keeps it between the round's dispatch and its own
 * clock, so a phone whose clock is wrong writes neither the future nor a time before the order left.
 * "Arrived" is kept once, audited (the first one sent wins: a replay changes nothing); the delivery's proof
 * is written by the deliver step of the order's life, in its transaction (order-lifecycle.ts).
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { DeliveredTo, DeliveryProof, ProofKind } from '~/api/contract/delivery-proof'
import type { Database, Executor } from '~/api/db/executor'
import { deliveryProofs, orderEvents, orders } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import type { StaffMember } from '~/api/auth/staff-roles'
import { orderStatusLabel } from '~/api/contract/order-status'
import { m } from '~/paraglide/messages.js'
import { recordAudit } from '~/api/services/shared/audit'

/**
 * A delivery's proof as the deliver action brings it. The image is stored by `storeImage`, which
 * the status change calls only once the order, its driver, its state and the replay key have been
 * checked under the order's lock (issue 43): a refused or replayed deliver writes no file.
 */
export type ProofChange = { recipientName?: string; kind?: ProofKind; storeImage?: () => Promise<string> }

/** When the order left with its driver (its last dispatch), the earliest a driver's time may say. */
async function dispatchedAt(tx: Executor, orderId: number): Promise<Date | null> {
  const [event] = await tx
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'out_for_delivery')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1)
  return event?.at ?? null
}

/** The driver's time, kept between the dispatch and now; none sent: now. */
export async function boundedActedAt(tx: Executor, orderId: number, acted: Date | undefined, now: Date): Promise<Date> {
  if (!acted || acted.getTime() >= now.getTime()) return now
  const earliest = await dispatchedAt(tx, orderId)
  return earliest && acted.getTime() < earliest.getTime() ? earliest : acted
}

/** The deliver step's proof, in its transaction: the recipient's name and the image, beside an arrival already kept. */
/** Keeps the proof; answers the image's media key when one was stored, so a rollback can remove it. */
export async function saveDeliveryProof(tx: Executor, orderId: number, proof: ProofChange | undefined): Promise<string | undefined> {
  if (!proof?.recipientName && !proof?.storeImage) return undefined
  const mediaKey = proof.storeImage ? await proof.storeImage() : undefined
  const values = { recipientName: proof.recipientName ?? null, kind: proof.kind ?? null, mediaKey: mediaKey ?? null }
  await tx
    .insert(deliveryProofs)
    .values({ orderId, ...values })
    .onConflictDoUpdate({ target: deliveryProofs.orderId, set: values })
  return mediaKey
}

/** A proof image stored by a change that then rolled back: removed, unless another proof holds the same bytes. */
export async function forgetUnsavedProofImage(db: Executor, store: { delete(key: string): Promise<void> }, mediaKey: string) {
  const [kept] = await db
    .select({ orderId: deliveryProofs.orderId })
    .from(deliveryProofs)
    .where(eq(deliveryProofs.mediaKey, mediaKey))
    .limit(1)
  if (!kept) await store.delete(mediaKey)
}

/**
 * "Arrived" from the driver's phone: their own order only (another's does not exist for them),
 * out for delivery or just delivered (the arrival may reach the shop after the delivery did).
 */
export async function recordArrival(
  db: Database,
  { reference, actor, acted, now }: { reference: string; actor: StaffMember; acted: Date | undefined; now: Date },
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update')
    if (!order || (actor.role === 'driver' && order.driverId !== actor.id)) {
      throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
    }
    if (!['out_for_delivery', 'delivered'].includes(order.status)) {
      throw new ApiError(409, (locale) => m.api_order_status_conflict({ status: orderStatusLabel(order.status, locale) }, { locale }))
    }
    // Under the order's lock: a replay racing the first send waits for it, then finds its time.
    const [earlier] = await tx
      .select({ arrivedAt: deliveryProofs.arrivedAt })
      .from(deliveryProofs)
      .where(eq(deliveryProofs.orderId, order.id))
    if (earlier?.arrivedAt) return { reference, arrived_at: earlier.arrivedAt.toISOString() }
    const arrivedAt = await boundedActedAt(tx, order.id, acted, now)
    await tx
      .insert(deliveryProofs)
      .values({ orderId: order.id, arrivedAt })
      .onConflictDoUpdate({ target: deliveryProofs.orderId, set: { arrivedAt } })
    const after = { arrived_at: arrivedAt.toISOString() }
    await recordAudit(tx, { actorId: actor.id, action: 'order.arrived', entity: 'order', entityId: reference, after }, now)
    return { reference, ...after }
  })
}

/** What staff see of an order's delivery; null when there is nothing to show yet. */
export async function deliveryProofOf(db: Executor, order: { id: number; deliveredAt: Date | null }): Promise<DeliveryProof | null> {
  const [proof] = await db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, order.id))
  if (!proof && !order.deliveredAt) return null
  return {
    arrived_at: proof?.arrivedAt?.toISOString() ?? null,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    recipient_name: proof?.recipientName ?? null,
    kind: proof?.kind ?? null,
  }
}

/** The customer's "delivered at 10:42 to Ahmed": the time, and the name when the driver took one. */
export async function deliveredTo(
  db: Executor,
  order: { id: number; status: string; deliveredAt: Date | null },
): Promise<DeliveredTo | null> {
  if (order.status !== 'delivered' || !order.deliveredAt) return null
  const [proof] = await db.select({ name: deliveryProofs.recipientName }).from(deliveryProofs).where(eq(deliveryProofs.orderId, order.id))
  return { at: order.deliveredAt.toISOString(), name: proof?.name ?? null }
}

/** The media key of an order's proof image, for staff. */
export async function proofImageKey(db: Executor, reference: string): Promise<string | null> {
  const [row] = await db
    .select({ key: deliveryProofs.mediaKey })
    .from(deliveryProofs)
    .innerJoin(orders, eq(orders.id, deliveryProofs.orderId))
    .where(and(eq(orders.reference, reference), inArray(deliveryProofs.kind, ['signature', 'photo'])))
  return row?.key ?? null
}
