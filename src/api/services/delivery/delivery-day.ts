/**
 * The delivery day as the back office reads it: a city's orders for a day (to assign and
 * dispatch), the picking list that loads the truck, a driver's own round and the evening's cash.
 * Changes (assign, dispatch) are in delivery-rounds.ts; statuses change only through
 * order-lifecycle.ts.
 */
import { fullNameSql } from '~/api/db/full-name'
import { type SQL, and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Cash, DeliveryDay, DeliveryLine, DeliveryOrder, MyRound, Picking } from '~/api/contract/admin-deliveries'
import type { Executor } from '~/api/db/executor'
import { cities, creditNotes, deliveryProofs, depositRefunds, orderLines, orders, paymentModes, users } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { addDays, isoWeekday, SHOP_TIME_ZONE, shopClock, SUNDAY } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { addressForTeam } from '~/api/services/orders/admin-orders'
import { readAddressSnapshot } from '~/api/services/checkout/address-snapshot'
import { loadHolidays } from '~/api/services/checkout/checkout-settings'
import { activeDrivers } from '~/api/services/accounts/staff-accounts'

const drivers = alias(users, 'drivers')

/** The statuses of a day's work: to deliver, on the way; placed ones are shown apart. */
export const OPEN_STATUSES = ['confirmed', 'out_for_delivery'] as const
/** How far ahead the default day is looked for. */
const LOOKAHEAD_DAYS = 14

type City = { id: number; name: string; weekdays: readonly number[] }

async function loadCities(db: Executor, locale: Locale): Promise<City[]> {
  const rows = await db
    .select({ id: cities.id, nameFr: cities.nameFr, nameAr: cities.nameAr, weekdays: cities.deliveryWeekdays, isDefault: cities.isDefault })
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(sql`${cities.isDefault} desc`, asc(cities.sortOrder), asc(cities.id))
  return rows.map((row) => ({ id: row.id, name: locale === 'ar' ? row.nameAr : row.nameFr, weekdays: row.weekdays }))
}

/** The asked city (an inactive one still answers: its orders remain to deliver), else the default. */
async function resolveCity(db: Executor, id: number | undefined, locale: Locale) {
  const all = await loadCities(db, locale)
  if (id === undefined) {
    const first = all[0]
    if (!first) throw new ApiError(404, (lang) => m.api_not_found({}, { locale: lang }))
    return { city: first, all }
  }
  const active = all.find((city) => city.id === id)
  if (active) return { city: active, all }
  const [row] = await db.select().from(cities).where(eq(cities.id, id))
  if (!row) throw new ApiError(404, (lang) => m.api_not_found({}, { locale: lang }))
  return { city: { id: row.id, name: locale === 'ar' ? row.nameAr : row.nameFr, weekdays: row.deliveryWeekdays }, all }
}

/**
 * The day the page opens on: the first day from today that has open orders in the city (a
 * failed attempt may have moved one to any day) or is one of its delivery days (its weekdays,
 * never a Sunday or a public holiday). Today stays today until midnight: drivers are still out.
 */
export async function defaultDeliveryDay(db: Executor, city: City, now: Date): Promise<string> {
  const today = shopClock(now).day
  const last = addDays(today, LOOKAHEAD_DAYS)
  const [[next], holidays] = await Promise.all([
    db
      .select({ day: sql<string | null>`min(${orders.deliveryDate})` })
      .from(orders)
      .where(and(eq(orders.cityId, city.id), gte(orders.deliveryDate, today), inArray(orders.status, ['placed', ...OPEN_STATUSES]))),
    loadHolidays(db, today, last),
  ])
  for (let day = today; day <= last; day = addDays(day, 1)) {
    if (next?.day === day) return day
    if (isoWeekday(day) !== SUNDAY && !holidays.has(day) && city.weekdays.includes(isoWeekday(day))) return day
  }
  return next?.day ?? today
}

