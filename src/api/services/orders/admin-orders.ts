/**
 * The back office's view of orders: the list (filters, sort and page done by PostgreSQL, so
 * 50,000 orders answer as fast as 50) and an order's page with its timeline and the customer's
 * history. Changes go through order-lifecycle.ts; notes are added here.
 */
import { deliveryProofOf } from './delivery-proofs'
import { fullNameSql } from '~/api/db/full-name'
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql } from 'drizzle-orm'
import { alias, unionAll } from 'drizzle-orm/pg-core'
import type {
  AdminOrderDetail,
  AdminOrderFilters,
  AdminOrderRow,
  AdminOrdersPage,
  AdminOrdersQuery,
  OrderEvent,
} from '~/api/contract/admin-orders'
import type { OrderFilter } from '~/api/contract/admin-order-bulk'
import { addDays, shopTimeToInstant } from '~/lib/shop-dates'
import type { Database, Executor } from '~/api/db/executor'
import { escapeLike } from '~/api/db/like'
import { cities, deliveryModes, orderEvents, orderLines, orders, paymentModes, users, vouchers } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import type { StaffMember } from '~/api/auth/staff-roles'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { recordAudit } from '~/api/services/shared/audit'
import { actionsFrom } from './order-lifecycle'
import { mapUrl, readAddressSnapshot } from '~/api/services/checkout/address-snapshot'
import { editChangesIn } from './order-edit-changes'
import { onPage } from '~/api/services/shared/paging'

const drivers = alias(users, 'drivers')
/** How a delivered order was paid, when the driver recorded another mode than the one chosen. */
const collectedModes = alias(paymentModes, 'collected_modes')

function rowColumns(locale: Locale) {
  const ar = locale === 'ar'
  return {
    id: orders.id,
    reference: orders.reference,
    status: orders.status,
    placedAt: orders.placedAt,
    deliveryDate: orders.deliveryDate,
    cityId: cities.id,
    cityName: ar ? cities.nameAr : cities.nameFr,
    customerId: users.id,
    customerName: fullNameSql(users),
    customerEmail: users.email,
    customerPhone: users.phone,
    paymentId: paymentModes.id,
    paymentName: ar ? paymentModes.nameAr : paymentModes.nameFr,
    total: orders.totalCentimes,
    driverId: drivers.id,
    driverName: fullNameSql(drivers),
  }
}

type Row = { [K in keyof ReturnType<typeof rowColumns>]: unknown } & Record<string, unknown>

function toRow(row: Row): AdminOrderRow {
  return {
    reference: row.reference as string,
    status: row.status as AdminOrderRow['status'],
    placed_at: (row.placedAt as Date).toISOString(),
    delivery_date: row.deliveryDate as string,
    city: { id: row.cityId as number, name: row.cityName as string },
    customer: {
      id: row.customerId as number,
      name: row.customerName as string,
      email: row.customerEmail as string,
      phone: (row.customerPhone as string | null) ?? null,
    },
    payment_mode: { id: row.paymentId as number, name: row.paymentName as string },
    total: row.total as number,
    driver: row.driverId ? { id: row.driverId as number, name: row.driverName as string } : null,
  }
}

/**
 * `from` and `to` on the date `dates` names. Placed and delivered are instants: the days are
 * Casablanca's, from its midnight to the next (the accountant's month is the shop's month).
 */
function periodConditions({ from, to, dates = 'delivery' }: OrderFilter): (SQL | undefined)[] {
  if (dates === 'delivery') return [from ? gte(orders.deliveryDate, from) : undefined, to ? lte(orders.deliveryDate, to) : undefined]
  const column = dates === 'placed' ? orders.placedAt : orders.deliveredAt
  return [from ? gte(column, shopTimeToInstant(from, 0)) : undefined, to ? lt(column, shopTimeToInstant(addDays(to, 1), 0)) : undefined]
}

