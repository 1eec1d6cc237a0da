/**
 * The order state machine, the one place an order's status changes (docs/decisions/0029):
 *
 *   placed → confirmed → out_for_delivery → delivered
 *   placed | confirmed | out_for_delivery → cancelled (with a reason)
 *   out_for_delivery → confirmed again, by a failed attempt (a reason and a new delivery date)
 *
 * Each change runs in one transaction with its effects: delivered credits the points the order
 * earned (which also opens its satisfaction request: the popup asks about delivered orders);
 * cancelled releases the voucher use, returns the points spent and the stock taken, and stops the order's reorder
 * reminders; every change writes the order's timeline, the audit log and an e-mail to the customer
 * in the order's language (outbox). The order's row is locked first, so two staff pressing at the
 * same moment are served one after the other: the second finds the new status and is refused
 * (409), its effects never run twice. A driver's queued action carries a key; its replay finds
 * the first one's event and answers as it did (docs/decisions/0030).
 */
import { and, eq, sql } from 'drizzle-orm'
import { orderStatusLabel } from '~/api/contract/order-status'
import type { Database, Executor } from '~/api/db/executor'
import { orderEvents, orders, paymentModes, pointsLedger, reorderReminders, users, voucherRedemptions, vouchers } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { queueEmail } from '~/api/mail/outbox'
import { m } from '~/paraglide/messages.js'
import type { StaffMember } from '~/api/auth/staff-roles'
import { formatMoney } from '~/lib/money'
import { shopClock } from '~/lib/shop-dates'
import { recordAudit } from '~/api/services/shared/audit'
import { orderStatusEmail, type TrackingTokenSigner } from './order-status-email'
import { ORDER_ACTIONS, type OrderAction, type OrderChange, type OrderStatus } from './order-change'

import { recordDelivered, returnStock } from '~/api/services/stock/stock'
import { issueOrderInvoice } from '~/api/services/documents/invoices'
import { recordDoorEmpties } from '~/api/services/deposits/door-empties'
import { undoOrderJugs } from '~/api/services/deposits/order-jugs'
import { boundedActedAt, forgetUnsavedProofImage, saveDeliveryProof } from './delivery-proofs'
import { mediaStore } from '~/api/media/media-store'

/** Which statuses each action leaves from, and where it goes. */
export const TRANSITIONS: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  confirm: { from: ['placed'], to: 'confirmed' },
  dispatch: { from: ['confirmed'], to: 'out_for_delivery' },
  deliver: { from: ['out_for_delivery'], to: 'delivered' },
  fail: { from: ['out_for_delivery'], to: 'confirmed' },
  cancel: { from: ['placed', 'confirmed', 'out_for_delivery'], to: 'cancelled' },
}

/** The actions a driver may take, on the orders assigned to them only. */
const DRIVER_ACTIONS: readonly OrderAction[] = ['deliver', 'fail']

export const actionsFrom = (status: OrderStatus): OrderAction[] =>
  ORDER_ACTIONS.filter((action) => TRANSITIONS[action].from.includes(status))

export type ChangeResult = { reference: string; status: OrderStatus; replayed: boolean }

const conflict = (status: OrderStatus) =>
  new ApiError(409, (locale) => m.api_order_status_conflict({ status: orderStatusLabel(status, locale) }, { locale }))

function checkChange(change: OrderChange, now: Date) {
  const errors: Record<string, ((locale: 'fr' | 'ar') => string)[]> = {}
  if ((change.action === 'cancel' || change.action === 'fail') && !change.reason?.trim()) {
    errors.reason = [(locale) => m.api_order_reason_required({}, { locale })]
  }
  if (change.action === 'fail' && !(change.newDeliveryDate && change.newDeliveryDate > shopClock(now).day)) {
    errors.new_delivery_date = [(locale) => m.api_order_new_date_required({}, { locale })]
  }
  if (Object.keys(errors).length) {
    throw new ApiError(
      400,
      (locale) => m.api_invalid_input({}, { locale }),
      (locale) => Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((text) => text(locale))])),
    )
  }
}

