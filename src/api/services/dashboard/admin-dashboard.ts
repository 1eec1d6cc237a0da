/**
 * The dashboard's figures, each one grouped by PostgreSQL. Days are the shop's (Casablanca):
 * "today" is `shopClock(now).day`, a delivery counts on the day Casablanca's clock showed.
 */
import { and, count, eq, gt, gte, inArray, isNotNull, lt, min, or, sql } from 'drizzle-orm'
import type { Dashboard, DashboardDay } from '~/api/contract/admin-dashboard'
import type { Executor } from '~/api/db/executor'
import { cities, emailOutbox, orders, satisfactionRequests } from '~/api/db/schema'
import { SHOP_TIME_ZONE, addDays, shopClock, shopTimeToInstant } from '~/lib/shop-dates'
import type { Locale } from '~/paraglide/runtime.js'
import { listStock } from '~/api/services/stock/admin-stock'
import { yearsWithoutHolidays } from '~/api/services/rules/admin-holidays'
import { getLegalIdentity } from '~/api/services/documents/legal-identity'
import { ORDER_STATUSES } from '~/api/contract/back-office-rules'

/** The zone as a literal: a grouped expression must be the same text in SELECT and GROUP BY (a parameter is not). */
const shopZone = sql.raw(`'${SHOP_TIME_ZONE}'`)
const REVENUE_DAYS = 30
const LIKES_DAYS = 30
/** A pending e-mail that failed once and is this old is worth a look (the first retry comes after 5 minutes). */
const STUCK_AFTER_MS = 15 * 60_000

type CityCount = { day: string; cityId: number; cityName: string; status: (typeof ORDER_STATUSES)[number]; value: number }

function dayOf(day: string, rows: CityCount[]): DashboardDay {
  const byCity = new Map<number, DashboardDay['cities'][number]>()
  for (const row of rows.filter((each) => each.day === day)) {
    const city = byCity.get(row.cityId) ?? {
      id: row.cityId,
      name: row.cityName,
      counts: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as DashboardDay['cities'][number]['counts'],
      total: 0,
    }
    city.counts[row.status] += row.value
    city.total += row.value
    byCity.set(row.cityId, city)
  }
  const list = [...byCity.values()].sort((a, b) => a.name.localeCompare(b.name))
  return { day, cities: list, total: list.reduce((sum, city) => sum + city.total, 0) }
}

export async function dashboard(db: Executor, now: Date, locale: Locale): Promise<Dashboard> {
  const today = shopClock(now).day
  const tomorrow = addDays(today, 1)
  const firstRevenueDay = addDays(today, -(REVENUE_DAYS - 1))
  const deliveredDay = sql<string>`to_char(${orders.deliveredAt} at time zone ${shopZone}, 'YYYY-MM-DD')`
  const likesSince = shopTimeToInstant(addDays(today, -(LIKES_DAYS - 1)), 0)

  const [perCity, revenueRows, [likes], [stuck]] = await Promise.all([
    db
      .select({
        day: orders.deliveryDate,
        cityId: cities.id,
        cityName: locale === 'ar' ? cities.nameAr : cities.nameFr,
        status: orders.status,
        value: count(),
      })
      .from(orders)
      .innerJoin(cities, eq(cities.id, orders.cityId))
      .where(inArray(orders.deliveryDate, [today, tomorrow]))
      .groupBy(orders.deliveryDate, cities.id, orders.status),
    db
      .select({ day: deliveredDay, total: sql<number>`sum(${orders.totalCentimes})::int`, orders: count() })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'delivered'),
          gte(orders.deliveredAt, shopTimeToInstant(firstRevenueDay, 0)),
          lt(orders.deliveredAt, shopTimeToInstant(addDays(today, 1), 0)),
        ),
      )
      .groupBy(deliveredDay),
    db
      .select({
        likes: sql<number>`count(*) filter (where ${satisfactionRequests.rating} = 1)::int`,
        dislikes: sql<number>`count(*) filter (where ${satisfactionRequests.rating} = 2)::int`,
      })
      .from(satisfactionRequests)
      .where(and(isNotNull(satisfactionRequests.answeredAt), gte(satisfactionRequests.answeredAt, likesSince))),
    db
      .select({ count: count(), oldest: min(emailOutbox.createdAt) })
      .from(emailOutbox)
      .where(
        or(
          eq(emailOutbox.status, 'failed'),
          and(
            eq(emailOutbox.status, 'pending'),
            gt(emailOutbox.attempts, 0),
            lt(emailOutbox.createdAt, new Date(now.getTime() - STUCK_AFTER_MS)),
          ),
        ),
      ),
  ])

  // After the others: they share the pool, this one reads the catalogue.
  const lowStock = await listStock(db, { lowOnly: true, locale })
  const holidaysMissing = await yearsWithoutHolidays(db, today)
  const identity = await getLegalIdentity(db)
  const revenueByDay = new Map(revenueRows.map((row) => [row.day, row]))
  const answered = (likes?.likes ?? 0) + (likes?.dislikes ?? 0)
  return {
    today: dayOf(today, perCity),
    tomorrow: dayOf(tomorrow, perCity),
    revenue: Array.from({ length: REVENUE_DAYS }, (_, index) => {
      const day = addDays(firstRevenueDay, index)
      const row = revenueByDay.get(day)
      return { day, total: row?.total ?? 0, orders: row?.orders ?? 0 }
    }),
    likes: {
      likes: likes?.likes ?? 0,
      dislikes: likes?.dislikes ?? 0,
      rate: answered ? Math.round(((likes?.likes ?? 0) * 100) / answered) : null,
    },
    stuck_emails: { count: stuck?.count ?? 0, oldest: stuck?.oldest ? new Date(stuck.oldest).toISOString() : null },
    low_stock: lowStock.items,
    holidays_missing: holidaysMissing,
    legal_identity_incomplete: !identity.complete,
  }
}
