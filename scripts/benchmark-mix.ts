/**
 * `npm run benchmark:mix [-- --rate 100 --duration 300 --warm-up 20]`: the built shop under a
 * realistic mix of shoppers (scripts/load/shopper-mix.ts: pages, cart saves, sign-ins, orders) at
 * a fixed rate, sent whether or not earlier answers came back, as shoppers do. It starts the
 * built shop (`npm run build` first) on its own embedded database with the demo data, and prints:
 * - each kind of request's count, failures and latency (p50, p95, p99, max), from the moment it
 *   was due;
 * - the memory of the shop and of its PostgreSQL together (PSS, every 10 s), and whether it grows;
 * - the targets of issue 18: cart saves p99 ≤ 50 ms while the catalogue is browsed, shop and
 *   database under 400 MB after a 5-minute run, not growing.
 * Check 14 (capacity on 2 cores with a realistic mix at a fixed rate for several minutes: no
 * errors, memory stable) is this run's figures, recorded in docs/benchmarks.md.
 * A figure, not a test: it exits 0 whatever it measured, 1 when it could not measure. With
 * `--json <file>` it also writes the figures there, for the check-14 test that runs it
 * (tests/reliability/capacity.test.ts).
 */
import { spawn } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { treeMemory } from './load/process-memory'
import { type Outcome, prepareShopperMix, type StepKind } from './load/shopper-mix'

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '300' },
    'warm-up': { type: 'string', default: '20' },
    port: { type: 'string', default: '3391' },
    'data-dir': { type: 'string', default: 'data/bench-mix' },
    json: { type: 'string' },
    /** A folder for the shop's CPU profile (node --cpu-prof), written when it stops. */
    profile: { type: 'string' },
  },
})
const rate = Number(args.rate)
const seconds = Number(args.duration)
const warmUpSeconds = Number(args['warm-up'])
const port = Number(args.port)
const databasePort = port + 1000
const dataDir = args['data-dir']
const baseUrl = `http://127.0.0.1:${port}`
/** Requests still waiting for an answer beyond this: the shop is overwhelmed, the run says so and stops adding. */
const MAX_IN_FLIGHT = 500
const CART_P99_TARGET_MS = 50
const MEMORY_TARGET_MB = 400

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—')
const mb = (value: number) => `${value.toFixed(0)} MB`

/** Memory of the shop (its own process) and of its PostgreSQL (every process it started), in MB. */
const memorySamples: { at: number; shop: number; database: number }[] = []