/** Applies one action to an order, by a staff member, with its effects; see the file's comment. */
export async function changeOrderStatus(
  db: Database,
  {
    reference,
    change,
    actor,
    now = new Date(),
    trackingToken,
  }: { reference: string; change: OrderChange; actor: StaffMember; now?: Date; trackingToken?: TrackingTokenSigner },
): Promise<ChangeResult> {
  checkChange(change, now)
  // A proof's image is written only after every check (saveDeliveryProof); a change that rolls
  // back afterwards leaves no file behind.
  let storedImage: string | undefined
  return db
    .transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update')
      // A driver sees only their own deliveries: another's order does not exist for them.
      if (!order || (actor.role === 'driver' && order.driverId !== actor.id))
        throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
      if (actor.role === 'driver' && !DRIVER_ACTIONS.includes(change.action)) {
        throw new ApiError(403, (locale) => m.api_forbidden({}, { locale }))
      }
      if (change.clientKey) {
        // Looked up under the order's lock: a replay racing its first send waits for it, then finds it.
        const [earlier] = await tx.select().from(orderEvents).where(eq(orderEvents.clientKey, change.clientKey))
        if (earlier) {
          if (earlier.orderId !== order.id) throw new ApiError(409, (locale) => m.api_invalid_input({}, { locale }))
          return { reference, status: order.status, replayed: true }
        }
      }
      const { from, to } = TRANSITIONS[change.action]
      if (!from.includes(order.status)) throw conflict(order.status)

      const reason = change.reason?.trim() || null
      const updates: Partial<typeof orders.$inferInsert> = { status: to, updatedAt: now }
      if (change.action === 'deliver') {
        if (change.collectedPaymentModeId !== undefined) await requirePaymentMode(tx, change.collectedPaymentModeId)
        const door = await recordDoorEmpties(tx, order, change.emptiesCollected, { actorId: actor.id, now })
        const due = await amountDue(tx, order, door.doorDepositCentimes)
        const collected = change.collectedCentimes ?? due
        const collectedReason = change.collectedReason?.trim() || null
        if (collected !== due && !collectedReason) throw collectedReasonRequired(due)
        Object.assign(updates, {
          ...door,
          deliveredAt: await boundedActedAt(tx, order.id, change.actedAt, now),
          collectedCentimes: collected,
          collectedPaymentModeId: change.collectedPaymentModeId ?? order.paymentModeId,
          collectedReason: collected === due ? null : collectedReason,
        })
      }
      if (change.action === 'cancel') updates.cancelReason = reason
      if (change.action === 'fail') Object.assign(updates, { deliveryDate: change.newDeliveryDate, driverId: null, roundPosition: null })
      await tx.update(orders).set(updates).where(eq(orders.id, order.id))

      await tx.insert(orderEvents).values({
        orderId: order.id,
        kind: change.action === 'fail' ? 'failed_attempt' : 'status',
        fromStatus: order.status,
        toStatus: to,
        reason,
        newDeliveryDate: change.action === 'fail' ? change.newDeliveryDate : null,
        actorId: actor.id,
        clientKey: change.clientKey ?? null,
        createdAt: now,
      })
      if (change.action === 'deliver') await creditEarnedPoints(tx, order, now)
      if (change.action === 'deliver') storedImage = await saveDeliveryProof(tx, order.id, change.proof)
      if (change.action === 'deliver') {
        await recordDelivered(tx, order.id, actor.id)
        // The invoice's number is taken here, so a delivery that rolls back leaves no gap (decision 0074).
        await issueOrderInvoice(tx, { ...order, ...updates }, now)
      }
      if (change.action === 'cancel') await undoOrderUses(tx, order, now, { actorId: actor.id, reason })

      await recordAudit(
        tx,
        {
          actorId: actor.id,
          action: `order.${change.action}`,
          entity: 'order',
          entityId: reference,
          before: { status: order.status, delivery_date: order.deliveryDate, driver_id: order.driverId },
          after: {
            status: to,
            delivery_date: updates.deliveryDate ?? order.deliveryDate,
            reason,
            collected: updates.collectedCentimes ?? null,
            ...(updates.collectedReason ? { collected_reason: updates.collectedReason } : {}),
            ...(updates.doorDepositCentimes
              ? { empties_collected: updates.emptiesCollected, door_deposit: updates.doorDepositCentimes }
              : {}),
          },
        },
        now,
      )
      await queueEmail(tx, await orderStatusEmail(tx, order, change, now, trackingToken), now)
      return { reference, status: to, replayed: false }
    })
    .catch(async (error: unknown) => {
      if (storedImage) await forgetUnsavedProofImage(db, mediaStore(), storedImage)
      throw error
    })
}

