/**
 * The back office's standing orders (docs/decisions/0085): the list per city and delivery day,
 * how many per day, and what next week's rounds will carry from them (units per product and pack
 * size): the orders already made for those days, and the dates still to be made, counted in SQL.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { AdminStandingList, AdminStandingQuery } from '~/api/contract/standing-orders'
import type { Executor } from '~/api/db/executor'
import { fullNameSql } from '~/api/db/full-name'
import { cities, standingOrderLines, standingOrders, users } from '~/api/db/schema'
import { addDays, isoWeekday, shopClock } from '~/lib/shop-dates'
import type { Locale } from '~/paraglide/runtime.js'
import { onPage } from '~/api/services/shared/paging'

const PER_PAGE = 50

/** Monday to Saturday of the week after `now`'s. */
export function nextWeek(now: Date): { from: string; to: string } {
  const today = shopClock(now).day
  const from = addDays(today, 8 - isoWeekday(today))
  return { from, to: addDays(from, 5) }
}

export async function listAdminStandingOrders(
  db: Executor,
  query: AdminStandingQuery,
  locale: Locale,
  now: Date,
): Promise<AdminStandingList> {
  const ar = locale === 'ar'
  const filters = and(
    query.city_id ? eq(standingOrders.cityId, query.city_id) : undefined,
    query.weekday ? eq(standingOrders.weekday, query.weekday) : undefined,
    query.status ? eq(standingOrders.status, query.status) : undefined,
  )
  const units = db
    .select({ id: standingOrderLines.standingOrderId, units: sql<number>`sum(${standingOrderLines.quantity})::int`.as('units') })
    .from(standingOrderLines)
    .groupBy(standingOrderLines.standingOrderId)
    .as('units')
  const rows = await onPage(
    db
      .select({
        id: standingOrders.id,
        customer: fullNameSql(users),
        customerId: users.id,
        city: ar ? cities.nameAr : cities.nameFr,
        weekday: standingOrders.weekday,
        everyWeeks: standingOrders.everyWeeks,
        status: standingOrders.status,
        nextDate: standingOrders.nextDate,
        units: sql<number>`coalesce(${units.units}, 0)`,
        agreed: standingOrders.agreedTotalCentimes,
      })
      .from(standingOrders)
      .innerJoin(users, eq(users.id, standingOrders.userId))
      .innerJoin(cities, eq(cities.id, standingOrders.cityId))
      .leftJoin(units, eq(units.id, standingOrders.id))
      .where(filters)
      .orderBy(asc(cities.sortOrder), asc(standingOrders.weekday), asc(standingOrders.nextDate), asc(standingOrders.id))
      .$dynamic(),
    query.page,
    PER_PAGE,
  )
  const [total] = await db.select({ count: count() }).from(standingOrders).where(filters)
  const perDay = await db
    .select({ city_id: cities.id, city: ar ? cities.nameAr : cities.nameFr, weekday: standingOrders.weekday, count: count() })
    .from(standingOrders)
    .innerJoin(cities, eq(cities.id, standingOrders.cityId))
    .where(and(eq(standingOrders.status, 'active'), query.city_id ? eq(standingOrders.cityId, query.city_id) : undefined))
    .groupBy(cities.id, cities.sortOrder, standingOrders.weekday)
    .orderBy(asc(cities.sortOrder), asc(standingOrders.weekday))
  const week = nextWeek(now)
  return {
    rows: rows.map((row) => ({
      id: row.id,
      customer: row.customer,
      customer_id: row.customerId,
      city: row.city,
      weekday: row.weekday,
      every_weeks: row.everyWeeks,
      status: row.status,
      next_date: row.nextDate,
      units: row.units,
      agreed_total: row.agreed,
    })),
    total: total?.count ?? 0,
    page: query.page,
    per_page: PER_PAGE,
    per_day: perDay,
    next_week: { ...week, products: await nextWeekUnits(db, week, query.city_id ?? null, locale) },
  }
}

/**
 * Units per product and pack size for the week: the lines of the orders already made for its days
 * (not cancelled), and the lines of the dates still to be made (active standing orders whose rhythm
 * falls in the week, not skipped or handled yet), in one statement.
 */
async function nextWeekUnits(db: Executor, { from, to }: { from: string; to: string }, cityId: number | null, locale: Locale) {
  const name = locale === 'ar' ? sql.raw('name_ar') : sql.raw('name_fr')
  const { rows } = await db.execute<{ name: string; reference: string; units: number }>(sql`
    WITH carried AS (
      SELECT ol.product_id, ol.variant_id, ol.quantity
      FROM standing_order_deliveries d
      JOIN standing_orders so ON so.id = d.standing_order_id
      JOIN orders o ON o.id = d.order_id AND o.status <> 'cancelled'
      JOIN order_lines ol ON ol.order_id = o.id
      WHERE d.status = 'ordered' AND d.delivery_date BETWEEN ${from}::date AND ${to}::date
        AND (${cityId}::int IS NULL OR so.city_id = ${cityId}::int)
      UNION ALL
      SELECT l.product_id, l.variant_id, l.quantity
      FROM standing_orders so
      CROSS JOIN LATERAL (SELECT (so.next_date + 7 * so.every_weeks * k)::date AS slot FROM generate_series(0, 6) AS k) s
      JOIN standing_order_lines l ON l.standing_order_id = so.id
      WHERE so.status = 'active' AND s.slot BETWEEN ${from}::date AND ${to}::date
        AND (${cityId}::int IS NULL OR so.city_id = ${cityId}::int)
        AND NOT EXISTS (SELECT 1 FROM standing_order_deliveries d WHERE d.standing_order_id = so.id AND d.slot_date = s.slot)
    )
    SELECT p.${name} AS name, coalesce(v.reference, p.reference) AS reference, sum(c.quantity)::int AS units
    FROM carried c
    JOIN products p ON p.id = c.product_id
    LEFT JOIN product_variants v ON v.id = c.variant_id
    GROUP BY p.id, p.${name}, v.reference, p.reference
    ORDER BY units DESC, name`)
  return rows
}
