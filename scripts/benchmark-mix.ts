/**
 * `npm run benchmark:mix [-- --rate 100 --duration 300 --warm-up 20]`: the built shop under a
 * realistic mix of shoppers (scripts/load/shopper-mix.ts: pages, cart saves, sign-ins, orders) at
 * a fixed rate, sent whether or not earlier answers came back, as shoppers do
 * (scripts/load/fixed-rate.ts). It starts the built shop (`npm run build` first) on its own
 * embedded database with the demo data, and prints:
 * - the settings it ran with (scripts/load/run-settings.ts): rate, durations, the shop's heap,
 *   PAGE_CACHE and API_CACHE as the shop answers, the database pool, the commit, the CPUs, Node,
 *   and whether the load tool shares the shop's cores;
 * - this machine's baselines in the same run, at the same rate through the same sender
 *   (scripts/load/baselines.ts): a bare `node:http` answer and a bare PostgreSQL INSERT, so that a
 *   figure from one machine can be compared with another's by its ratio to them (measured before
 *   the shop's warm-up, which leads straight into the measured run);
 * - each kind of request's count, failures, 503s apart ("shed": the shop saying "try again", with
 *   their p99) and latency (p50, p95, p99, max) from the moment it was due, beside the baselines'
 *   and the ratio to them; a shed order is re-sent with the same Idempotency-Key after Retry-After;
 * - the memory of the shop and of its PostgreSQL together (PSS, every 10 s), and whether it grows;
 * - the orders checked in the database after the run: every acknowledged order found exactly once,
 *   no idempotency key that placed two (scripts/load/order-ledger.ts);
 * - the targets of issues 18 and 34, and issue 42's budgets against the baselines (scripts/load/capacity-budgets.ts).
 * With `--knee` (rates 150 to 400) or `--rates 150,200,…` it runs the mix at each rate in turn
 * after one warm-up (20 s each unless --duration says otherwise) and prints the rate at which cart
 * saves' p99 first crosses 100 ms, interpolated (scripts/load/knee.ts). `--baseline 0` skips the
 * baselines; `--profile <dir>` writes the shop's CPU profile (node --cpu-prof) when it stops.
 * Check 14 (capacity on 2 cores with a realistic mix at a fixed rate: no errors, memory stable) is
 * this run's figures, recorded in docs/benchmarks.md.
 * A figure, not a test: it exits 0 whatever it measured, 1 when it could not measure. With
 * `--json <file>` it also writes the figures there, for the check-14 test that runs it
 * (tests/reliability/capacity.test.ts).
 */
import { spawn } from 'node:child_process'
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { type Baselines, measureBaselines } from './load/baselines'
import { judgeRun } from './load/capacity-budgets'
import { type RunResult, sendAtFixedRate } from './load/fixed-rate'
import { cartPointOf, KNEE_RATES, kneeOf, printKneeTable } from './load/knee'
import { mb, ms } from './load/latency-stats'
import { printRunFigures, type RunFigures, runFigures } from './load/mix-figures'
import { checkOrders, ledgerLine } from './load/order-ledger'
import { treeMemory } from './load/process-memory'
import { databasePoolSize, printSettings, runSettings } from './load/run-settings'
import { prepareShopperMix, type StepKind } from './load/shopper-mix'

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '100' },
    /** Seconds measured (at each rate): 300 for one rate, 20 for the knee's. */
    duration: { type: 'string' },
    'warm-up': { type: 'string' },
    /** Seconds of each baseline at each rate (after 3 s of its own warm-up); 0: none. */
    baseline: { type: 'string', default: '10' },
    knee: { type: 'boolean', default: false },
    rates: { type: 'string' },
    port: { type: 'string', default: '3391' },
    'data-dir': { type: 'string', default: 'data/bench-mix' },
    json: { type: 'string' },
    /** A folder for the shop's CPU profile (node --cpu-prof), written when it stops. */
    profile: { type: 'string' },
    /** PostgreSQL's port (the shop's port + 1000 unless given). */
    'database-port': { type: 'string' },
    /** A file for every answer of the warm-up and the measured runs, one JSON line each (when due, kind, status, ms). */
    requests: { type: 'string' },
    /** A file for the shop's pauses: its garbage collections and late event loop (scripts/load/shop-probe.mjs). */
    probe: { type: 'string' },
    /** Another option for the shop's Node (`--node-option=--max-semi-space-size=16`), to try a setting. */
    'node-option': { type: 'string', multiple: true, default: [] },
  },
})
const rates = args.rates ? args.rates.split(',').map(Number) : args.knee ? KNEE_RATES : [Number(args.rate)]
const severalRates = rates.length > 1
const seconds = Number(args.duration ?? (severalRates ? 20 : 300))
const warmUpSeconds = Number(args['warm-up'] ?? (severalRates ? 10 : 20))
const baselineSeconds = Number(args.baseline)
const BASELINE_WARM_UP_SECONDS = 3
const port = Number(args.port)
const databasePort = Number(args['database-port'] ?? port + 1000)
const databaseUrl = `postgres://postgres:embedded-local@127.0.0.1:${databasePort}/shop`
const dataDir = args['data-dir']
const baseUrl = `http://127.0.0.1:${port}`
/**
 * The shop's Node runs with the flags of `npm run serve` (package.json: its heap, docs/decisions/0040
 * and 0089), read from there so that the benchmark measures what is deployed.
 */
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { serve: string } }
const SHOP_NODE_FLAGS = packageJson.scripts.serve.split(/\s+/).filter((word) => word.startsWith('--'))
const SHOP_HEAP_MB = Number(
  /^--max-old-space-size=(\d+)$/.exec(SHOP_NODE_FLAGS.find((flag) => flag.startsWith('--max-old-space-size=')) ?? '')?.[1] ?? NaN,
)
const MEMORY_TARGET_MB = 400
const ISSUE_18_CART_P99_MS = 50
/** Issue 34's targets at 200 requests/s. */
const ISSUE_34 = { cart: 50, order: 150, page: 50 }

