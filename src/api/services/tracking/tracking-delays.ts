/**
 * The one delay e-mail (docs/decisions/0099): when the window an order out for delivery is now
 * expected in ends after the one its out-for-delivery e-mail told (the driver fell behind), the
 * customer gets one short e-mail with the new window and the tracking link, and never another
 * for that day: `order_tracking.delay_told_at` is written in the e-mail's transaction.
 *
 * Run by the minute job (src/api/jobs/runner.ts): a delivery that shows the round is late is
 * told within a minute. Bounded: only today's orders out for delivery whose customer was told a
 * window and no delay yet, at most `limit` a run; each is claimed with `SKIP LOCKED`, so two
 * instances never send it twice.
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Database } from '~/api/db/executor'
import { orders, orderTracking, users } from '~/api/db/schema'
import { composeEmail, shopLink } from '~/api/mail/compose'
import { queueEmail } from '~/api/mail/outbox'
import { shopClock } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { clockTime, isLate, type TimeWindow } from './arrival-window'
import { trackingToken } from './tracking-links'
import { currentWindow } from './tracking-view'

/** Sends the delay e-mails due at `now`; answers how many left. */
export async function sendTrackingDelays(db: Database, { now, limit = 200 }: { now: Date; limit?: number }): Promise<number> {
  const today = shopClock(now).day
  const candidates = await db
    .select({ orderId: orderTracking.orderId })
    .from(orderTracking)
    .innerJoin(orders, eq(orders.id, orderTracking.orderId))
    .where(
      and(
        eq(orderTracking.deliveryDate, today),
        isNull(orderTracking.delayToldAt),
        eq(orders.deliveryDate, today),
        eq(orders.status, 'out_for_delivery'),
      ),
    )
    .orderBy(asc(orderTracking.orderId))
    .limit(limit)
  let sent = 0
  for (const { orderId } of candidates) {
    if (await tellDelay(db, orderId, today, now)) sent++
  }
  return sent
}

async function tellDelay(db: Database, orderId: number, today: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orderTracking)
      .where(and(eq(orderTracking.orderId, orderId), isNull(orderTracking.delayToldAt), eq(orderTracking.deliveryDate, today)))
      .for('update', { skipLocked: true })
    if (!row) return false
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
    if (!order || order.status !== 'out_for_delivery' || order.deliveryDate !== today) return false
    const current = await currentWindow(tx, order, now)
    if (!current || !isLate(current.window, { from: row.toldFrom, to: row.toldTo })) return false
    const [customer] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, order.userId))
    if (!customer) return false
    await tx
      .update(orderTracking)
      .set({ delayToldAt: now, delayFrom: current.window.from, delayTo: current.window.to })
      .where(eq(orderTracking.orderId, orderId))
    const token = await trackingToken(db, order)
    await queueEmail(tx, delayEmail(order, customer, current.window, token), now)
    return true
  })
}

function delayEmail(order: typeof orders.$inferSelect, customer: { email: string; firstName: string }, window: TimeWindow, token: string) {
  const locale: Locale = order.locale === 'ar' ? 'ar' : 'fr'
  const email = composeEmail({
    locale,
    subject: m.tracking_delay_subject({ reference: order.reference }, { locale }),
    name: customer.firstName,
    paragraphs: [m.tracking_delay_text({ from: clockTime(window.from), to: clockTime(window.to) }, { locale })],
    button: { label: m.tracking_mail_button({}, { locale }), url: shopLink(locale, `/suivi/${encodeURIComponent(token)}`) },
  })
  return { ...email, to: customer.email, locale }
}
