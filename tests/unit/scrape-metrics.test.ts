/**
 * The scrape-time figures (src/server/scrape-metrics.ts, docs/decisions/0045): a database that does
 * not answer costs a scrape about a second and the backlog's figures, never the scrape itself.
 */
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { metricsRegistry } from '~/lib/metrics.server'
import { followOpening } from '~/server/opened-database'
import { registerScrapeMetrics } from '~/server/scrape-metrics'

const backlogRow = { pending: 3, retrying: 2, given_up: 1, emails_due: 4, reminders_due: 5 }
let answer: () => Promise<unknown> = () => new Promise(() => {})
const pool = {
  totalCount: 4,
  idleCount: 1,
  waitingCount: 2,
  options: { max: 10 },
  query: () => answer(),
} as unknown as pg.Pool

registerScrapeMetrics(followOpening(Promise.resolve(pool)))

describe('scrape-time metrics', () => {
  it('scrape a database that never answers within about a second, without its backlog', { timeout: 10_000 }, async () => {
    const started = performance.now()
    const text = await metricsRegistry.metrics()
    expect(performance.now() - started).toBeLessThan(2500)
    expect(text).toMatch(/^shop_db_pool_connections 4$/m)
    expect(text).toMatch(/^shop_db_pool_waiting_clients 2$/m)
    expect(text).toMatch(/^shop_metrics_collect_errors_total\{collector="backlog"\} 1$/m)
    expect(text).not.toMatch(/^shop_outbox_emails\{/m)
    expect(text).not.toMatch(/^shop_jobs_due\{/m)
  })

  it('read the backlog in one query when the database answers', async () => {
    let queries = 0
    answer = async () => (queries++, { rows: [backlogRow] })
    const text = await metricsRegistry.metrics()
    expect(queries).toBe(1)
    expect(text).toMatch(/^shop_outbox_emails\{status="pending"\} 3$/m)
    expect(text).toMatch(/^shop_outbox_emails\{status="given_up"\} 1$/m)
    expect(text).toMatch(/^shop_jobs_due\{job="reorder_reminders"\} 5$/m)
    expect(text).toMatch(/^shop_metrics_collect_errors_total\{collector="backlog"\} 1$/m)
  })
})