function orderColumns(locale: Locale) {
  return {
    id: orders.id,
    reference: orders.reference,
    status: orders.status,
    deliveryDate: orders.deliveryDate,
    customerId: users.id,
    customerName: fullNameSql(users),
    customerPhone: users.phone,
    address: orders.deliveryAddress,
    total: orders.totalCentimes,
    paymentId: paymentModes.id,
    paymentName: locale === 'ar' ? paymentModes.nameAr : paymentModes.nameFr,
    paidOnline: paymentModes.isOnline,
    driverId: orders.driverId,
    driverName: fullNameSql(drivers),
    roundPosition: orders.roundPosition,
    comment: orders.comment,
    emptiesAnnounced: orders.emptiesAnnounced,
    deposit: orders.depositCentimes,
    emptiesCollected: orders.emptiesCollected,
    doorDeposit: orders.doorDepositCentimes,
    unitDeposit: sql<number>`(select coalesce(max(${orderLines.unitDepositCentimes}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
    arrivedAt: deliveryProofs.arrivedAt,
  }
}

/** The day's orders matching `where`, with their lines, in round order. */
export async function deliveryOrders(db: Executor, where: SQL | undefined, locale: Locale): Promise<DeliveryOrder[]> {
  const rows = await db
    .select(orderColumns(locale))
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(paymentModes, eq(paymentModes.id, orders.paymentModeId))
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .leftJoin(deliveryProofs, eq(deliveryProofs.orderId, orders.id))
    .where(where)
    .orderBy(sql`${orders.driverId} nulls first`, sql`${orders.roundPosition} nulls last`, asc(orders.reference))
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
    locale,
  )
  return rows.map((row) => {
    const address = addressForTeam(row.address)
    return {
      reference: row.reference,
      status: row.status,
      delivery_date: row.deliveryDate,
      customer: { id: row.customerId, name: address.recipient_name || row.customerName },
      phone: address.phone || row.customerPhone || '',
      address: {
        recipient_name: address.recipient_name,
        line1: address.line1,
        line2: address.line2,
        district: address.district,
        postal_code: address.postal_code,
        map_url: address.map_url,
        ...pinOf(row.address),
      },
      lines: lines.get(row.id) ?? [],
      total: row.total,
      // The deposit is paid with the order, apart from its total (docs/decisions/0083, 0084).
      to_collect: row.paidOnline ? 0 : row.total + row.deposit + row.doorDeposit,
      jugs: {
        empties_announced: row.emptiesAnnounced,
        empties_collected: row.emptiesCollected,
        deposit: row.deposit + row.doorDeposit,
        unit_deposit: row.unitDeposit,
      },
      payment_mode: { id: row.paymentId, name: row.paymentName },
      driver: row.driverId ? { id: row.driverId, name: row.driverName } : null,
      round_position: row.roundPosition,
      comment: row.comment,
      arrived_at: row.arrivedAt?.toISOString() ?? null,
    }
  })
}

/** The address's pin, both coordinates or neither. */
function pinOf(value: unknown) {
  const { latitude, longitude } = readAddressSnapshot(value)
  return latitude !== undefined && longitude !== undefined ? { latitude, longitude } : { latitude: null, longitude: null }
}

async function linesOf(db: Executor, orderIds: number[], locale: Locale): Promise<Map<number, DeliveryLine[]>> {
  const byOrder = new Map<number, DeliveryLine[]>()
  if (!orderIds.length) return byOrder
  const rows = await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id))
  for (const line of rows) {
    const list = byOrder.get(line.orderId) ?? []
    list.push({
      name: locale === 'ar' ? line.nameAr : line.nameFr,
      label: locale === 'ar' ? line.attributesLabelAr : line.attributesLabelFr,
      reference: line.reference,
      quantity: line.quantity,
    })
    byOrder.set(line.orderId, list)
  }
  return byOrder
}

export async function deliveryDay(
  db: Executor,
  { date, city: cityId }: { date?: string; city?: number },
  locale: Locale,
  now: Date,
): Promise<DeliveryDay> {
  const { city, all } = await resolveCity(db, cityId, locale)
  const day = date ?? (await defaultDeliveryDay(db, city, now))
  const ofDay = (statuses: readonly (typeof orders.$inferSelect)['status'][]) =>
    and(eq(orders.deliveryDate, day), eq(orders.cityId, city.id), inArray(orders.status, [...statuses]))
  const [open, placed, team] = await Promise.all([
    deliveryOrders(db, ofDay(OPEN_STATUSES), locale),
    deliveryOrders(db, ofDay(['placed']), locale),
    activeDrivers(db),
  ])
  return {
    date: day,
    city: { id: city.id, name: city.name },
    cities: all.map(({ id, name }) => ({ id, name })),
    orders: open,
    not_confirmed: placed,
    drivers: team,
  }
}

/** What to load in the truck: units per product and pack, summed over the day's open orders. */
export async function pickingList(
  db: Executor,
  query: { date?: string; city?: number; driver?: number },
  locale: Locale,
  now: Date,
): Promise<Picking> {
  const { city } = await resolveCity(db, query.city, locale)
  const day = query.date ?? (await defaultDeliveryDay(db, city, now))
  const where = and(
    eq(orders.deliveryDate, day),
    eq(orders.cityId, city.id),
    inArray(orders.status, [...OPEN_STATUSES]),
    query.driver ? eq(orders.driverId, query.driver) : undefined,
  )
  const name = locale === 'ar' ? orderLines.nameAr : orderLines.nameFr
  const label = locale === 'ar' ? orderLines.attributesLabelAr : orderLines.attributesLabelFr
  const [items, [counted]] = await Promise.all([
    db
      .select({ name, label, reference: orderLines.reference, quantity: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(where)
      .groupBy(name, label, orderLines.reference)
      .orderBy(name, label, orderLines.reference),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ])
  return { date: day, city: { id: city.id, name: city.name }, orders: counted?.value ?? 0, items }
}

/** The signed-in driver's round for a day (today by default): theirs only, in round order. */
export async function myRound(db: Executor, driverId: number, date: string | undefined, locale: Locale, now: Date): Promise<MyRound> {
  const day = date ?? shopClock(now).day
  const [round, modes] = await Promise.all([
    deliveryOrders(
      db,
      and(eq(orders.driverId, driverId), eq(orders.deliveryDate, day), inArray(orders.status, [...OPEN_STATUSES, 'delivered'])),
      locale,
    ),
    db
      .select({ id: paymentModes.id, nameFr: paymentModes.nameFr, nameAr: paymentModes.nameAr })
      .from(paymentModes)
      .where(and(eq(paymentModes.isActive, true), eq(paymentModes.isOnline, false)))
      .orderBy(asc(paymentModes.sortOrder), asc(paymentModes.id)),
  ])
  return {
    date: day,
    orders: round,
    payment_modes: modes.map((mode) => ({ id: mode.id, name: locale === 'ar' ? mode.nameAr : mode.nameFr })),
  }
}

/**
 * The evening's cash, per driver: what they collected on the orders delivered that day (by the
 * shop's clock), by payment mode, less the refunds they paid back in cash that day, to count
 * against what they hand over, and each order where they collected another amount than was due,
 * with their reason.
 */
export async function cashOfDay(db: Executor, date: string | undefined, locale: Locale, now: Date): Promise<Cash> {
  const day = date ?? shopClock(now).day
  const collectedModes = alias(paymentModes, 'collected_modes')
  const deliveredThatDay = and(
    eq(orders.status, 'delivered'),
    sql`(${orders.deliveredAt} at time zone ${SHOP_TIME_ZONE})::date = ${day}::date`,
  )
  const rows = await db
    .select({
      driverId: orders.driverId,
      driverName: fullNameSql(drivers),
      modeId: collectedModes.id,
      modeName: locale === 'ar' ? collectedModes.nameAr : collectedModes.nameFr,
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${orders.collectedCentimes}), 0)::int`,
      // A deposit paid online is not in the driver's hands.
      deposits: sql<number>`coalesce(sum(case when ${paymentModes.isOnline} then 0 else ${orders.depositCentimes} + ${orders.doorDepositCentimes} end), 0)::int`,
    })
    .from(orders)
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .innerJoin(collectedModes, eq(collectedModes.id, sql`coalesce(${orders.collectedPaymentModeId}, ${orders.paymentModeId})`))
    .innerJoin(paymentModes, eq(paymentModes.id, orders.paymentModeId))
    .where(deliveredThatDay)
    .groupBy(orders.driverId, drivers.firstName, drivers.lastName, collectedModes.id)
    .orderBy(sql`${orders.driverId} nulls last`, asc(collectedModes.sortOrder), asc(collectedModes.id))
  const differences = await db
    .select({
      driverId: orders.driverId,
      reference: orders.reference,
      due: sql<number>`case when ${paymentModes.isOnline} then 0 else ${orders.totalCentimes} + ${orders.depositCentimes} + ${orders.doorDepositCentimes} end`,
      collected: sql<number>`coalesce(${orders.collectedCentimes}, 0)`,
      reason: sql<string>`coalesce(${orders.collectedReason}, '')`,
    })
    .from(orders)
    .innerJoin(paymentModes, eq(paymentModes.id, orders.paymentModeId))
    .where(and(deliveredThatDay, sql`${orders.collectedReason} is not null`))
    .orderBy(asc(orders.reference))
  const refunds = [...(await cashRefundsOfDay(db, day)), ...(await depositRefundsOfDay(db, day))]
  const byDriver = new Map<number | null, Cash['drivers'][number]>()
  const entryOf = (driverId: number | null, driverName: string) => {
    const entry = byDriver.get(driverId) ?? {
      driver: driverId ? { id: driverId, name: driverName } : null,
      count: 0,
      total: 0,
      collected: 0,
      deposits: 0,
      refunded: 0,
      refunds: [],
      by_mode: [],
      differences: differences
        .filter((difference) => difference.driverId === driverId)
        .map(({ reference, due, collected, reason }) => ({ reference, due, collected, reason })),
    }
    byDriver.set(driverId, entry)
    return entry
  }
  for (const row of rows) {
    const entry = entryOf(row.driverId, row.driverName)
    entry.count += row.count
    entry.collected += row.total
    entry.deposits += row.deposits
    entry.total += row.total
    entry.by_mode.push({ id: row.modeId, name: row.modeName, count: row.count, total: row.total })
  }
  for (const refund of refunds) {
    const entry = entryOf(refund.driverId, refund.driverName)
    entry.refunded += refund.amount
    entry.total -= refund.amount
    entry.refunds.push({ reference: refund.reference, credit_note: refund.creditNote, amount: refund.amount })
  }
  const list = [...byDriver.values()]
  return { date: day, drivers: list, total: list.reduce((sum, entry) => sum + entry.total, 0) }
}

