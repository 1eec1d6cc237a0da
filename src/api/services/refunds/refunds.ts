/**
 * Refunds after delivery (issue 35 §2, docs/decisions/0082). One refund is one credit note, made
 * in one transaction with everything it moves: its gap-free number, the lines and quantities it
 * gives back, the order's refunded amount, the points (spent ones returned, earned ones taken
 * back, pro rata), the order's timeline, the audit log and the customer's e-mail (outbox).
 *
 * The order's row is locked first: two refunds of one order run one after the other, so the
 * second sees what the first gave back and can never take the order past what was paid (the
 * database checks it too: `orders_refunded_within_total`, `order_lines_refunded_within_quantity`).
 * A retried press carries the same idempotency key and finds the first credit note.
 */
import { requirePointsPower } from '~/api/services/shared/points-powers'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { RefundBody } from '~/api/contract/admin-refunds'
import type { StaffMember } from '~/api/auth/staff-roles'
import type { Database, Transaction } from '~/api/db/executor'
import {
  checkoutSettings,
  creditNoteLines,
  creditNotes,
  orderEvents,
  orderLines,
  orders,
  paymentModes,
  pointsLedger,
  users,
  vouchers,
} from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { queueEmail } from '~/api/mail/outbox'
import { formatMoney } from '~/lib/money'
import { shopClock } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { recordAudit } from '~/api/services/shared/audit'
import { documentReference, nextDocumentNumber } from '~/api/services/shared/document-numbers'
import { creditNoteDocument } from './credit-note-document'
import { refundEmail } from './refund-email'
import { orderPaid, refundShares } from './refund-amounts'

export type RefundResult = { credit_note: string; total: number; replayed: boolean }

type Order = typeof orders.$inferSelect

const refused = (status: 400 | 409, message: (locale: Locale) => string, field?: string) =>
  new ApiError(status, message, field ? (locale) => ({ [field]: [message(locale)] }) : {})

/** What the customer paid: nothing was collected for an order paid online, so its total. */
export async function amountPaid(tx: Database | Transaction, order: Order): Promise<number> {
  const [mode] = await tx.select({ online: paymentModes.isOnline }).from(paymentModes).where(eq(paymentModes.id, order.paymentModeId))
  return mode?.online ? order.totalCentimes : Math.min(order.collectedCentimes ?? order.totalCentimes, order.totalCentimes)
}

/** The order's amounts and what each part of it paid (the voucher's discount is on the fee when it was a free delivery). */
export async function paidParts(tx: Database | Transaction, order: Order) {
  const [voucher] = order.voucherId ? await tx.select({ kind: vouchers.kind }).from(vouchers).where(eq(vouchers.id, order.voucherId)) : []
  return orderPaid({
    subtotal: order.subtotalCentimes,
    deliveryFee: order.deliveryFeeCentimes,
    discount: order.discountCentimes,
    pointsDiscount: order.pointsDiscountCentimes,
    pointsUsed: order.pointsUsed,
    pointsGained: order.pointsGained,
    freeDelivery: voucher?.kind === 'free_delivery',
  })
}

