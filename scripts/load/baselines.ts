/**
 * This machine's baselines, measured in the same run as the shop's figures and through the same
 * fixed-rate sender, so that a figure measured on one machine can be compared with another's: the
 * ratio "cart save p99 ÷ bare insert p99" travels where "cart save p99" alone does not.
 * - `http`: a bare `node:http` server answering a small fixed body (scripts/load/bare-http-server.mjs),
 *   a child process with the same Node as the shop: the floor of any answer of the shop.
 * - `insert`: one INSERT of a small row per request through `pg` (a pool as large as the shop's) on
 *   the run's own database: the floor of any write, the commit waiting for the disk. The table is an
 *   ordinary one, created and dropped by the run, not a TEMPORARY one: PostgreSQL writes no WAL for
 *   temporary tables, so their commit would not wait for the disk as the shop's writes do.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { sendAtFixedRate } from './fixed-rate'
import { send } from './http-client'
import { type LatencyStats, latencyStats } from './latency-stats'
import type { Outcome } from './shopper-mix'

export type BaselineKind = 'http' | 'insert'
export type Baselines = Record<BaselineKind, LatencyStats & { failed: number }>

export const BASELINE_LABELS: Record<BaselineKind, string> = { http: 'bare node:http', insert: 'bare INSERT' }

/** Starts the bare server and answers with its address once it listens. */
async function startBareHttpServer() {
  const child = spawn(process.execPath, [new URL('./bare-http-server.mjs', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const [firstLine] = await Promise.race([
    createInterface({ input: child.stdout! })
      [Symbol.asyncIterator]()
      .next()
      .then(({ value }) => [value as string | undefined]),
    exited.then(() => [undefined]),
  ])
  if (!firstLine) throw new Error('The bare node:http server did not start')
  return {
    url: `http://127.0.0.1:${Number(firstLine)}/`,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * Each baseline at `rate` for `warmUpSeconds` (not counted) then `seconds`, one after the other,
 * the shop idle meanwhile.
 */
export async function measureBaselines({
  rate,
  seconds,
  warmUpSeconds,
  databaseUrl,
  poolSize,
}: {
  rate: number
  seconds: number
  warmUpSeconds: number
  databaseUrl: string
  poolSize: number
}): Promise<Baselines> {
  const measure = async (kind: BaselineKind, run: () => Promise<Outcome>): Promise<Baselines[BaselineKind]> => {
    const next = () => ({ kind, run })
    await sendAtFixedRate({ rate, seconds: warmUpSeconds, next })
    const result = await sendAtFixedRate({ rate, seconds, next })
    const failed = [...result.failures.values()].reduce((sum, count) => sum + count, 0)
    return { ...latencyStats(result.latencies.get(kind) ?? []), failed }
  }

  const server = await startBareHttpServer()
  let http: Baselines['http']
  try {
    http = await measure('http', async () => {
      // The mix's own client, so the baseline and the mix pay the same for sending.
      const answer = await send(server.url)
      return { status: answer.status }
    })
  } finally {
    await server.stop()
  }

  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize })
  const table = `benchmark_baseline_${randomBytes(4).toString('hex')}`
  try {
    await pool.query(`CREATE TABLE ${table} (id bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), note text NOT NULL)`)
    const insert = await measure('insert', async () => {
      await pool.query(`INSERT INTO ${table} (note) VALUES ($1)`, ['a small row, as a cart line is'])
      return { status: 200 }
    })
    return { http, insert }
  } finally {
    await pool.query(`DROP TABLE IF EXISTS ${table}`).catch(() => {})
    await pool.end()
  }
}
