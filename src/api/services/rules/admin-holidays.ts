/**
 * Public holidays a year at a time (issue 17 §6): staff read a year's list, an admin saves the
 * whole year (added, corrected and removed days in one transaction) over the list they read, so
 * two admins editing one year never overwrite each other (409 with who changed it and which
 * days). The dashboard warns when this year or the next has no holiday entered.
 */
import { and, asc, gte, lte, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { type Holiday, holidayYearChangeSchema } from '~/api/contract/admin-rules'
import type { Database, Executor } from '~/api/db/executor'
import { publicHolidays } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { recordAudit } from '~/api/services/shared/audit'
import { announceChange } from '~/api/services/shared/change-feed'
import { lastSaved } from '~/api/services/shared/versioned-save'
import { ruleFieldRefusal, valuesConflict } from './rule-refusals'

const yearWhere = (year: number) => and(gte(publicHolidays.day, `${year}-01-01`), lte(publicHolidays.day, `${year}-12-31`))
const key = (holiday: Holiday) => `${holiday.day}|${holiday.code}`
const sameList = (a: Holiday[], b: Holiday[]) =>
  JSON.stringify([...a].sort((x, y) => key(x).localeCompare(key(y)))) ===
  JSON.stringify([...b].sort((x, y) => key(x).localeCompare(key(y))))

export async function holidaysOfYear(db: Executor, year: number): Promise<Holiday[]> {
  const rows = await db.select().from(publicHolidays).where(yearWhere(year)).orderBy(asc(publicHolidays.day), asc(publicHolidays.code))
  return rows.map((row) => ({ day: row.day, code: row.code, name_fr: row.nameFr, name_ar: row.nameAr, is_estimated: row.isEstimated }))
}

const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

function checkYear(year: number, body: unknown) {
  const parsed = holidayYearChangeSchema.safeParse(body)
  const messages = {
    'holidays.*.day': (locale: Locale) => m.api_rules_holiday_day_invalid({ year }, { locale }),
    'holidays.*.code': (locale: Locale) => m.api_rules_holiday_code_invalid({}, { locale }),
    'holidays.*.name_fr': (locale: Locale) => m.api_rules_name_invalid({}, { locale }),
    'holidays.*.name_ar': (locale: Locale) => m.api_rules_name_invalid({}, { locale }),
    'holidays.*.is_estimated': (locale: Locale) => m.api_rules_flag_invalid({}, { locale }),
    holidays: (locale: Locale) => m.api_rules_holidays_too_many({}, { locale }),
    expected: (locale: Locale) => m.api_rules_expected_missing({}, { locale }),
  }
  if (!parsed.success) throw ruleFieldRefusal(parsed.error, messages, (locale) => m.api_invalid_input({}, { locale }))
  const errors: Record<string, (locale: Locale) => string> = {}
  const seen = new Set<string>()
  const holidays = parsed.data.holidays.map((holiday) => ({ ...holiday, code: holiday.code || codeFrom(holiday.name_fr) }))
  holidays.forEach((holiday, index) => {
    if (!holiday.day.startsWith(`${year}-`) || !isRealDay(holiday.day)) errors[`holidays.${index}.day`] = messages['holidays.*.day']
    else if (seen.has(key(holiday))) errors[`holidays.${index}.code`] = (locale) => m.api_rules_holiday_duplicate({}, { locale })
    seen.add(key(holiday))
  })
  if (Object.keys(errors).length) {
    throw new ApiError(
      400,
      (locale) => m.api_invalid_input({}, { locale }),
      (locale) => Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message(locale)]])),
    )
  }
  return { holidays, expected: parsed.data.expected }
}

/** A code from a French name: "Aïd al-Fitr (2e jour)" → "aid-al-fitr-2e-jour". */
const codeFrom = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '') || 'jour'

/** The year's days become exactly `holidays`, if the year still holds `expected`. */
export async function saveHolidayYear(
  db: Database,
  year: number,
  body: unknown,
  { actorId, now }: { actorId: number; now: Date },
): Promise<Holiday[]> {
  const change = checkYear(year, body)
  return db.transaction(async (tx) => {
    // Rows may not exist yet (a new year): the year itself is locked, for this transaction.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('public_holidays'), ${year})`)
    const current = await holidaysOfYear(tx, year)
    if (!sameList(current, change.expected)) {
      const last = await lastSaved(tx, { entity: 'public_holidays', entityId: year })
      const now = new Set(current.map((holiday) => JSON.stringify(holiday)))
      const seen = new Set(change.expected.map((holiday) => JSON.stringify(holiday)))
      const days = [
        ...new Set([
          ...current.filter((holiday) => !seen.has(JSON.stringify(holiday))).map((holiday) => holiday.day),
          ...change.expected.filter((holiday) => !now.has(JSON.stringify(holiday))).map((holiday) => holiday.day),
        ]),
      ].sort()
      throw valuesConflict(last, (locale) => m.api_rules_holidays_changed({ year, days: days.join(', ') }, { locale }))
    }
    const holidays: Holiday[] = change.holidays.map((holiday) => ({ ...holiday }))
    if (sameList(current, holidays)) return current
    await tx.delete(publicHolidays).where(yearWhere(year))
    if (holidays.length) {
      await tx.insert(publicHolidays).values(
        holidays.map((holiday) => ({
          day: holiday.day,
          code: holiday.code,
          nameFr: holiday.name_fr,
          nameAr: holiday.name_ar,
          isEstimated: holiday.is_estimated,
        })),
      )
    }
    await recordAudit(
      tx,
      { actorId, action: 'rules.holidays', entity: 'public_holidays', entityId: year, before: current, after: holidays },
      now,
    )
    await announceChange(tx, { topic: 'rules', key: `holidays:${year}` })
    return holidaysOfYear(tx, year)
  })
}

/** Of this year and the next (the shop's), those without a single holiday entered. */
export async function yearsWithoutHolidays(db: Executor, today: string): Promise<number[]> {
  const year = Number(today.slice(0, 4))
  const rows = await db
    .select({ year: sql<number>`extract(year from ${publicHolidays.day})::int` })
    .from(publicHolidays)
    .where(and(gte(publicHolidays.day, `${year}-01-01`), lte(publicHolidays.day, `${year + 1}-12-31`)))
    .groupBy(sql`1`)
  const entered = new Set(rows.map((row) => Number(row.year)))
  return [year, year + 1].filter((each) => !entered.has(each))
}
