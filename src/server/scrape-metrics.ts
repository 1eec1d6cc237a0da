/**
 * The figures read when Prometheus scrapes (docs/decisions/0045): the process's own (memory, event
 * loop lag, GC: prom-client's default metrics, default names), the pool's connections, and the
 * backlog of the background jobs and the e-mail outbox, counted in SQL. A slow or absent database
 * never fails the scrape: the backlog is then left out and `shop_metrics_collect_errors_total` moves.
 */
import { collectDefaultMetrics, Counter, Gauge } from 'prom-client'
import { MAX_EMAIL_ATTEMPTS } from '~/api/mail/outbox'
import { log } from '~/lib/logger.server'
import { metricsRegistry } from '~/lib/metrics.server'
import { type OpenedDatabase, within } from './opened-database'
import { isShuttingDown } from './shutdown'

/** A scrape waits this long for the backlog's counts, then goes without them. */
const BACKLOG_QUERY_MS = 1000

/** One query for every count: partial indexes cover each (email_outbox_due_idx, reorder_reminders_due_idx). */
const BACKLOG_SQL = `
  SELECT
    count(*) FILTER (WHERE status = 'pending')::int AS pending,
    count(*) FILTER (WHERE status = 'failed' AND attempts < $1)::int AS retrying,
    count(*) FILTER (WHERE status = 'failed' AND attempts >= $1)::int AS given_up,
    count(*) FILTER (WHERE attempts < $1 AND next_attempt_at <= now())::int AS emails_due,
    (SELECT count(*)::int FROM reorder_reminders WHERE is_active AND next_remind_at <= now()) AS reminders_due
  FROM email_outbox WHERE status <> 'sent'`
type Backlog = { pending: number; retrying: number; given_up: number; emails_due: number; reminders_due: number }

const state = globalThis as { shopScrapeMetrics?: true }

/** Registers the scrape-time figures once per process. */
export function registerScrapeMetrics(opened: OpenedDatabase) {
  if (state.shopScrapeMetrics) return
  state.shopScrapeMetrics = true
  const registers = [metricsRegistry]
  collectDefaultMetrics({ register: metricsRegistry })

  const collectErrors = new Counter({
    name: 'shop_metrics_collect_errors_total',
    help: 'Scrapes that went without some figures because reading them failed or took too long.',
    labelNames: ['collector'],
    registers,
    // Counted before it is shown: this scrape's own failure is in this scrape.
    async collect() {
      await readBacklog()
    },
  })
  // Shown at 0 from the start, so an alert on its increase sees the first error.
  collectErrors.inc({ collector: 'backlog' }, 0)

  const poolGauge = (name: string, help: string, read: (pool: NonNullable<ReturnType<OpenedDatabase['pool']>>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const pool = opened.pool()
        if (pool) this.set(read(pool))
      },
    })
  poolGauge('shop_db_pool_connections', 'Connections the pool holds (idle and in use).', (pool) => pool.totalCount)
  poolGauge('shop_db_pool_idle_connections', 'Connections the pool holds that no query uses.', (pool) => pool.idleCount)
  poolGauge('shop_db_pool_waiting_clients', 'Queries waiting for a connection of the pool.', (pool) => pool.waitingCount)
  poolGauge('shop_db_pool_max_connections', 'The most connections the pool may open.', (pool) => pool.options.max ?? 0)

  // One reading per scrape, shared by the gauges below; never two at once on a slow database.
  let reading: Promise<Backlog | undefined> | undefined
  const readBacklog = () =>
    (reading ??= readBacklogOnce().finally(() => {
      reading = undefined
    }))
  async function readBacklogOnce(): Promise<Backlog | undefined> {
    const pool = opened.pool()
    // Not while shutting down: the pool is about to close.
    if (!pool || isShuttingDown()) return undefined
    try {
      const { rows } = await within(BACKLOG_QUERY_MS, pool.query<Backlog>(BACKLOG_SQL, [MAX_EMAIL_ATTEMPTS]))
      return rows[0]
    } catch (error) {
      collectErrors.inc({ collector: 'backlog' })
      log.warn({ err: error, limitMs: BACKLOG_QUERY_MS }, '[metrics] backlog not read: scraped without it')
      return undefined
    }
  }

  new Gauge({
    name: 'shop_outbox_emails',
    help: 'E-mails of the outbox not sent: pending (first delivery), retrying (failed, tried again later), given_up.',
    labelNames: ['status'],
    registers,
    async collect() {
      this.reset()
      const backlog = await readBacklog()
      if (!backlog) return
      this.set({ status: 'pending' }, backlog.pending)
      this.set({ status: 'retrying' }, backlog.retrying)
      this.set({ status: 'given_up' }, backlog.given_up)
    },
  })
  new Gauge({
    name: 'shop_jobs_due',
    help: 'Work the background jobs have due now: e-mails to (re)try, reorder reminders to send.',
    labelNames: ['job'],
    registers,
    async collect() {
      this.reset()
      const backlog = await readBacklog()
      if (!backlog) return
      this.set({ job: 'email_retries' }, backlog.emails_due)
      this.set({ job: 'reorder_reminders' }, backlog.reminders_due)
    },
  })
}