rmSync(dataDir, { recursive: true, force: true })
// The heap `npm run serve` gives the shop (package.json, docs/decisions/0040).
const profiling = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : []
const shop = spawn(process.execPath, ['--max-old-space-size=256', ...profiling, 'scripts/serve.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    EMBEDDED_DB_DIR: dataDir,
    EMBEDDED_DB_PORT: String(databasePort),
    DATABASE_URL: '',
    PUBLIC_SITE_URL: '',
    // The mix sends each shopper's address in X-Forwarded-For, as the proxy in front would.
    TRUST_PROXY: '1',
    SMTP_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
let exitCode = 0
try {
  await waitForShop()
  const idle = treeMemory(shop.pid!)
  console.log(`Started: shop ${mb(idle.self)}, PostgreSQL ${mb(idle.byName.postgres ?? 0)} before any load`)
  const mix = await prepareShopperMix({ baseUrl, databaseUrl: `postgres://postgres:embedded-local@127.0.0.1:${databasePort}/shop` })
  console.log(
    `Mix: ${mix.pages} pages, ${mix.products} products; ${rate} requests/s for ${warmUpSeconds} s of warm-up, then ${seconds} s measured\n`,
  )
  await drive(mix.next, warmUpSeconds, false)
  const { latencies, failures, examples, lost } = await drive(mix.next, seconds, true)
  const figures = report(latencies, failures, lost)
  if (args.json) writeFileSync(args.json, JSON.stringify({ rate, seconds, ...figures }, null, 2))
  for (const [key, problem] of examples) console.log(`  ${key}, for example: ${problem}`)
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  shop.kill('SIGTERM')
  await new Promise((resolve) => shop.once('exit', resolve))
}
process.exit(exitCode)

async function waitForShop() {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`The shop stopped (exit ${shop.exitCode}): is it built?`)
    try {
      if ((await fetch(`${baseUrl}/`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The shop did not answer within 120 s')
}

/** Sends the mix at `rate` for `duration` seconds; while measuring, samples memory every 10 s. */
async function drive(next: () => { kind: StepKind; run: () => Promise<Outcome> }, duration: number, measure: boolean) {
  const latencies = new Map<StepKind, number[]>()
  const failures = new Map<string, number>()
  /** One example of each kind of failure, to say why. */
  const examples = new Map<string, string>()
  const fail = (key: string, problem = '') => {
    failures.set(key, (failures.get(key) ?? 0) + 1)
    if (!examples.has(key)) examples.set(key, problem)
  }
  let lost = 0
  let inFlight = 0
  const running = new Set<Promise<void>>()
  const started = performance.now()
  const total = Math.round(rate * duration)
  let lastPrint = 0
  for (let sent = 0; sent < total; sent++) {
    const due = started + (sent * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const elapsed = (performance.now() - started) / 1000
    if (measure && elapsed - lastPrint >= 10) {
      lastPrint = elapsed
      const memory = treeMemory(shop.pid!)
      const database = memory.byName.postgres ?? 0
      memorySamples.push({ at: elapsed, shop: memory.self, database })
      if (memorySamples.length % 3 === 1)
        console.log(`  ${elapsed.toFixed(0).padStart(4)} s: shop ${mb(memory.self)}, PostgreSQL ${mb(database)}, ${inFlight} in flight`)
    }
    if (inFlight >= MAX_IN_FLIGHT) {
      lost++
      continue
    }
    const step = next()
    inFlight++
    const done = step
      .run()
      .then(
        ({ status, problem }) => {
          if (status >= 400) fail(`${step.kind} ${status}`, problem)
        },
        (error: Error) => fail(`${step.kind} ${error.message}`),
      )
      .finally(() => {
        inFlight--
        const list = latencies.get(step.kind) ?? []
        list.push(performance.now() - due)
        latencies.set(step.kind, list)
        running.delete(done)
      })
    running.add(done)
  }
  await Promise.all(running)
  return { latencies, failures, examples, lost }
}

function report(latencies: Map<StepKind, number[]>, failures: Map<string, number>, lost: number) {
  console.log('\nkind         count   failed      p50      p95      p99      max')
  for (const [kind, list] of [...latencies].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...list].sort((a, b) => a - b)
    const failed = [...failures].filter(([key]) => key.startsWith(`${kind} `)).reduce((sum, [, count]) => sum + count, 0)
    console.log(
      `${kind.padEnd(11)} ${String(sorted.length).padStart(6)} ${String(failed).padStart(8)} ${[0.5, 0.95, 0.99, 1]
        .map((share) => ms(percentile(sorted, share)).padStart(8))
        .join(' ')}`,
    )
  }
  if (failures.size > 0) console.log(`failures: ${JSON.stringify(Object.fromEntries(failures))}`)
  if (lost > 0) console.log(`not sent (more than ${MAX_IN_FLIGHT} waiting): ${lost}`)

  const p99 = Object.fromEntries(
    [...latencies].map(([kind, list]) => [
      kind,
      percentile(
        [...list].sort((a, b) => a - b),
        0.99,
      ),
    ]),
  )
  const counts = Object.fromEntries([...latencies].map(([kind, list]) => [kind, list.length]))
  const totals = memorySamples.map((sample) => sample.shop + sample.database)
  const firstMinute = totals.filter((_, index) => memorySamples[index]!.at <= 60)
  const lastMinute = totals.filter((_, index) => memorySamples[index]!.at > memorySamples.at(-1)!.at - 60)
  const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)
  const last = memorySamples.at(-1)
  const cart = [...(latencies.get('cart save') ?? [])].sort((a, b) => a - b)
  const cartP99 = percentile(cart, 0.99)
  const cartRate = cart.length / seconds
  console.log('\nTargets (issue 18)')
  console.log(
    `  cart saves p99 at ${cartRate.toFixed(0)}/s while browsing: ${ms(cartP99)} (target ≤ ${CART_P99_TARGET_MS} ms at 50/s): ${cartP99 <= CART_P99_TARGET_MS ? 'met' : 'missed'}`,
  )
  if (last) {
    const end = last.shop + last.database
    console.log(
      `  memory at the end: shop ${mb(last.shop)} + PostgreSQL ${mb(last.database)} = ${mb(end)} (target < ${MEMORY_TARGET_MB} MB): ${end < MEMORY_TARGET_MB ? 'met' : 'missed'}`,
    )
    const growth = average(lastMinute) - average(firstMinute)
    console.log(
      `  growth, last minute's average against the first's: ${growth >= 0 ? '+' : ''}${mb(growth)} (${((growth / average(firstMinute)) * 100).toFixed(1)} %; peak ${mb(Math.max(...totals))})`,
    )
  }
  return {
    counts,
    p99,
    failures: Object.fromEntries(failures),
    lost,
    memory: { samples: memorySamples, firstMinute: average(firstMinute), lastMinute: average(lastMinute), peak: Math.max(...totals) },
  }
}