/** The refunds a driver paid back in cash on the day (docs/decisions/0082): they leave the driver's cash. */
function cashRefundsOfDay(db: Executor, day: string) {
  return db
    .select({
      driverId: creditNotes.driverId,
      driverName: fullNameSql(drivers),
      reference: orders.reference,
      creditNote: creditNotes.reference,
      amount: creditNotes.totalCentimes,
    })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .leftJoin(drivers, eq(drivers.id, creditNotes.driverId))
    .where(and(eq(creditNotes.method, 'cash'), eq(creditNotes.paidOn, day)))
    .orderBy(asc(creditNotes.reference))
}

/** Deposits a driver paid back in cash on the day (docs/decisions/0084): they leave the driver's cash too. */
function depositRefundsOfDay(db: Executor, day: string) {
  return db
    .select({
      driverId: depositRefunds.driverId,
      driverName: fullNameSql(drivers),
      reference: sql<string>`'D-' || ${depositRefunds.id}`,
      creditNote: sql<string>`''`,
      amount: depositRefunds.amountCentimes,
    })
    .from(depositRefunds)
    .leftJoin(drivers, eq(drivers.id, depositRefunds.driverId))
    .where(and(eq(depositRefunds.method, 'cash'), eq(depositRefunds.paidOn, day)))
    .orderBy(asc(depositRefunds.id))
}
