/**
 * What the out-for-delivery e-mail adds (docs/decisions/0087): the time window of this order's
 * stop, from its place in the driver's round (round_position: the stops ahead of it, delivered
 * ones included) and the city's pace, and the city's own sentence for the day, if it has one.
 * The window told is kept (`order_tracking`): the tracking page's delay e-mail compares with it (0099).
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { cities, orders, orderTracking } from '~/api/db/schema'
import { shopClock, shopTimeToInstant } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { clockTime, deliveryWindow } from './delivery-window'

type Order = typeof orders.$inferSelect

/** The stops of the round ahead of `order`: those of its driver and day placed before it. */
async function stopsBefore(tx: Executor, order: Order) {
  if (order.driverId === null) return 0
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.driverId, order.driverId),
        eq(orders.deliveryDate, order.deliveryDate),
        inArray(orders.status, ['confirmed', 'out_for_delivery', 'delivered']),
        order.roundPosition === null ? sql`${orders.roundPosition} IS NOT NULL` : lt(orders.roundPosition, order.roundPosition),
      ),
    )
  return row?.count ?? 0
}

/** The minute of the shop's day the round leaves at, when it leaves on its delivery day. */
function leftAt(order: Order, now: Date) {
  if (shopClock(now).day !== order.deliveryDate) return null
  return Math.floor((now.getTime() - shopTimeToInstant(order.deliveryDate, 0).getTime()) / 60_000)
}

export async function dispatchWindowParagraphs(tx: Executor, order: Order, now: Date, locale: Locale): Promise<string[]> {
  const [city] = await tx.select().from(cities).where(eq(cities.id, order.cityId))
  if (!city) return []
  const pace = { startMinute: city.roundStartMinute, minutesPerStop: city.minutesPerStop, windowMinutes: city.windowMinutes }
  const window = deliveryWindow(pace, await stopsBefore(tx, order), leftAt(order, now))
  const told = {
    deliveryDate: order.deliveryDate,
    toldFrom: window.from,
    toldTo: window.to,
    delayToldAt: null,
    delayFrom: null,
    delayTo: null,
  }
  await tx
    .insert(orderTracking)
    .values({ orderId: order.id, ...told })
    .onConflictDoUpdate({ target: orderTracking.orderId, set: told })
  const note = (locale === 'ar' ? city.dispatchNoteAr : city.dispatchNoteFr).trim()
  return [m.pod_mail_window({ from: clockTime(window.from), to: clockTime(window.to) }, { locale }), ...(note ? [note] : [])]
}
