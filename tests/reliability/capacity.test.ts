/**
 * Check 14: capacity on 2 cores. The realistic mix (catalogue pages in both languages, cart saves,
 * sign-ins, orders with idempotency keys) at a fixed rate for several minutes against the built
 * shop on its embedded PostgreSQL, through the benchmark that records these figures
 * (`npm run benchmark:mix`, docs/benchmarks.md). It passes when nothing failed or was left unsent,
 * the memory of the shop and its database did not grow from the first minute to the last and stays
 * under 400 MB, every order acknowledged is found in the database once, and the p99 of cart saves,
 * orders and pages is printed against its budget: a ratio to this machine's baseline of the same run
 * (a bare INSERT, a bare node:http answer), never under a floor in ms (scripts/load/capacity-budgets.ts,
 * issue 42). Those are judged by the mix on a quiet machine, not here, where the suite's other files
 * share the cores (below). 503s (the shop shedding load) are figures it prints, not conditions.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { judgeRun } from '../../scripts/load/capacity-budgets'

const RATE = 50
// 100 s: the first minute and the last, which the memory check compares, overlap by 20 s.
const SECONDS = 100
/**
 * Long enough for the heap to reach its size under this load: the cached pages first turn old and
 * are rendered again between 45 and 75 s, and V8 grows its heap for that once (issue 34).
 */
const WARM_UP_SECONDS = 60
const PORT = 3695
/** Seconds of each of the machine's baselines (a bare node:http answer, a bare INSERT) at the same rate. */
const BASELINE_SECONDS = 10

type Latency = { count: number; p50: number; p99: number }
type Figures = {
  counts: Record<string, number>
  p99: Record<string, number>
  failures: Record<string, number>
  lost: number
  shed: Record<string, { count: number; p99: number | null }>
  memory: { firstMinute: number; lastMinute: number; peak: number; end: number | null }
  baselines: { http: Latency; insert: Latency }
  ratios: Record<string, { http: { p99: number }; insert: { p99: number } }>
  settings: {
    rates: number[]
    shopHeapMb: number
    shopNodeFlags: string[]
    PAGE_CACHE: string
    API_CACHE: string
    databasePool: { size: number; from: string }
    commit: string
    cpu: { count: number; model: string }
    node: string
    loadTool: string
  }
  orders: { acknowledged: number; found: number; lost: number; twice: number }
}

let work = ''
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
  await rm(`data/capacity-${PORT}`, { recursive: true, force: true })
})

describe('check 14: capacity on 2 cores with a realistic mix at a fixed rate', () => {
  it(
    `runs ${RATE} requests/s for ${SECONDS} s without an error, its memory stable`,
    { timeout: (WARM_UP_SECONDS + SECONDS + 240) * 1000 },
    async () => {
      work = await mkdtemp(path.join(tmpdir(), 'shop-capacity-'))
      const json = `${work}/figures.json`
      const args = [
        'scripts/benchmark-mix.ts',
        '--rate',
        String(RATE),
        '--duration',
        String(SECONDS),
        '--warm-up',
        String(WARM_UP_SECONDS),
        '--baseline',
        String(BASELINE_SECONDS),
      ]
      const benchmark = spawn(
        process.execPath,
        ['--import', 'tsx', ...args, '--port', String(PORT), '--data-dir', `data/capacity-${PORT}`, '--json', json],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      let output = ''
      benchmark.stdout!.on('data', (chunk) => (output += String(chunk)))
      benchmark.stderr!.on('data', (chunk) => (output += String(chunk)))
      const code = await new Promise((resolve) => benchmark.once('exit', resolve))
      expect(code, output).toBe(0)
      const figures = JSON.parse(await readFile(json, 'utf8')) as Figures

      for (const kind of ['page', 'cart save', 'sign-in', 'order']) expect(figures.counts[kind], kind).toBeGreaterThan(0)
      const total = Object.values(figures.counts).reduce((sum, count) => sum + count, 0)
      expect(total).toBeGreaterThanOrEqual(RATE * SECONDS * 0.99)
      expect(figures.failures, output).toEqual({})
      expect(figures.lost).toBe(0)
      // Every order acknowledged is in the database, once; no idempotency key placed two.
      expect(figures.orders.acknowledged).toBeGreaterThan(0)
      expect(figures.orders, output).toMatchObject({ found: figures.orders.acknowledged, lost: 0, twice: 0 })
      // The figures travel: this machine's baselines of the same run, the ratios, and the settings.
      for (const baseline of [figures.baselines.http, figures.baselines.insert]) {
        expect(baseline.count).toBe(RATE * BASELINE_SECONDS)
        expect(baseline.p99).toBeGreaterThan(0)
      }
      expect(figures.ratios['cart save']!.insert.p99).toBeGreaterThan(0)
      expect(figures.settings).toMatchObject({ rates: [RATE], shopHeapMb: 256, node: process.version })
      // The young generation bounded as `npm run serve` bounds it (docs/decisions/0089): the memory budget depends on it.
      expect(figures.settings.shopNodeFlags).toContain('--max-semi-space-size=16')
      expect(figures.settings.databasePool.size).toBeGreaterThan(0)
      // Read off the shop's answers (on or off), not unknown.
      expect(figures.settings.PAGE_CACHE).toMatch(/^(on|off) \(/)
      expect(figures.settings.API_CACHE).toMatch(/^(on|off) \(/)
      expect(figures.settings.commit).toMatch(/^[0-9a-f]{7,}/)
      expect(figures.settings.cpu.count).toBeGreaterThan(0)
      // Stable: the last minute's average within 10 % of the first's (V8 and PostgreSQL settle in the warm-up).
      expect(figures.memory.lastMinute, output).toBeLessThan(figures.memory.firstMinute * 1.1)
      // Issue 42's budgets: each p99 against this machine's baseline of the same run, and the memory at the end.
      const judgements = judgeRun({ p99: figures.p99, baselines: figures.baselines, memoryEndMb: figures.memory.end })
      const p99 = Object.entries(figures.p99).map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms`)
      const cartAgainstInsert = `×${figures.ratios['cart save']!.insert.p99.toFixed(1)} the bare INSERT's ${figures.baselines.insert.p99.toFixed(1)} ms`
      const shed = Object.values(figures.shed).reduce((sum, { count }) => sum + count, 0)
      console.info(
        `[check 14] ${total} requests at ${RATE}/s for ${SECONDS} s; p99 ${p99.join(', ')} (cart saves ${cartAgainstInsert}); ` +
          `shed (503) ${shed}; ${figures.orders.acknowledged} orders acknowledged, each found once; ` +
          `memory (shop + PostgreSQL) ${figures.memory.firstMinute.toFixed(0)} MB in the first minute, ` +
          `${figures.memory.lastMinute.toFixed(0)} MB in the last, peak ${figures.memory.peak.toFixed(0)} MB\n` +
          judgements.map((judgement) => `[check 14] ${judgement.text}`).join('\n'),
      )
      // Judged here: memory. The latency budgets are printed, not judged: in `npm test` the other
      // test files share the two cores with this run, their load coming and going between the
      // baselines and the run (a full suite read cart saves ×81 the bare INSERT's p99); the mix
      // judges them on a quiet machine (`npm run benchmark:mix` prints the same budgets).
      expect(
        judgements.filter((judgement) => !judgement.met && !judgement.name.endsWith(' p99')).map((judgement) => judgement.text),
        judgements.map((judgement) => judgement.text).join('\n'),
      ).toEqual([])
    },
  )
})
