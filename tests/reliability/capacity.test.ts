/**
 * Check 14: capacity on 2 cores. The realistic mix (catalogue pages in both languages, cart saves,
 * sign-ins, orders with idempotency keys) at a fixed rate for several minutes against the built
 * shop on its embedded PostgreSQL, through the benchmark that records these figures
 * (`npm run benchmark:mix`, docs/benchmarks.md). It passes when nothing failed or was left unsent
 * and the memory of the shop and its database did not grow from the first minute to the last.
 * Latency is the benchmark's figure, not this test's condition.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const RATE = 50
const SECONDS = 150
const PORT = 3695

type Figures = {
  counts: Record<string, number>
  p99: Record<string, number>
  failures: Record<string, number>
  lost: number
  memory: { firstMinute: number; lastMinute: number; peak: number }
}

let work = ''
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
  await rm(`data/capacity-${PORT}`, { recursive: true, force: true })
})

describe('check 14: capacity on 2 cores with a realistic mix at a fixed rate', () => {
  it(`runs ${RATE} requests/s for ${SECONDS} s without an error, its memory stable`, { timeout: (SECONDS + 180) * 1000 }, async () => {
    work = await mkdtemp(path.join(tmpdir(), 'shop-capacity-'))
    const json = `${work}/figures.json`
    const args = ['scripts/benchmark-mix.ts', '--rate', String(RATE), '--duration', String(SECONDS), '--warm-up', '15']
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
    // Stable: the last minute's average within 10 % of the first's (V8 and PostgreSQL settle in the warm-up).
    expect(figures.memory.lastMinute, output).toBeLessThan(figures.memory.firstMinute * 1.1)
    console.info(
      `[check 14] ${total} requests at ${RATE}/s for ${SECONDS} s; p99 ${Object.entries(figures.p99)
        .map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms`)
        .join(', ')}; memory (shop + PostgreSQL) ${figures.memory.firstMinute.toFixed(0)} MB in the first minute, ` +
        `${figures.memory.lastMinute.toFixed(0)} MB in the last, peak ${figures.memory.peak.toFixed(0)} MB`,
    )
  })
})
