/** What staff and the customer read of an order's refunds: what is left to refund, the credit notes issued. */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CreditNoteSummary, OrderRefunds } from '~/api/contract/admin-refunds'
import { fullNameSql } from '~/api/db/full-name'
import type { Executor } from '~/api/db/executor'
import { creditNoteLines, creditNotes, orderLines, orders, users } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { activeDrivers } from '~/api/services/accounts/staff-accounts'
import { amountPaid, paidParts } from './refunds'

async function creditNotesOf(db: Executor, orderId: number, locale: Locale, withIssuer: boolean): Promise<CreditNoteSummary[]> {
  const drivers = alias(users, 'refund_drivers')
  const staff = alias(users, 'refund_staff')
  const notes = await db
    .select({ note: creditNotes, driver: fullNameSql(drivers), by: fullNameSql(staff) })
    .from(creditNotes)
    .leftJoin(drivers, eq(drivers.id, creditNotes.driverId))
    .leftJoin(staff, eq(staff.id, creditNotes.createdBy))
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id))
  const lines = notes.length
    ? await db
        .select({
          creditNoteId: creditNoteLines.creditNoteId,
          quantity: creditNoteLines.quantity,
          nameFr: orderLines.nameFr,
          nameAr: orderLines.nameAr,
          labelFr: orderLines.attributesLabelFr,
          labelAr: orderLines.attributesLabelAr,
        })
        .from(creditNoteLines)
        .innerJoin(orderLines, eq(orderLines.id, creditNoteLines.orderLineId))
        .where(
          inArray(
            creditNoteLines.creditNoteId,
            notes.map(({ note }) => note.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : []
  const ar = locale === 'ar'
  return notes.map(({ note, driver, by }) => ({
    reference: note.reference,
    issued_at: note.createdAt.toISOString(),
    invoice_reference: note.invoiceReference,
    goods: note.goodsCentimes,
    delivery_fee: note.deliveryFeeCentimes,
    extra: note.extraCentimes,
    total: note.totalCentimes,
    method: note.method,
    paid_on: note.paidOn,
    driver: note.driverId ? driver : null,
    reason: note.reason,
    by: withIssuer && note.createdBy ? by : null,
    points_returned: note.pointsReturned,
    points_taken_back: note.pointsTakenBack,
    points_paid: note.pointsPaid,
    lines: lines
      .filter((line) => line.creditNoteId === note.id)
      .map((line) => ({ name: ar ? line.nameAr : line.nameFr, label: ar ? line.labelAr : line.labelFr, quantity: line.quantity })),
  }))
}

/** The back office's refund panel: what is left to refund, the drivers who may hand cash over, the credit notes. */
export async function orderRefunds(db: Executor, reference: string, locale: Locale): Promise<OrderRefunds> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference))
  if (!order) throw new ApiError(404, (lang) => m.api_not_found({}, { locale: lang }))
  const [lines, parts, paid, drivers, notes] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    paidParts(db, order),
    amountPaid(db, order),
    activeDrivers(db),
    creditNotesOf(db, order.id, locale, true),
  ])
  const ar = locale === 'ar'
  return {
    refundable: order.status === 'delivered',
    paid,
    refunded: order.refundedCentimes,
    remaining: Math.max(0, paid - order.refundedCentimes),
    delivery_fee: parts.paidFee,
    delivery_fee_refunded: notes.some((note) => note.delivery_fee > 0),
    lines: lines.map((line) => ({
      id: line.id,
      name: ar ? line.nameAr : line.nameFr,
      label: ar ? line.attributesLabelAr : line.attributesLabelFr,
      unit_price: line.unitPriceCentimes,
      quantity: line.quantity,
      refunded_quantity: line.refundedQuantity,
    })),
    drivers: drivers.map((driver) => ({ id: driver.id, name: driver.name })),
    credit_notes: notes,
  }
}

/** The customer's credit notes of one of their orders (another customer's order answers 404). */
export async function customerCreditNotes(db: Executor, userId: number, reference: string, locale: Locale) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.userId, userId)))
  if (!order) throw new ApiError(404, (lang) => m.api_not_found({}, { locale: lang }))
  return creditNotesOf(db, order.id, locale, false)
}
