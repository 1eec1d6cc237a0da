/**
 * What the tracking page shows of an order (docs/decisions/0099): its state, the driver's first
 * name, how many stops are still to deliver before it, its arrival window from the round's real
 * pace, and once delivered, when and to whom ("Livrée à 10:52 à Ahmed": the name the driver
 * recorded at the door; none recorded, the page says by which driver). Counts and the round's
 * times are read, never another stop's address, customer or position: nothing here has a place.
 */
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm'
import type { TrackingView } from '~/api/contract/tracking'
import type { Executor } from '~/api/db/executor'
import { cities, deliveryProofs, orderEvents, orders, users } from '~/api/db/schema'
import { shopTimeToInstant } from '~/lib/shop-dates'
import { arrivalWindow, clockTime, type RoundPace, type RoundProgress, type TimeWindow } from './arrival-window'

type Order = typeof orders.$inferSelect

/** Minutes from the start of the shop's `day` to `instant` (negative the day before). */
export const minuteOfDay = (day: string, instant: Date) => (instant.getTime() - shopTimeToInstant(day, 0).getTime()) / 60_000

/** How far the order's round has gone on its day, as the arrival window needs it. */
export async function roundProgress(db: Executor, order: Order, now: Date): Promise<RoundProgress> {
  const day = order.deliveryDate
  const ahead =
    order.driverId === null
      ? null
      : and(
          eq(orders.driverId, order.driverId),
          eq(orders.deliveryDate, day),
          order.roundPosition === null ? sql`${orders.roundPosition} IS NOT NULL` : lt(orders.roundPosition, order.roundPosition),
        )
  const [before] = ahead
    ? await db
        .select({
          all: sql<number>`count(*) filter (where ${orders.status} in ('confirmed', 'out_for_delivery', 'delivered'))::int`,
          open: sql<number>`count(*) filter (where ${orders.status} in ('confirmed', 'out_for_delivery'))::int`,
        })
        .from(orders)
        .where(ahead)
    : []
  const [done] =
    order.driverId === null
      ? []
      : await db
          .select({
            count: sql<number>`count(*)::int`,
            first: sql<Date | null>`min(${orders.deliveredAt})`.mapWith((value) => (value === null ? null : new Date(value))),
            last: sql<Date | null>`max(${orders.deliveredAt})`.mapWith((value) => (value === null ? null : new Date(value))),
          })
          .from(orders)
          .where(
            and(
              eq(orders.driverId, order.driverId),
              eq(orders.deliveryDate, day),
              eq(orders.status, 'delivered'),
              isNotNull(orders.deliveredAt),
            ),
          )
  const [dispatch] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'out_for_delivery')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1)
  const leftAt = dispatch ? minuteOfDay(day, dispatch.at) : null
  return {
    stopsBefore: before?.all ?? 0,
    stopsAhead: before?.open ?? 0,
    stopsDone: done?.count ?? 0,
    firstDelivery: done?.first ? minuteOfDay(day, done.first) : null,
    lastDelivery: done?.last ? minuteOfDay(day, done.last) : null,
    // Dispatched the day before: the round starts at the city's hour (as the e-mail counted it).
    leftAt: leftAt !== null && leftAt >= 0 ? Math.floor(leftAt) : null,
    now: minuteOfDay(day, now),
  }
}

export async function cityPace(db: Executor, cityId: number): Promise<RoundPace | null> {
  const [city] = await db
    .select({ startMinute: cities.roundStartMinute, minutesPerStop: cities.minutesPerStop, windowMinutes: cities.windowMinutes })
    .from(cities)
    .where(eq(cities.id, cityId))
  return city ?? null
}

/** The window an order out for delivery is expected in now, with the stops still ahead of it. */
export async function currentWindow(db: Executor, order: Order, now: Date): Promise<{ window: TimeWindow; stopsAhead: number } | null> {
  const pace = await cityPace(db, order.cityId)
  if (!pace) return null
  const progress = await roundProgress(db, order, now)
  return { window: arrivalWindow(pace, progress), stopsAhead: progress.stopsAhead }
}

const firstNameOf = async (db: Executor, userId: number | null) => {
  if (userId === null) return null
  const [driver] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId))
  return driver?.firstName.trim() || null
}

/** The tracking page's view of an order on the day its link names. */
export async function trackingView(db: Executor, order: Order, day: string, now: Date): Promise<TrackingView> {
  const base = {
    reference: order.reference,
    delivery_date: day,
    driver_first_name: null,
    stops_before: null,
    window: null,
    delivered: null,
    new_delivery_date: null,
  }
  if (order.status === 'cancelled') return { ...base, status: 'cancelled' }
  // The order left that day's round (a failed attempt gave it another date).
  if (order.deliveryDate !== day) return { ...base, status: 'failed', new_delivery_date: order.deliveryDate }
  if (order.status === 'delivered' && order.deliveredAt) {
    const [proof] = await db
      .select({ name: deliveryProofs.recipientName })
      .from(deliveryProofs)
      .where(and(eq(deliveryProofs.orderId, order.id), isNotNull(deliveryProofs.recipientName)))
    const minute = Math.floor(minuteOfDay(day, order.deliveredAt))
    return {
      ...base,
      status: 'delivered',
      driver_first_name: await firstNameOf(db, order.driverId),
      delivered: {
        at: order.deliveredAt.toISOString(),
        clock: clockTime(Math.min(Math.max(minute, 0), 23 * 60 + 59)),
        received_by: proof?.name?.trim() || null,
      },
    }
  }
  if (order.status !== 'out_for_delivery') return { ...base, status: 'not_out' }
  const current = await currentWindow(db, order, now)
  return {
    ...base,
    status: 'on_its_way',
    driver_first_name: await firstNameOf(db, order.driverId),
    stops_before: current?.stopsAhead ?? null,
    window: current ? { from: clockTime(current.window.from), to: clockTime(current.window.to) } : null,
  }
}