if (rates.some((rate) => !(rate > 0)) || !(seconds > 0) || !(warmUpSeconds >= 0) || !(baselineSeconds >= 0)) {
  console.error('--rate/--rates, --duration, --warm-up and --baseline take positive numbers')
  process.exit(1)
}

rmSync(dataDir, { recursive: true, force: true })
const profiling = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : []
const probing = args.probe ? ['--import', new URL('./load/shop-probe.mjs', import.meta.url).pathname] : []
if (args.probe) rmSync(args.probe, { force: true })
if (args.requests) rmSync(args.requests, { force: true })
/** Each answer as a JSON line, written a second's worth at a time. */
const requestLines: string[] = []
const onAnswer = args.requests
  ? (kind: string, status: number, at: number, latency: number) => {
      requestLines.push(JSON.stringify({ at: Math.round(at), kind, status, ms: Math.round(latency * 10) / 10 }))
      if (requestLines.length >= 200) appendFileSync(args.requests!, requestLines.splice(0).join('\n') + '\n')
    }
  : undefined
const shopEnv = {
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
  ...(args.probe ? { SHOP_PROBE_FILE: args.probe } : {}),
}
const shop = spawn(process.execPath, [...SHOP_NODE_FLAGS, ...args['node-option'], ...profiling, ...probing, 'scripts/serve.ts'], {
  env: shopEnv,
  stdio: ['ignore', 'inherit', 'inherit'],
})
let exitCode = 0
try {
  await waitForShop()
  const idle = treeMemory(shop.pid!)
  console.log(`Started: shop ${mb(idle.self)}, PostgreSQL ${mb(idle.byName.postgres ?? 0)} before any load`)
  const settings = await runSettings({
    baseUrl,
    shopPid: shop.pid!,
    shopEnv,
    rates,
    seconds,
    warmUpSeconds,
    baselineSeconds,
    shopHeapMb: SHOP_HEAP_MB,
    shopNodeFlags: [...SHOP_NODE_FLAGS, ...args['node-option']],
  })
  printSettings(settings)
  // The baselines first, all of them: the shop, idle meanwhile, would otherwise give back memory
  // between its warm-up and the measured run, and the memory figures would start from a cold shop.
  const baselines = new Map<number, Baselines | null>()
  for (const rate of rates) baselines.set(rate, await baselinesAt(rate))
  const mix = await prepareShopperMix({ baseUrl, databaseUrl })
  console.log(`Mix: ${mix.pages} pages, ${mix.products} products; warm-up at ${rates[0]} requests/s for ${warmUpSeconds} s`)
  const orders: RunResult<StepKind>['orders'] = []
  orders.push(...(await sendAtFixedRate({ rate: rates[0]!, seconds: warmUpSeconds, next: mix.next, onAnswer })).orders)

  const runs: (RunFigures & { memory: ReturnType<typeof memoryFigures> })[] = []
  for (const rate of rates) {
    console.log(`\n${rate} requests/s for ${seconds} s, measured`)
    const samples: MemorySample[] = []
    const result = await sendAtFixedRate({
      rate,
      seconds,
      next: mix.next,
      onAnswer,
      onSecond: (elapsed, inFlight) => sampleMemory(samples, elapsed, inFlight, 10),
    })
    sampleMemory(samples, seconds, 0, 0)
    orders.push(...result.orders)
    const figures = { ...runFigures(rate, seconds, result, baselines.get(rate) ?? null), memory: memoryFigures(samples) }
    printRunFigures(figures, result.examples)
    runs.push(figures)
  }

  if (args.requests && requestLines.length > 0) appendFileSync(args.requests, requestLines.splice(0).join('\n') + '\n')
  const ledger = await checkOrders({ databaseUrl, customerIds: mix.customerIds, orders })
  console.log(`\n${ledgerLine(ledger)} (all the orders of the run, warm-up included)`)
  if (severalRates) {
    const knee = kneeOf(runs.map(cartPointOf))
    printKneeTable(
      runs.map((run) => ({ ...run, memoryMb: run.memory.end })),
      knee,
    )
    if (args.json) writeFileSync(args.json, JSON.stringify({ settings, runs, knee, orders: ledger }, null, 2))
  } else {
    printTargets(runs[0]!)
    if (args.json) writeFileSync(args.json, JSON.stringify({ ...runs[0]!, settings, orders: ledger }, null, 2))
  }
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
      // Ready, as a balancer waits for it: the database prepared and the front pages warmed (src/server/warm-up.ts).
      if ((await fetch(`${baseUrl}/health/ready`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The shop did not answer within 120 s')
}

async function baselinesAt(rate: number): Promise<Baselines | null> {
  if (baselineSeconds === 0) return null
  console.log(`Baselines of this machine at ${rate} requests/s, ${baselineSeconds} s each (the shop idle)`)
  return measureBaselines({
    rate,
    seconds: baselineSeconds,
    warmUpSeconds: BASELINE_WARM_UP_SECONDS,
    databaseUrl,
    poolSize: databasePoolSize(shopEnv).size,
  })
}

/** Memory of the shop (its own process) and of its PostgreSQL (every process it started), in MB. */
type MemorySample = { at: number; shop: number; database: number }

/** A sample when `every` seconds have passed since the last one (0: now), printed every third. */
function sampleMemory(samples: MemorySample[], elapsed: number, inFlight: number, every: number) {
  if (every > 0 && elapsed - (samples.at(-1)?.at ?? 0) < every) return
  const memory = treeMemory(shop.pid!)
  const database = memory.byName.postgres ?? 0
  samples.push({ at: elapsed, shop: memory.self, database })
  if (every > 0 && samples.length % 3 === 1)
    console.log(`  ${elapsed.toFixed(0).padStart(4)} s: shop ${mb(memory.self)}, PostgreSQL ${mb(database)}, ${inFlight} in flight`)
}

function memoryFigures(samples: MemorySample[]) {
  const totals = samples.map((sample) => sample.shop + sample.database)
  const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)
  const lastAt = samples.at(-1)?.at ?? 0
  const last = samples.at(-1)
  return {
    samples,
    firstMinute: average(totals.filter((_, index) => samples[index]!.at <= 60)),
    lastMinute: average(totals.filter((_, index) => samples[index]!.at > lastAt - 60)),
    peak: Math.max(...totals),
    end: last ? last.shop + last.database : null,
    endShop: last?.shop ?? null,
    endDatabase: last?.database ?? null,
  }
}

function printTargets(run: RunFigures & { memory: ReturnType<typeof memoryFigures> }) {
  const met = (ok: boolean) => (ok ? 'met' : 'missed')
  const cartP99 = run.p99['cart save'] ?? NaN
  const cartRate = (run.counts['cart save'] ?? 0) / run.seconds
  const { memory } = run
  console.log('\nTargets (issue 18)')
  console.log(
    `  cart saves p99 at ${cartRate.toFixed(0)}/s while browsing: ${ms(cartP99)} (target ≤ ${ISSUE_18_CART_P99_MS} ms at 50/s): ${met(cartP99 <= ISSUE_18_CART_P99_MS)}`,
  )
  if (memory.end !== null) {
    console.log(
      `  memory at the end: shop ${mb(memory.endShop!)} + PostgreSQL ${mb(memory.endDatabase!)} = ${mb(memory.end)} (target < ${MEMORY_TARGET_MB} MB): ${met(memory.end < MEMORY_TARGET_MB)}`,
    )
    const growth = memory.lastMinute - memory.firstMinute
    console.log(
      `  growth, last minute's average against the first's: ${growth >= 0 ? '+' : ''}${mb(growth)} (${((growth / memory.firstMinute) * 100).toFixed(1)} %; peak ${mb(memory.peak)})`,
    )
  }
  const failures = Object.values(run.failures).reduce((sum, count) => sum + count, 0)
  console.log(`Targets (issue 34, at 200 requests/s; this run: ${run.rate}/s)`)
  console.log(
    `  p99: cart saves ${ms(cartP99)} (≤ ${ISSUE_34.cart} ms): ${met(cartP99 <= ISSUE_34.cart)}; orders ${ms(run.p99.order ?? NaN)} (≤ ${ISSUE_34.order} ms): ${met((run.p99.order ?? NaN) <= ISSUE_34.order)}; pages ${ms(run.p99.page ?? NaN)} (≤ ${ISSUE_34.page} ms): ${met((run.p99.page ?? NaN) <= ISSUE_34.page)}`,
  )
  console.log(`  failures: ${failures}, not sent: ${run.lost} (target 0): ${met(failures === 0 && run.lost === 0)}`)
  if (run.baselines) {
    console.log(`Budgets against this machine's baselines (issue 42; check 14 holds them at its own rate)`)
    for (const judgement of judgeRun({ p99: run.p99, baselines: run.baselines, memoryEndMb: memory.end }))
      console.log(`  ${judgement.text}`)
  }
}