/** The list's filter as a condition on `orders` (a bulk action's "every order of this filter" reads it too). */
export function orderFilterWhere(db: Executor, query: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(orders.status, query.status) : undefined,
    query.city ? eq(orders.cityId, query.city) : undefined,
    query.payment ? eq(orders.paymentModeId, query.payment) : undefined,
    ...periodConditions(query),
  ]
  const q = query.q?.trim()
  if (q) {
    const pattern = `%${escapeLike(q)}%`
    const digits = q.replace(/\D/g, '').replace(/^0/, '')
    // The customers who match (trigram indexes, migration 0013), then their orders (orders_user_idx).
    const customers = db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          ilike(users.email, pattern),
          ilike(fullNameSql(users), pattern),
          // Phones are compared on their digits: "06 12 34" finds "+212 6 12 34…".
          digits.length >= 4 ? sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}` : undefined,
        ),
      )
    // Each arm by its own index (union), rather than one OR that PostgreSQL answers by reading every order.
    const byReference = db.select({ id: orders.id }).from(orders).where(ilike(orders.reference, pattern))
    const byCustomer = db.select({ id: orders.id }).from(orders).where(inArray(orders.userId, customers))
    conditions.push(inArray(orders.id, unionAll(byReference, byCustomer)))
  }
  return and(...conditions)
}

const sortColumns = {
  placed_at: orders.placedAt,
  delivery_date: orders.deliveryDate,
  total: orders.totalCentimes,
  reference: orders.reference,
} as const

export async function listAdminOrders(db: Executor, query: AdminOrdersQuery, locale: Locale): Promise<AdminOrdersPage> {
  const where = orderFilterWhere(db, query)
  const order = query.dir === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    onPage(
      db
        .select(rowColumns(locale))
        .from(orders)
        .innerJoin(cities, eq(cities.id, orders.cityId))
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(paymentModes, eq(paymentModes.id, orders.paymentModeId))
        .leftJoin(drivers, eq(drivers.id, orders.driverId))
        .where(where)
        .orderBy(order(sortColumns[query.sort]), order(orders.id))
        .$dynamic(),
      query.page,
      query.per_page,
    ),
    // The filters read only `orders` (the customer search is a subquery): the count joins nothing.
    db.select({ value: count() }).from(orders).where(where),
  ])
  return { items: rows.map((row) => toRow(row as Row)), total: total?.value ?? 0, page: query.page, per_page: query.per_page }
}

/** An address as the order keeps it, for the team: every field as text, with a map link. */
export function addressForTeam(value: unknown): AdminOrderDetail['delivery_address'] {
  const address = readAddressSnapshot(value)
  return {
    recipient_name: address.recipientName ?? '',
    phone: address.phone ?? '',
    line1: address.line1 ?? '',
    line2: address.line2 ?? '',
    district: address.district ?? '',
    postal_code: address.postalCode ?? '',
    map_url: mapUrl(address),
  }
}

/** An order's timeline: placed, then every event in order. */
export async function orderTimeline(db: Executor, order: { id: number; placedAt: Date }, locale: Locale): Promise<OrderEvent[]> {
  const actors = alias(users, 'actors')
  const assignedTo = alias(users, 'assigned_to')
  const rows = await db
    .select({ event: orderEvents, by: fullNameSql(actors), driver: fullNameSql(assignedTo) })
    .from(orderEvents)
    .leftJoin(actors, eq(actors.id, orderEvents.actorId))
    .leftJoin(assignedTo, eq(assignedTo.id, orderEvents.driverId))
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
  const placed: OrderEvent = {
    kind: 'placed',
    from: null,
    to: 'placed',
    reason: null,
    new_delivery_date: null,
    by: null,
    driver: null,
    at: order.placedAt.toISOString(),
  }
  return [
    placed,
    ...rows.map(({ event, by, driver }) => ({
      kind: event.kind,
      from: event.fromStatus,
      to: event.toStatus,
      reason: event.reason,
      new_delivery_date: event.newDeliveryDate,
      by: event.actorId ? by : null,
      driver: event.driverId ? driver : null,
      ...(event.kind === 'edited' ? { changes: editChangesIn(event.changes, locale) } : {}),
      at: event.createdAt.toISOString(),
    })),
  ]
}

export async function adminOrderDetail(db: Executor, reference: string, locale: Locale, staff: StaffMember): Promise<AdminOrderDetail> {
  const ar = locale === 'ar'
  const [found] = await db
    .select({
      ...rowColumns(locale),
      order: orders,
      deliveryModeName: ar ? deliveryModes.nameAr : deliveryModes.nameFr,
      voucherCode: vouchers.code,
      collectedModeName: ar ? collectedModes.nameAr : collectedModes.nameFr,
    })
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(paymentModes, eq(paymentModes.id, orders.paymentModeId))
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .innerJoin(deliveryModes, eq(deliveryModes.id, orders.deliveryModeId))
    .leftJoin(vouchers, eq(vouchers.id, orders.voucherId))
    .leftJoin(collectedModes, eq(collectedModes.id, orders.collectedPaymentModeId))
    .where(eq(orders.reference, reference))
  // A driver's view is their own deliveries: another's order does not exist for them.
  if (!found || (staff.role === 'driver' && found.order.driverId !== staff.id)) {
    throw new ApiError(404, (lang) => m.api_not_found({}, { locale: lang }))
  }
  const order = found.order
  // A driver sees the order they deliver, never the customer's other orders (docs/decisions/0063).
  const otherOrders = staff.role === 'driver' ? sql`false` : and(eq(orders.userId, order.userId), sql`${orders.id} <> ${order.id}`)
  const [lines, events, history, [historyCount]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    orderTimeline(db, order, locale),
    db
      .select({ reference: orders.reference, status: orders.status, placedAt: orders.placedAt, total: orders.totalCentimes })
      .from(orders)
      .where(otherOrders)
      .orderBy(desc(orders.placedAt))
      .limit(10),
    db.select({ value: count() }).from(orders).where(otherOrders),
  ])
  return {
    ...toRow(found as unknown as Row),
    locale: order.locale === 'ar' ? 'ar' : 'fr',
    delivery_mode: { id: order.deliveryModeId, name: found.deliveryModeName },
    delivery_address: addressForTeam(order.deliveryAddress),
    billing_address: addressForTeam(order.billingAddress),
    lines: lines.map((line) => ({
      name: ar ? line.nameAr : line.nameFr,
      label: ar ? line.attributesLabelAr : line.attributesLabelFr,
      reference: line.reference,
      unit_price: line.unitPriceCentimes,
      quantity: line.quantity,
      total: line.lineTotalCentimes,
    })),
    subtotal: order.subtotalCentimes,
    delivery_fee: order.deliveryFeeCentimes,
    discount: order.discountCentimes,
    voucher_code: found.voucherCode ?? null,
    points_used: order.pointsUsed,
    points_discount: order.pointsDiscountCentimes,
    points_gained: order.pointsGained,
    comment: order.comment,
    cancel_reason: order.cancelReason,
    collected: order.collectedCentimes,
    collected_reason: order.collectedReason,
    collected_payment_mode:
      order.collectedPaymentModeId && found.collectedModeName ? { id: order.collectedPaymentModeId, name: found.collectedModeName } : null,
    actions: actionsFrom(order.status).filter((action) => staff.role !== 'driver' || action === 'deliver' || action === 'fail'),
    events,
    history: history.map((past) => ({
      reference: past.reference,
      status: past.status,
      placed_at: past.placedAt.toISOString(),
      total: past.total,
    })),
    history_count: historyCount?.value ?? 0,
    proof: await deliveryProofOf(db, order),
  }
}

/** A staff note on the order's timeline (and in the audit log). */
export async function addOrderNote(db: Database, reference: string, note: string, staff: StaffMember, now = new Date()) {
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference))
    if (!order) throw new ApiError(404, (lang) => m.api_not_found({}, { locale: lang }))
    await tx.insert(orderEvents).values({ orderId: order.id, kind: 'note', reason: note, actorId: staff.id, createdAt: now })
    await recordAudit(tx, { actorId: staff.id, action: 'order.note', entity: 'order', entityId: reference, after: { note } }, now)
  })
}

/**
 * The list's filter choices, in the request's language: every city and payment mode, the ones no
 * longer offered too, since past orders still name them.
 */
export async function adminOrderFilters(db: Executor, locale: Locale): Promise<AdminOrderFilters> {
  const ar = locale === 'ar'
  const [cityRows, paymentRows] = await Promise.all([
    db
      .select({ id: cities.id, name: ar ? cities.nameAr : cities.nameFr })
      .from(cities)
      .orderBy(asc(ar ? cities.nameAr : cities.nameFr)),
    db
      .select({ id: paymentModes.id, name: ar ? paymentModes.nameAr : paymentModes.nameFr })
      .from(paymentModes)
      .orderBy(asc(paymentModes.sortOrder), asc(paymentModes.id)),
  ])
  return { cities: cityRows, payment_modes: paymentRows }
}