/**
 * What the driver is to collect: the total and the deposit as the door's count left it, nothing
 * when it was paid online (the round's `to_collect`).
 */
async function amountDue(tx: Executor, order: typeof orders.$inferSelect, doorDeposit: number) {
  const [mode] = await tx.select({ online: paymentModes.isOnline }).from(paymentModes).where(eq(paymentModes.id, order.paymentModeId))
  return mode?.online ? 0 : order.totalCentimes + order.depositCentimes + doorDeposit
}

function collectedReasonRequired(due: number) {
  const message = (locale: 'fr' | 'ar') => m.api_order_collected_reason_required({ due: formatMoney(due, locale) }, { locale })
  return new ApiError(400, message, (locale) => ({ collected_reason: [message(locale)] }))
}

/** A payment mode the driver says they were paid by must exist: a refusal under its field, not a foreign key's 500. */
async function requirePaymentMode(tx: Executor, id: number) {
  const [mode] = await tx.select({ id: paymentModes.id }).from(paymentModes).where(eq(paymentModes.id, id))
  if (!mode) {
    throw new ApiError(
      400,
      (locale) => m.api_invalid_input({}, { locale }),
      (locale) => ({ collected_payment_mode_id: [m.api_checkout_payment_mode_unknown({}, { locale })] }),
    )
  }
}

/** Delivered: the points the order earned, once (a unique index allows one `order` row per order). */
async function creditEarnedPoints(tx: Executor, order: typeof orders.$inferSelect, now: Date) {
  if (order.pointsGained <= 0) return
  const [credited] = await tx
    .insert(pointsLedger)
    .values({ userId: order.userId, delta: order.pointsGained, reason: 'order', orderId: order.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id })
  if (credited) {
    await tx
      .update(users)
      .set({ pointsBalance: sql`${users.pointsBalance} + ${order.pointsGained}` })
      .where(eq(users.id, order.userId))
  }
}

/** Cancelled: the voucher's use, the points spent and the stock taken come back, once; its reminders stop. */
async function undoOrderUses(tx: Executor, order: typeof orders.$inferSelect, now: Date, by: { actorId: number; reason: string | null }) {
  const released = await tx.delete(voucherRedemptions).where(eq(voucherRedemptions.orderId, order.id)).returning()
  for (const redemption of released) {
    await tx
      .update(vouchers)
      .set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` })
      .where(eq(vouchers.id, redemption.voucherId))
  }
  if (order.pointsUsed > 0) {
    const [returned] = await tx
      .insert(pointsLedger)
      .values({ userId: order.userId, delta: order.pointsUsed, reason: 'order_cancelled', orderId: order.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: pointsLedger.id })
    if (returned) {
      await tx
        .update(users)
        .set({ pointsBalance: sql`${users.pointsBalance} + ${order.pointsUsed}` })
        .where(eq(users.id, order.userId))
    }
  }
  await tx
    .update(reorderReminders)
    .set({ isActive: false })
    .where(and(eq(reorderReminders.orderId, order.id), eq(reorderReminders.isActive, true)))
  await undoOrderJugs(tx, order, { actorId: by.actorId, reason: by.reason, now })
  // Last, as placing an order takes the stock rows last: the two never wait for each other.
  await returnStock(tx, order.id, { kind: 'cancelled', orderId: order.id, ...by })
}
