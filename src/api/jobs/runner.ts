/**
 * The background job runner (docs/decisions/0015): every job claims its rows in PostgreSQL with
 * `SKIP LOCKED`, so any number of instances may run it at once. The clock and the mail sender
 * are arguments, so tests run `runJobsOnce` with a fake clock.
 */
import type { Database } from '~/api/db/executor'
import { log } from '~/lib/logger.server'
import { cutExpiredLinks, type MailSender, retryEmails } from '~/api/mail/outbox'
import { sendDueReminders } from './reorder-reminders'
import { createStandingOrders } from './standing-orders'
import { issueLastMonthInvoices } from '~/api/services/documents/monthly-invoices'
import { sendTrackingDelays } from '~/api/services/tracking/tracking-delays'

export type JobOptions = { now: Date; send?: MailSender }

/** Each job does what is due at `now` and answers how many things it did. */
const JOBS: Record<string, (db: Database, options: JobOptions) => Promise<number>> = {
  reorderReminders: sendDueReminders,
  standingOrders: createStandingOrders,
  expiredEmailLinks: cutExpiredLinks,
  emailRetries: retryEmails,
  monthlyInvoices: issueLastMonthInvoices,
  trackingDelays: sendTrackingDelays,
}

/** Runs every job once. A failing job is logged; the others still run. */
export async function runJobsOnce(db: Database, options: JobOptions): Promise<Record<string, number | 'failed'>> {
  const report: Record<string, number | 'failed'> = {}
  for (const [name, job] of Object.entries(JOBS)) {
    try {
      report[name] = await job(db, options)
    } catch (error) {
      log.error({ err: error, job: name }, '[jobs] job failed')
      report[name] = 'failed'
    }
  }
  return report
}

export type JobRunner = { stop: (graceMs?: number) => Promise<void> }

/**
 * Runs the jobs every `intervalMs`, the first time soon after the start. A run ends before the
 * next is planned, so runs of one instance never overlap. `stop()` waits for a run in progress,
 * for `graceMs` at most: a run cut short is safe (an open transaction rolls back, a claimed
 * e-mail is retried later).
 */
export function startJobRunner({
  openDatabase,
  intervalMs = 60_000,
  firstRunMs = 5_000,
  now = () => new Date(),
  send,
}: {
  openDatabase: () => Promise<Database>
  intervalMs?: number
  firstRunMs?: number
  now?: () => Date
  send?: MailSender
}): JobRunner {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<unknown> = Promise.resolve()

  const plan = (delay: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      running = openDatabase()
        .then((db) => runJobsOnce(db, { now: now(), send }))
        .catch((error) => log.error({ err: error }, '[jobs] run failed'))
        .finally(() => plan(intervalMs))
    }, delay)
    // The runner alone never keeps the process alive.
    timer.unref?.()
  }
  plan(firstRunMs)

  return {
    async stop(graceMs = 10_000) {
      stopped = true
      clearTimeout(timer)
      let grace: ReturnType<typeof setTimeout> | undefined
      await Promise.race([running, new Promise((resolve) => (grace = setTimeout(resolve, graceMs)))])
      clearTimeout(grace)
    },
  }
}
