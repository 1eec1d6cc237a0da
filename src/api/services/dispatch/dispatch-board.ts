/**
 * What a dispatch splits (docs/decisions/0100): a city's confirmed orders of a day, with what
 * each puts in a van (full jugs, packs, empties back), its window and where it goes, and the
 * board's version: a fingerprint of those orders' drivers and places, so that an apply made from
 * a board someone changed since (an assignment, a confirmation, a cancellation) is refused.
 */
import { createHash } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { cities, customerCompanies, orderLines, orders, users } from '~/api/db/schema'
import { fullNameSql } from '~/api/db/full-name'
import { readAddressSnapshot } from '~/api/services/checkout/address-snapshot'

export type BoardOrder = {
  id: number
  reference: string
  customer: string
  address: string
  driverId: number | null
  roundPosition: number | null
  pin: { latitude: number; longitude: number } | null
  jugs: number
  packs: number
  empties: number
  /** Minutes into the shop's day: the company's opening hours, else the city's delivery hours. */
  window: [number, number]
}

export type BoardCity = typeof cities.$inferSelect

/** The city's row (its hours, depot, road factor and speed). */
export async function boardCity(db: Executor, cityId: number): Promise<BoardCity | undefined> {
  const [city] = await db.select().from(cities).where(eq(cities.id, cityId))
  return city
}

/** The city's delivery hours; an end before the start (the rules moved the start alone) is the day's end. */
export const cityHours = (city: BoardCity): [number, number] => [
  city.roundStartMinute,
  city.deliveryEndMinute > city.roundStartMinute ? city.deliveryEndMinute : 1440,
]

/** The confirmed orders of `date` in the city, locked when `lock` (an apply), by id. */
export async function boardOrders(db: Executor, city: BoardCity, date: string, { lock = false } = {}): Promise<BoardOrder[]> {
  const query = db
    .select({
      id: orders.id,
      reference: orders.reference,
      customer: fullNameSql(users),
      address: orders.deliveryAddress,
      driverId: orders.driverId,
      roundPosition: orders.roundPosition,
      empties: orders.emptiesAnnounced,
      opens: customerCompanies.opensMinute,
      closes: customerCompanies.closesMinute,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(customerCompanies, eq(customerCompanies.userId, orders.userId))
    .where(and(eq(orders.cityId, city.id), eq(orders.deliveryDate, date), eq(orders.status, 'confirmed')))
    .orderBy(asc(orders.id))
  const rows = lock ? await query.for('update', { of: orders }) : await query
  const loads = await loadsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => {
    const address = readAddressSnapshot(row.address)
    const load = loads.get(row.id) ?? { jugs: 0, packs: 0 }
    return {
      id: row.id,
      reference: row.reference,
      customer: address.recipientName || row.customer,
      address: [address.line1, address.district].filter(Boolean).join(', '),
      driverId: row.driverId,
      roundPosition: row.roundPosition,
      pin:
        address.latitude !== undefined && address.longitude !== undefined
          ? { latitude: address.latitude, longitude: address.longitude }
          : null,
      ...load,
      empties: row.empties,
      window: row.opens !== null && row.closes !== null ? [row.opens, row.closes] : cityHours(city),
    }
  })
}

/** Full jugs (lines with a deposit: each unit is one jug lent) and packs (every other unit) per order. */
async function loadsOf(db: Executor, orderIds: number[]) {
  const loads = new Map<number, { jugs: number; packs: number }>()
  if (!orderIds.length) return loads
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      jugs: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${orderLines.unitDepositCentimes} > 0), 0)`.mapWith(Number),
      packs: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${orderLines.unitDepositCentimes} = 0), 0)`.mapWith(Number),
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .groupBy(orderLines.orderId)
  for (const row of rows) loads.set(row.orderId, { jugs: row.jugs, packs: row.packs })
  return loads
}

/**
 * The board's version: 31 bits of a hash of each confirmed order with its driver and place.
 * Any change a dispatch could overwrite changes it; a collision would need two boards a staff
 * member could confuse to hash alike, one chance in two billion.
 */
export function boardVersion(board: readonly BoardOrder[]): number {
  const text = board.map((order) => `${order.id}:${order.driverId ?? '-'}:${order.roundPosition ?? '-'}`).join('|')
  return createHash('sha256').update(text).digest().readUInt32BE(0) >>> 1
}