export async function issueRefund(
  db: Database,
  { reference, body, actor, now = new Date() }: { reference: string; body: RefundBody; actor: StaffMember; now?: Date },
): Promise<RefundResult> {
  if (body.method === 'cash' && !(body.driver_id && body.paid_on)) {
    throw refused(400, (locale) => m.refund_cash_needs_driver({}, { locale }), 'driver_id')
  }
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update')
    if (!order) throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
    const [earlier] = await tx
      .select({ reference: creditNotes.reference, total: creditNotes.totalCentimes })
      .from(creditNotes)
      .where(and(eq(creditNotes.orderId, order.id), eq(creditNotes.idempotencyKey, body.idempotency_key)))
    if (earlier) return { credit_note: earlier.reference, total: earlier.total, replayed: true }
    if (order.status !== 'delivered') throw refused(409, (locale) => m.refund_not_delivered({}, { locale }))

    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id)
    const asked = new Map<number, number>()
    for (const { line_id, quantity } of body.lines) asked.set(line_id, (asked.get(line_id) ?? 0) + quantity)
    const refundedLines = lines.filter((line) => asked.has(line.id))
    if (refundedLines.length !== asked.size) throw refused(400, (locale) => m.refund_line_unknown({}, { locale }), 'lines')
    for (const line of refundedLines) {
      if (asked.get(line.id)! > line.quantity - line.refundedQuantity) {
        throw refused(400, (locale) => m.refund_line_too_many({ name: locale === 'ar' ? line.nameAr : line.nameFr }, { locale }), 'lines')
      }
    }

    const parts = await paidParts(tx, order)
    const before = lines.reduce((sum, line) => sum + line.refundedQuantity * line.unitPriceCentimes, 0)
    const now_ = refundedLines.reduce((sum, line) => sum + asked.get(line.id)! * line.unitPriceCentimes, 0)
    const shares = refundShares(parts, before, now_)
    const [feeBefore] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${creditNotes.deliveryFeeCentimes}), 0)::int` })
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.id))
    if (body.delivery_fee && (feeBefore?.refunded ?? 0) > 0) {
      throw refused(409, (locale) => m.refund_fee_already({}, { locale }), 'delivery_fee')
    }
    const fee = body.delivery_fee ? parts.paidFee : 0
    const total = shares.goods + fee + body.amount
    if (total <= 0) throw refused(400, (locale) => m.refund_nothing({}, { locale }), 'lines')
    const remaining = (await amountPaid(tx, order)) - order.refundedCentimes
    if (total > remaining) {
      throw refused(
        400,
        (locale) => m.refund_more_than_paid({ remaining: formatMoney(Math.max(0, remaining), locale) }, { locale }),
        'amount',
      )
    }
    if (body.method === 'cash') await requireDriver(tx, body.driver_id!)

    const [customer] = await tx.select().from(users).where(eq(users.id, order.userId)).for('update')
    const [settings] = await tx.select({ pointValue: checkoutSettings.pointValueCentimes }).from(checkoutSettings).limit(1)
    const pointsPaid = body.method === 'points' ? Math.ceil(total / (settings?.pointValue ?? 10)) : 0
    // Paid in points: the same rule as an adjustment of the customer's points (beyond the threshold, an admin).
    if (pointsPaid > 0) await requirePointsPower(tx, actor, pointsPaid, 'method')
    // Points earned are taken back only down to zero: a customer who spent them keeps what is left.
    const pointsTakenBack = Math.min(shares.pointsTakenBack, (customer?.pointsBalance ?? 0) + shares.pointsReturned + pointsPaid)

    const year = Number(shopClock(now).day.slice(0, 4))
    const number = await nextDocumentNumber(tx, 'credit_note', year)
    const creditReference = documentReference(year, number)
    const document = await creditNoteDocument(tx, {
      order,
      reference: creditReference,
      now,
      refunded: refundedLines.map((line) => ({ line, quantity: asked.get(line.id)! })),
      amounts: { goods: shares.goods, fee, extra: body.amount },
      method: body.method,
    })
    // The document's total is the refund, to the centime (its lines say how it splits by rate).
    if (document.vat.ttc !== total) throw new Error(`credit note ${creditReference}: ${document.vat.ttc} ≠ ${total}`)
    const [note] = await tx
      .insert(creditNotes)
      .values({
        year,
        number,
        reference: creditReference,
        orderId: order.id,
        userId: order.userId,
        locale: order.locale === 'ar' ? 'ar' : 'fr',
        invoiceReference: document.corrects,
        reason: body.reason,
        method: body.method,
        driverId: body.method === 'cash' ? body.driver_id! : null,
        paidOn: body.method === 'cash' ? body.paid_on! : null,
        goodsCentimes: shares.goods,
        deliveryFeeCentimes: fee,
        extraCentimes: body.amount,
        totalCentimes: total,
        pointsReturned: shares.pointsReturned,
        pointsTakenBack,
        pointsPaid,
        document,
        idempotencyKey: body.idempotency_key,
        createdBy: actor.id,
        createdAt: now,
      })
      .returning({ id: creditNotes.id })
    const creditNoteId = note!.id
    if (refundedLines.length) {
      await tx.insert(creditNoteLines).values(
        refundedLines.map((line) => ({
          creditNoteId,
          orderLineId: line.id,
          quantity: asked.get(line.id)!,
          totalCentimes: asked.get(line.id)! * line.unitPriceCentimes,
        })),
      )
      for (const line of refundedLines) {
        await tx
          .update(orderLines)
          .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${asked.get(line.id)!}` })
          .where(eq(orderLines.id, line.id))
      }
    }
    await tx
      .update(orders)
      .set({ refundedCentimes: sql`${orders.refundedCentimes} + ${total}`, updatedAt: now })
      .where(eq(orders.id, order.id))
    await movePoints(tx, order, creditNoteId, now, [
      ['refund_returned', shares.pointsReturned],
      ['refund_paid', pointsPaid],
      ['refund_taken_back', -pointsTakenBack],
    ])
    await tx.insert(orderEvents).values({ orderId: order.id, kind: 'refund', reason: body.reason, actorId: actor.id, createdAt: now })
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'order.refund',
        entity: 'order',
        entityId: reference,
        before: { refunded: order.refundedCentimes },
        after: {
          refunded: order.refundedCentimes + total,
          credit_note: creditReference,
          total,
          lines: Object.fromEntries(asked),
          delivery_fee: fee,
          amount: body.amount,
          method: body.method,
          reason: body.reason,
          points_returned: shares.pointsReturned,
          points_taken_back: pointsTakenBack,
          points_paid: pointsPaid,
        },
      },
      now,
    )
    await queueEmail(
      tx,
      refundEmail({
        locale: order.locale === 'ar' ? 'ar' : 'fr',
        to: customer!.email,
        firstName: customer!.firstName,
        order: order.reference,
        creditNote: creditReference,
        total,
        method: body.method,
        points: { returned: shares.pointsReturned + pointsPaid, takenBack: pointsTakenBack },
      }),
      now,
    )
    return { credit_note: creditReference, total, replayed: false }
  })
}

async function requireDriver(tx: Transaction, id: number) {
  const [driver] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, ['driver', 'staff', 'admin'])))
  if (!driver) throw refused(400, (locale) => m.refund_cash_needs_driver({}, { locale }), 'driver_id')
}

/** The refund's points rows, each named by its credit note (a second refund of one order has its own rows). */
async function movePoints(tx: Transaction, order: Order, creditNoteId: number, now: Date, moves: [string, number][]) {
  let balance = 0
  for (const [reason, delta] of moves) {
    if (delta === 0) continue
    await tx.insert(pointsLedger).values({ userId: order.userId, delta, reason, orderId: order.id, creditNoteId, createdAt: now })
    balance += delta
  }
  if (balance !== 0) {
    await tx
      .update(users)
      .set({ pointsBalance: sql`${users.pointsBalance} + ${balance}` })
      .where(eq(users.id, order.userId))
  }
}
