/**
 * The customer's side of reorder reminders: the ones still running on an order, and stopping
 * one (the reminder e-mail links to the order page, which offers it). Sending is a job
 * (src/api/jobs/reorder-reminders.ts).
 */
import { and, asc, eq } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { OrderReminder } from '~/api/contract/account'
import type { Executor } from '~/api/db/executor'
import { reorderReminders } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'

export async function activeReminders(db: Executor, orderId: number): Promise<OrderReminder[]> {
  const rows = await db
    .select()
    .from(reorderReminders)
    .where(and(eq(reorderReminders.orderId, orderId), eq(reorderReminders.isActive, true)))
    .orderBy(asc(reorderReminders.id))
  return rows.map((row) => ({
    id: row.id,
    period_days: row.periodDays,
    remaining: row.remainingSends,
    sent: row.sentCount,
    next_at: row.nextRemindAt.toISOString(),
  }))
}

/** Stops one of the customer's reminders; another customer's, or none, is the same 404. */
export async function stopReminder(db: Executor, userId: number, reminderId: number): Promise<void> {
  const [row] = await db
    .update(reorderReminders)
    .set({ isActive: false })
    .where(and(eq(reorderReminders.id, reminderId), eq(reorderReminders.userId, userId)))
    .returning({ id: reorderReminders.id })
  if (!row) throw new ApiError(404, (locale) => m.reminders_not_found({}, { locale }))
}
