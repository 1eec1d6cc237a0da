/**
 * The checkout's numbers (cut-off hour, booking window, points rules) and the holidays, read
 * from the database on each computation so a change there applies at once, on every instance.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { checkoutSettings, publicHolidays, reminderOptions } from '~/api/db/schema'

export type CheckoutSettings = typeof checkoutSettings.$inferSelect
export type ReminderOption = typeof reminderOptions.$inferSelect

export async function loadCheckoutSettings(db: Executor): Promise<CheckoutSettings> {
  const [settings] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.id, 1))
  // Migration 0005 inserts the row: without it the database is not the shop's.
  if (!settings) throw new Error('checkout_settings has no row: run the migrations')
  return settings
}

/** The holidays between two days, both included. */
export async function loadHolidays(db: Executor, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: publicHolidays.day })
    .from(publicHolidays)
    .where(and(gte(publicHolidays.day, from), lte(publicHolidays.day, to)))
  return new Set(rows.map((row) => row.day))
}

export function loadReminderOptions(db: Executor): Promise<ReminderOption[]> {
  return db
    .select()
    .from(reminderOptions)
    .where(eq(reminderOptions.isActive, true))
    .orderBy(asc(reminderOptions.sortOrder), asc(reminderOptions.id))
}
