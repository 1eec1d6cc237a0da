import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { deliveredTo } from './delivery-proofs'
import { m } from '~/paraglide/messages.js'
import { ORDERS_PER_PAGE, type OrderDetail, type OrdersPage, type OrderSummary } from '~/api/contract/account'
import type { Executor } from '~/api/db/executor'
import { cities, deliveryModes, orderEvents, orderLines, orders, paymentModes } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { activeReminders } from './reminders'
import type { Locale } from '~/paraglide/runtime.js'
import { readAddressSnapshot } from '~/api/services/checkout/address-snapshot'
import { onPage } from '~/api/services/shared/paging'

const itemsCount = sql<number>`(SELECT coalesce(sum(${orderLines.quantity}), 0)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`

const summaryColumns = {
  reference: orders.reference,
  status: orders.status,
  placedAt: orders.placedAt,
  items: itemsCount,
  total: orders.totalCentimes,
}

type SummaryRow = { reference: string; status: OrderSummary['status']; placedAt: Date; items: number; total: number }

const toSummary = (row: SummaryRow): OrderSummary => ({
  reference: row.reference,
  status: row.status,
  placed_at: row.placedAt.toISOString(),
  items: Number(row.items),
  total: row.total,
})

/** The customer's orders, newest first, one page at a time. */
export async function listOrders(db: Executor, userId: number, page = 1, perPage = ORDERS_PER_PAGE): Promise<OrdersPage> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(eq(orders.userId, userId))
  const rows = await onPage(
    db.select(summaryColumns).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.placedAt), desc(orders.id)).$dynamic(),
    page,
    perPage,
  )
  return { orders: rows.map(toSummary), page, per_page: perPage, total, pages: Math.max(1, Math.ceil(total / perPage)) }
}

/**
 * One of the customer's orders by its reference. Another customer's order, or none, is the same
 * 404: nothing tells them apart.
 */
export async function orderDetail(db: Executor, userId: number, reference: string, locale: Locale): Promise<OrderDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      id: orders.id,
      subtotal: orders.subtotalCentimes,
      deliveryFee: orders.deliveryFeeCentimes,
      discount: orders.discountCentimes,
      pointsUsed: orders.pointsUsed,
      pointsDiscount: orders.pointsDiscountCentimes,
      pointsGained: orders.pointsGained,
      emptiesAnnounced: orders.emptiesAnnounced,
      deposit: orders.depositCentimes,
      deliveryAddress: orders.deliveryAddress,
      deliveryDate: orders.deliveryDate,
      comment: orders.comment,
      cityFr: cities.nameFr,
      cityAr: cities.nameAr,
      deliveryFr: deliveryModes.nameFr,
      deliveryAr: deliveryModes.nameAr,
      paymentFr: paymentModes.nameFr,
      paymentAr: paymentModes.nameAr,
      deliveredAt: orders.deliveredAt,
    })
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .innerJoin(deliveryModes, eq(deliveryModes.id, orders.deliveryModeId))
    .innerJoin(paymentModes, eq(paymentModes.id, orders.paymentModeId))
    .where(and(eq(orders.userId, userId), eq(orders.reference, reference)))
  if (!row) throw new ApiError(404, (l) => m.orders_not_found({}, { locale: l }))
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [row.id]))
    .orderBy(orderLines.id)
  const ar = locale === 'ar'
  return {
    ...toSummary(row),
    lines: lines.map((line) => ({
      name: ar ? line.nameAr : line.nameFr,
      reference: line.reference,
      attributes: ar ? line.attributesLabelAr : line.attributesLabelFr,
      unit_price: line.unitPriceCentimes,
      quantity: line.quantity,
      total: line.lineTotalCentimes,
      ...(line.unitDepositCentimes > 0 ? { unit_deposit: line.unitDepositCentimes } : {}),
    })),
    subtotal: row.subtotal,
    delivery_fee: row.deliveryFee,
    discount: row.discount,
    points_used: row.pointsUsed,
    points_discount: row.pointsDiscount,
    points_gained: row.pointsGained,
    jugs: lines.reduce((sum, line) => sum + (line.unitDepositCentimes > 0 ? line.quantity : 0), 0),
    empties_announced: row.emptiesAnnounced,
    deposit: row.deposit,
    city: ar ? row.cityAr : row.cityFr,
    delivery_address: customerAddress(row.deliveryAddress),
    delivery_mode: ar ? row.deliveryAr : row.deliveryFr,
    delivery_date: row.deliveryDate,
    payment_mode: ar ? row.paymentAr : row.paymentFr,
    comment: row.comment,
    reminders: await activeReminders(db, row.id),
    timeline: await customerTimeline(db, row.id, row.placedAt),
    delivered_to: await deliveredTo(db, row),
  }
}

/** The customer's view of the order's timeline: its statuses, not the staff's notes or names. */
async function customerTimeline(db: Executor, orderId: number, placedAt: Date): Promise<OrderDetail['timeline']> {
  const events = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.kind, ['status', 'failed_attempt'])))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
  return [
    { status: 'placed', at: placedAt.toISOString(), reason: null, new_delivery_date: null },
    ...events.map((event) => ({
      status: event.toStatus ?? 'placed',
      at: event.createdAt.toISOString(),
      reason: event.kind === 'failed_attempt' || event.toStatus === 'cancelled' ? event.reason : null,
      new_delivery_date: event.newDeliveryDate,
    })),
  ]
}

/** The known text fields of an address snapshot (older snapshots may lack some). */
function customerAddress(value: unknown): OrderDetail['delivery_address'] {
  const { recipientName, phone, line1, line2, district, postalCode, city } = readAddressSnapshot(value)
  return { recipientName, phone: phone ?? null, line1, line2, district, postalCode, city }
}
