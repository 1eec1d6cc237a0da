/**
 * Liveness and readiness for nginx and an orchestrator (docs/decisions/0045). Liveness: the process
 * answers; nothing else is asked, so a slow database never gets a live instance restarted.
 * Readiness: this instance's database was prepared at start (migrations applied), answers within
 * a short time, and no shutdown has begun: from SIGTERM on it answers 503, so a balancer sends
 * nothing new while the requests in flight drain; and this instance is not shedding load (its
 * admission gate is full and answered a request 503 within the last wait, docs/decisions/0071), so
 * a balancer sends the next request to another instance, and back here as soon as the load drops.
 * The bodies name each check's outcome, never an error's text; the error itself goes to the log.
 */
import { type Context, Hono } from 'hono'
import { log } from '~/lib/logger.server'
import type { OpenedDatabase } from './opened-database'
import { within } from './opened-database'
import { isShuttingDown } from './shutdown'

export const LIVENESS_PATH = '/health/live'
export const READINESS_PATH = '/health/ready'
/** Well under a probe's own timeout (nginx, Kubernetes: 1 s to a few): a database this slow counts as down. */
const DATABASE_CHECK_MS = 1500

export type ReadinessChecks = {
  shutdown: 'no' | 'draining'
  migrations: ReturnType<OpenedDatabase['migrations']>
  database: 'reachable' | 'unreachable' | 'not_checked'
  load: 'normal' | 'shedding'
}

/** Never kept by anyone: the next probe must see the instance as it is then. */
function answer(c: Context, status: 200 | 503, body: object) {
  c.header('Cache-Control', 'no-store')
  return c.json(body, status)
}

export function healthRoutes(opened: OpenedDatabase, load: () => ReadinessChecks['load'] = () => 'normal') {
  let databaseWasDown = false
  const checkDatabase = async (): Promise<ReadinessChecks['database']> => {
    const pool = opened.pool()
    if (!pool) return 'not_checked'
    try {
      await within(DATABASE_CHECK_MS, pool.query('SELECT 1'))
      if (databaseWasDown) log.info('[health] database reachable again')
      databaseWasDown = false
      return 'reachable'
    } catch (error) {
      // Once per outage at warn, not once per probe.
      if (databaseWasDown) log.debug({ err: error }, '[health] database still unreachable')
      else log.warn({ err: error, limitMs: DATABASE_CHECK_MS }, '[health] database unreachable: not ready')
      databaseWasDown = true
      return 'unreachable'
    }
  }

  return new Hono()
    .get(LIVENESS_PATH, (c) => answer(c, 200, { status: 'live' }))
    .get(READINESS_PATH, async (c) => {
      const shutdown = isShuttingDown() ? 'draining' : 'no'
      const migrations = opened.migrations()
      // Not asked while draining (the pool closes soon) nor before the database is prepared.
      const database = shutdown === 'no' && migrations === 'applied' ? await checkDatabase() : 'not_checked'
      const checks: ReadinessChecks = { shutdown, migrations, database, load: load() }
      const ready = shutdown === 'no' && migrations === 'applied' && database === 'reachable' && checks.load === 'normal'
      return answer(c, ready ? 200 : 503, { status: ready ? 'ready' : 'not_ready', checks })
    })
}
