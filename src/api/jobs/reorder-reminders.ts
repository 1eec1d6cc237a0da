/**
 * The reorder reminders job (docs/decisions/0015). Each due reminder is claimed in its own
 * transaction (`FOR UPDATE … SKIP LOCKED`), its e-mail written to the outbox and its schedule
 * moved in that same transaction: another instance skips the locked row and, once committed,
 * the row is no longer due. So one due time gives one e-mail, whatever runs or crashes.
 */
import type { Locale } from '~/paraglide/runtime.js'
import { and, asc, eq, lte, notInArray, sql } from 'drizzle-orm'
import { log } from '~/lib/logger.server'
import type { Database, Transaction } from '~/api/db/executor'
import { orderLines, orders, reorderReminders, users } from '~/api/db/schema'
import { reminderEmail } from '~/api/mail/reminder-email'
import { deliverEmail, type MailSender, queueEmail } from '~/api/mail/outbox'
import { SHOP_TIME_ZONE } from '~/lib/shop-dates'

const DAY_MS = 86_400_000

type Outcome = 'none' | 'stopped' | { emailId: number }

/** Sends every reminder due at `now` (at most `limit` in one run). Returns how many e-mails were queued. */
export async function sendDueReminders(db: Database, { now, send, limit = 200 }: { now: Date; send?: MailSender; limit?: number }) {
  let queued = 0
  // A reminder that fails (bad data) is logged and left for the next run, not retried in a loop.
  const failed: number[] = []
  for (let index = 0; index < limit; index++) {
    let outcome: Outcome
    try {
      outcome = await db.transaction((tx) => remindNext(tx, now, failed))
    } catch (error) {
      if (!(error instanceof ReminderError)) throw error
      log.error({ err: error.cause, reminderId: error.reminderId }, '[jobs] reorder reminder could not be sent')
      failed.push(error.reminderId)
      continue
    }
    if (outcome === 'none') break
    if (outcome === 'stopped') continue
    queued++
    // After the commit: the e-mail is in the outbox whatever happens to this delivery.
    await deliverEmail(db, outcome.emailId, { send, now })
  }
  return queued
}

class ReminderError extends Error {
  constructor(
    readonly reminderId: number,
    override readonly cause: unknown,
  ) {
    super(`Reminder ${reminderId} failed`)
  }
}

/** The next due reminder nobody else holds, locked until the transaction ends. */
function selectDue(tx: Transaction, now: Date, skip: number[]) {
  return tx
    .select({
      reminder: reorderReminders,
      user: { email: users.email, firstName: users.firstName, locale: users.locale, deletedAt: users.deletedAt },
      order: {
        id: orders.id,
        reference: orders.reference,
        status: orders.status,
        locale: orders.locale,
        deliveryDate: orders.deliveryDate,
      },
    })
    .from(reorderReminders)
    .innerJoin(users, eq(users.id, reorderReminders.userId))
    .innerJoin(orders, eq(orders.id, reorderReminders.orderId))
    .where(and(eq(reorderReminders.isActive, true), lte(reorderReminders.nextRemindAt, now), notInArray(reorderReminders.id, skip)))
    .orderBy(asc(reorderReminders.nextRemindAt), asc(reorderReminders.id))
    .limit(1)
    .for('update', { of: reorderReminders, skipLocked: true })
}
type DueReminder = Awaited<ReturnType<typeof selectDue>>[number]

async function remindNext(tx: Transaction, now: Date, skip: number[]): Promise<Outcome> {
  const [due] = await selectDue(tx, now, skip)
  if (!due) return 'none'
  try {
    return await remind(tx, now, due)
  } catch (error) {
    throw new ReminderError(due.reminder.id, error)
  }
}

async function remind(tx: Transaction, now: Date, { reminder, user, order }: DueReminder): Promise<Outcome> {
  // A deleted customer or a cancelled order wants no more e-mails; none left means done.
  if (user.deletedAt || order.status === 'cancelled' || reminder.remainingSends === 0) {
    await tx.update(reorderReminders).set({ isActive: false }).where(eq(reorderReminders.id, reminder.id))
    return 'stopped'
  }

  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id))
  const locale: Locale = user.locale === 'ar' || user.locale === 'fr' ? user.locale : order.locale === 'ar' ? 'ar' : 'fr'
  const emailId = await queueEmail(tx, reminderEmail({ to: user.email, name: user.firstName, locale, order, lines }), now)

  // Late (the shop was down): one e-mail now, then the first time after now on the same rhythm.
  const periods = Math.max(1, Math.floor((now.getTime() - reminder.nextRemindAt.getTime()) / (reminder.periodDays * DAY_MS)) + 1)
  // Counted on the shop's clock: the reminder keeps its local hour (10:00) across Morocco's Ramadan clock change.
  const local = sql`(${reorderReminders.nextRemindAt} AT TIME ZONE ${SHOP_TIME_ZONE})`
  await tx
    .update(reorderReminders)
    .set({
      sentCount: sql`${reorderReminders.sentCount} + 1`,
      lastSentAt: now,
      // NULL ("until stopped") stays NULL.
      remainingSends: sql`${reorderReminders.remainingSends} - 1`,
      nextRemindAt: sql`(${local} + make_interval(days => ${reminder.periodDays * periods}::int)) AT TIME ZONE ${SHOP_TIME_ZONE}`,
      isActive: sql`${reorderReminders.remainingSends} IS NULL OR ${reorderReminders.remainingSends} > 1`,
    })
    .where(eq(reorderReminders.id, reminder.id))
  return { emailId }
}
