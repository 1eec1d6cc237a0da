/**
 * Closing a driver's day of cash (issue 36 §3, docs/decisions/0084): what was due (collected at
 * the door, deposits included, less what they paid back in cash: cashOfDay), what the staff
 * member counted, the difference and, when there is one, why. One closing per driver and day,
 * final: PostgreSQL refuses to change it or what it counted (migration 0042), and the closing
 * takes the day's lock alone so a delivery being recorded is either counted or refused.
 */
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CashClosings, CashDriverDay, CloseCashBody, UnclosedCashDay } from '~/api/contract/admin-cash-closing'
import type { StaffMember } from '~/api/auth/staff-roles'
import type { Database, Executor } from '~/api/db/executor'
import { fullNameSql } from '~/api/db/full-name'
import { cashClosings, orders, users } from '~/api/db/schema'
import { ApiError, fieldRefusal } from '~/api/http/errors'
import { formatMoney } from '~/lib/money'
import { SHOP_TIME_ZONE, shopClock } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { recordAudit } from '~/api/services/shared/audit'
import { staleSave } from '~/api/services/shared/versioned-save'
import { cashOfDay } from './delivery-day'

const closers = alias(users, 'closers')
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`)

/** The lock the database's checks take shared (shop_cash_day_closed): the closing takes it alone. */
const lockDay = (tx: Executor, driverId: number, day: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('cash_closings'), hashtext(${`${driverId}:${day}`}))`)

/** Per driver of the day: due, and the closing when the day is closed (its due as it was then). */
export async function cashClosingsOfDay(db: Executor, date: string | undefined, locale: Locale, now: Date): Promise<CashClosings> {
  const day = date ?? shopClock(now).day
  const [cash, closed] = await Promise.all([
    cashOfDay(db, day, locale, now),
    db
      .select({ row: cashClosings, driverName: fullNameSql(users), closedBy: fullNameSql(closers) })
      .from(cashClosings)
      .innerJoin(users, eq(users.id, cashClosings.driverId))
      .leftJoin(closers, eq(closers.id, cashClosings.closedBy))
      .where(eq(cashClosings.day, day)),
  ])
  const byDriver = new Map<number, CashDriverDay>()
  for (const entry of cash.drivers) {
    if (!entry.driver) continue
    byDriver.set(entry.driver.id, {
      driver: entry.driver,
      collected: entry.collected,
      paid_back: entry.refunded,
      due: entry.total,
      closing: null,
    })
  }
  for (const { row, driverName, closedBy } of closed) {
    byDriver.set(row.driverId, {
      driver: byDriver.get(row.driverId)?.driver ?? { id: row.driverId, name: driverName },
      collected: row.collectedCentimes,
      paid_back: row.paidBackCentimes,
      due: row.dueCentimes,
      closing: {
        declared: row.declaredCentimes,
        difference: row.differenceCentimes,
        reason: row.reason,
        closed_by: closedBy || null,
        closed_at: row.closedAt.toISOString(),
      },
    })
  }
  return { date: day, drivers: [...byDriver.values()].sort((a, b) => a.driver.name.localeCompare(b.driver.name)) }
}

const conflict = (message: (locale: Locale) => string) => new ApiError(409, message)

/** Closes a driver's day: refused for a day to come, a day already closed, a due that moved since it was seen. */
export async function closeCashDay(
  db: Database,
  body: CloseCashBody,
  actor: StaffMember,
  locale: Locale,
  now: Date,
): Promise<CashDriverDay> {
  const reason = body.reason?.trim() || null
  if (body.date > shopClock(now).day) throw fieldRefusal({ date: [(lang) => m.cash_close_future({}, { locale: lang })] })
  const closed = await db.transaction(async (tx) => {
    await lockDay(tx, body.driver_id, body.date)
    const [already] = await tx
      .select({ closedAt: cashClosings.closedAt })
      .from(cashClosings)
      .where(and(eq(cashClosings.driverId, body.driver_id), eq(cashClosings.day, body.date)))
    if (already) throw conflict((lang) => m.cash_close_already({}, { locale: lang }))
    const entry = (await cashOfDay(tx, body.date, locale, now)).drivers.find((each) => each.driver?.id === body.driver_id)
    if (!entry) throw fieldRefusal({ driver_id: [(lang) => m.cash_close_nothing({}, { locale: lang })] })
    // The due seen stands for the day's version (docs/decisions/0096): a stale save, "keep mine" closing over the due now.
    if (entry.total !== body.due_seen) {
      throw staleSave({ savedBy: null, savedAt: null, version: entry.total }, (_said, lang) =>
        m.cash_close_due_moved({ due: formatMoney(entry.total, lang) }, { locale: lang }),
      )
    }
    if (body.declared !== entry.total && !reason) {
      throw fieldRefusal({ reason: [(lang) => m.cash_close_reason_required({}, { locale: lang })] })
    }
    const [row] = await tx
      .insert(cashClosings)
      .values({
        driverId: body.driver_id,
        day: body.date,
        collectedCentimes: entry.collected,
        paidBackCentimes: entry.refunded,
        dueCentimes: entry.total,
        declaredCentimes: body.declared,
        reason: body.declared === entry.total ? null : reason,
        closedBy: actor.id,
        closedAt: now,
      })
      .returning()
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'cash.close',
        entity: 'cash_day',
        entityId: `${body.date}:${body.driver_id}`,
        after: { due: row!.dueCentimes, declared: row!.declaredCentimes, difference: row!.differenceCentimes, reason: row!.reason },
      },
      now,
    )
    return row!
  })
  const day = await cashClosingsOfDay(db, body.date, locale, now)
  return day.drivers.find((each) => each.driver.id === closed.driverId)!
}

/**
 * The past days a driver delivered on whose cash is not closed, latest first (the dashboard's
 * reminder); at most `limit`. Today is not past: drivers are still out.
 */
export async function unclosedCashDays(db: Executor, locale: Locale, now: Date, limit = 20): Promise<UnclosedCashDay[]> {
  const today = shopClock(now).day
  const deliveredDay = sql<string>`to_char(${orders.deliveredAt} at time zone ${zone}, 'YYYY-MM-DD')`
  const rows = await db
    .select({ day: deliveredDay, driverId: orders.driverId, driverName: fullNameSql(users) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.driverId))
    .leftJoin(
      cashClosings,
      and(eq(cashClosings.driverId, orders.driverId), eq(cashClosings.day, sql`(${orders.deliveredAt} at time zone ${zone})::date`)),
    )
    .where(
      and(
        eq(orders.status, 'delivered'),
        isNull(cashClosings.id),
        lt(sql`(${orders.deliveredAt} at time zone ${zone})::date`, sql`${today}::date`),
      ),
    )
    .groupBy(deliveredDay, orders.driverId, users.firstName, users.lastName)
    .orderBy(desc(deliveredDay), asc(orders.driverId))
    .limit(limit)
  const days: UnclosedCashDay[] = []
  const cashByDay = new Map<string, Awaited<ReturnType<typeof cashOfDay>>>()
  for (const row of rows) {
    const cash = cashByDay.get(row.day) ?? (await cashOfDay(db, row.day, locale, now))
    cashByDay.set(row.day, cash)
    const due = cash.drivers.find((entry) => entry.driver?.id === row.driverId)?.total ?? 0
    days.push({ date: row.day, driver: { id: row.driverId!, name: row.driverName }, due })
  }
  return days
}
