/**
 * The standing orders of the job's benchmark (scripts/benchmark-standing-orders.ts) and of its guard
 * (tests/api/standing-orders-at-scale.test.ts): each generated customer of `seed:large`
 * (`load-customer-N@example.test`) gets one standing order, one or two of the demo's untracked
 * products sold in their city, enough for the city's minimum, every 1, 2 or 4 weeks, its first date
 * the city's next deliverable day: all due in one run of the job.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Database } from '../../src/api/db/executor'
import { loadCheckoutSettings, loadHolidays } from '../../src/api/services/checkout/checkout-settings'
import { deliverableDates } from '../../src/api/services/checkout/delivery-dates'
import { addDays, shopClock } from '../../src/lib/shop-dates'

const pgArray = (values: (number | string)[]) => `{${values.join(',')}}`

/** Replaces the generated customers' standing orders (their dates with them; the orders they made stay). */
export async function giveLoadCustomersStandingOrders(db: Database, now: Date) {
  // The previous run's standing orders go (their dates with them); the orders they made stay.
  await db.execute(sql`DELETE FROM standing_orders WHERE user_id IN (SELECT id FROM users WHERE email LIKE 'load-customer-%')`)
  const settings = await loadCheckoutSettings(db)
  const today = shopClock(now).day
  const holidays = await loadHolidays(db, today, addDays(today, settings.bookingWindowDays))
  const { rows: cityRows } = await db.execute<{ id: number; weekdays: number[]; lead: number; mode: number }>(sql`
    SELECT c.id, c.delivery_weekdays AS weekdays, m.lead_days AS lead, m.id AS mode
    FROM cities c
    JOIN LATERAL (SELECT dm.id, dm.lead_days FROM delivery_modes dm JOIN delivery_fees f ON f.delivery_mode_id = dm.id AND f.city_id = c.id
                  WHERE dm.is_active ORDER BY dm.sort_order, dm.id LIMIT 1) m ON true`)
  const firstDates = new Map<number, { day: string; mode: number }>()
  for (const city of cityRows) {
    const day = deliverableDates(now, city.lead, { cutoffHour: settings.cutoffHour, windowDays: 7, weekdays: city.weekdays, holidays })[0]
    if (day) firstDates.set(city.id, { day, mode: city.mode })
  }
  const cities = [...firstDates.entries()]
  // One statement per table, set-based: the customers' standing orders, then their lines.
  await db.execute(sql`
    INSERT INTO standing_orders (user_id, city_id, address_id, delivery_mode_id, payment_mode_id, every_weeks, weekday, next_date, agreed_total_centimes)
    SELECT u.id, a.city_id, a.id, d.mode, (SELECT id FROM payment_modes WHERE is_active AND NOT is_online ORDER BY sort_order, id LIMIT 1),
           (ARRAY[1, 2, 4])[1 + u.id % 3], extract(isodow FROM d.day)::int, d.day, 100000000
    FROM users u
    JOIN LATERAL (SELECT id, city_id FROM addresses WHERE user_id = u.id ORDER BY is_default DESC, id LIMIT 1) a ON true
    JOIN (SELECT * FROM unnest(${pgArray(cities.map(([id]) => id))}::int[], ${pgArray(cities.map(([, first]) => first.day))}::date[], ${pgArray(cities.map(([, first]) => first.mode))}::int[])
          AS t(city_id, day, mode)) d ON d.city_id = a.city_id
    WHERE u.email LIKE 'load-customer-%'`)
  await db.execute(sql`
    INSERT INTO standing_order_lines (standing_order_id, product_id, variant_id, quantity)
    SELECT so.id, p.product_id, p.variant_id, greatest(1, ceil((c.min_order_centimes + 100) / p.price::numeric / p.lines))::int
    FROM standing_orders so
    JOIN cities c ON c.id = so.city_id
    JOIN LATERAL (
      SELECT pr.id AS product_id, v.id AS variant_id, coalesce(v.price_centimes, pr.price_centimes) AS price, 1 + so.id % 2 AS lines
      FROM products pr
      JOIN product_cities pc ON pc.product_id = pr.id AND pc.city_id = so.city_id AND pc.is_available
      LEFT JOIN LATERAL (SELECT id, price_centimes FROM product_variants WHERE product_id = pr.id AND is_active AND stock IS NULL ORDER BY id LIMIT 1) v ON true
      WHERE pr.is_active AND pr.stock IS NULL AND pr.slug NOT LIKE 'load-%' AND pr.price_centimes > 0
        AND (v.id IS NOT NULL OR NOT EXISTS (SELECT 1 FROM product_variants pv WHERE pv.product_id = pr.id))
      ORDER BY (pr.id + so.id) % 7, pr.id
      LIMIT 1 + so.id % 2
    ) p ON true
    WHERE so.user_id IN (SELECT id FROM users WHERE email LIKE 'load-customer-%')`)
}

/**
 * Counts the statements sent from inside `work` (its async context), apart from others on the same
 * pool: the job's cost that does not depend on the machine (decision 0088). Patches pg's client for
 * the time of the call only.
 */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const inWork = new AsyncLocalStorage<true>()
  let statements = 0
  const sendQuery = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (inWork.getStore()) statements++
    return (sendQuery as (...input: unknown[]) => unknown).apply(this, args)
  } as typeof pg.Client.prototype.query
  try {
    const result = await inWork.run(true, work)
    return { result, statements }
  } finally {
    pg.Client.prototype.query = sendQuery
  }
}
