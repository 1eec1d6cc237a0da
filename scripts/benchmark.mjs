#!/usr/bin/env node
/**
 * `npm run benchmark`: performance figures of the RUNNING shop (a benchmark, not a test: it exits 0
 * even when a target is missed, non-zero only when the server cannot be reached).
 *
 *   npm start                                   # in one terminal
 *   npm run benchmark -- [base-url] [--product /produit/1-x] [--pages /,/catalogue,/produit/1-x]
 *                        [--connections 16] [--duration 10] [--skip-lighthouse] [--skip-load] [--skip-minimal]
 *
 * The baseline: before measuring, the benchmark builds the minimal TanStack Start app kept in
 * scripts/minimal-start (one route, one server function, React, the shop's own package versions;
 * `vite build` run by the project's Node, output in scripts/minimal-start/.output), starts it on a
 * free 127.0.0.1 port, measures its page exactly like the shop's, then stops it. Each of the shop's
 * figures is printed next to the minimal page's, as a ratio, against issue 18's targets: JavaScript
 * at most 10 KB over the minimal page, Lighthouse performance at most 5 points under it (and at least
 * 95); requests per second as a ratio to it (informative). `--skip-minimal` leaves it out.
 *
 * For each page, in French (the path) and Arabic (the path under /ar, `/` → `/ar`):
 *   1. JavaScript sent: every same-origin script of the page load in headless Chromium, each body
 *      compressed with brotli quality 11 (what a brotli-serving CDN would send), summed.
 *   2. Lighthouse 13, mobile: performance and accessibility scores, LCP, CLS, TBT.
 *   3. Requests per second: autocannon at a fixed concurrency for a fixed duration, against the
 *      shop, then, in the same run, against a bare `node:http` server (started here) sending the
 *      same page's HTML: the ratio to it still means something on a noisy shared machine
 *      (issue 18's target: at least 0.5 for visitors' public pages, with p99 under 20 ms).
 * Prints tables (the pages; the pages against the minimal Start page) and writes every figure to
 * reports/benchmark.json.
 * Lighthouse and autocannon come from the npm registry through `npx` (not in package.json).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:http'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib'
import { chromium } from '@playwright/test'

const TARGETS = { jsKB: 120, performance: 95, accessibility: 100, cls: 0 }
/** Issue 18's targets relative to the minimal Start page: JS at most 10 KB over it, performance at most 5 points under. */
const MINIMAL_TARGETS = { jsOverKB: 10, performanceUnder: 5 }
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
const MINIMAL_APP = join(REPO_ROOT, 'scripts/minimal-start')
const MINIMAL_SERVER_ENTRY = join(MINIMAL_APP, '.output/app/server/index.mjs')
const VITE_CLI = join(REPO_ROOT, 'node_modules/vite/bin/vite.js')
// The project's own Node 24 (the `node` package): the system's Node may be too old for Vite and nitro.
const PROJECT_NODE = existsSync(join(REPO_ROOT, 'node_modules/.bin/node')) ? join(REPO_ROOT, 'node_modules/.bin/node') : process.execPath
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const REPORT_PATH = 'reports/benchmark.json'
const KB = 1024

// ---------------------------------------------------------------------------------------- options
let options
try {
  options = parseArgs({
    allowPositionals: true,
    options: {
      pages: { type: 'string' },
      product: { type: 'string' },
      connections: { type: 'string', default: '16' },
      duration: { type: 'string', default: '10' },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-load': { type: 'boolean', default: false },
      'skip-minimal': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
} catch (error) {
  console.error(`${error.message}\nRun with --help for the options.`)
  process.exit(2)
}
const { values: opts, positionals } = options
if (opts.help) {
  console.log(
    readFileSync(new URL(import.meta.url), 'utf8')
      .split('*/')[0]
      .replace(/^#!.*\n\/\*\*\n/, '')
      .replace(/^ \* ?/gm, '')
      .trimEnd(),
  )
  process.exit(0)
}

const base = new URL(positionals[0] ?? 'http://127.0.0.1:3000')
if (!['http:', 'https:'].includes(base.protocol) || !LOOPBACK_HOSTS.has(base.hostname)) {
  console.error(`Refusing ${base.origin}: the benchmark only runs against this machine (127.0.0.1, localhost or [::1]).`)
  process.exit(2)
}
const origin = base.origin

const connections = Number(opts.connections)
const duration = Number(opts.duration)
if (!Number.isInteger(connections) || connections < 1 || !(duration > 0)) {
  console.error('--connections must be a positive whole number and --duration a positive number of seconds.')
  process.exit(2)
}

const normalisePath = (path) => {
  const trimmed = path.trim()
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}
const pagePaths = (opts.pages ? opts.pages.split(',') : ['/', '/catalogue']).filter((p) => p.trim()).map(normalisePath)
if (opts.product && !pagePaths.includes(normalisePath(opts.product))) pagePaths.push(normalisePath(opts.product))
const arabic = (path) => (path === '/' ? '/ar' : path === '/ar' || path.startsWith('/ar/') ? path : `/ar${path}`)
const pages = pagePaths.flatMap((path) => [
  { path, locale: 'fr', url: `${origin}${path}` },
  { path: arabic(path), locale: 'ar', url: `${origin}${arabic(path)}` },
])

// ----------------------------------------------------------------------- processes we started
/** This run's temporary folder: Lighthouse reports, and TMPDIR of the tools (browser profiles). */
const workDir = mkdtempSync(join(tmpdir(), 'shop-benchmark-'))
/** Process groups of the tools started (each spawned detached, so a group holds its children). */
const groups = new Set()
let browser

function killGroup(pid, signal = 'SIGTERM') {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

/**
 * Lighthouse's Chrome runs in a process group of its own (chrome-launcher starts it detached), so
 * killing Lighthouse does not stop it. Every tool runs with TMPDIR inside this run's own temporary
 * folder, so that browser's profile path, on its command line, names this run: stop the processes
 * whose command line contains it, and their groups.
 */
function killStrays() {
  if (!workDir || process.platform !== 'linux') return
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    let commandLine
    try {
      commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
    } catch {
      continue
    }
    if (!commandLine.includes(workDir)) continue
    killGroup(Number(entry), 'SIGKILL')
    try {
      process.kill(Number(entry), 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

async function stopEverything() {
  for (const pid of groups) killGroup(pid, 'SIGKILL')
  groups.clear()
  killStrays()
  if (browser) await browser.close().catch(() => {})
  browser = undefined
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the processes started by the benchmark.`)
    stopEverything().finally(() => {
      rmSync(workDir, { recursive: true, force: true })
      process.exit(130)
    })
  })
}

/** Runs a command in its own process group; resolves with its exit code and output, never rejects. */
function run(command, args, { env = {}, timeoutMs }) {
  return new Promise((resolve) => {
    let stdout = ''
    let stderr = ''
    let timedOut = false
    const child = spawn(command, args, {
      env: { ...process.env, TMPDIR: workDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    if (child.pid) groups.add(child.pid)
    const timer = setTimeout(() => {
      timedOut = true
      killGroup(child.pid, 'SIGKILL')
    }, timeoutMs)
    const finish = (code, error) => {
      clearTimeout(timer)
      // Whatever the tool left behind in its group (a browser, a worker) goes with it.
      if (child.pid) {
        killGroup(child.pid, 'SIGKILL')
        groups.delete(child.pid)
      }
      killStrays()
      resolve({ code, stdout, stderr, timedOut, error })
    }
    child.on('error', (error) => finish(null, error))
    child.on('close', (code) => finish(code))
  })
}

const lastLines = (text, count = 6) =>
  text
    .split('\n')
    .filter((line) => line.trim() && !/npm warn Unknown user config/.test(line))
    .slice(-count)
    .join('\n    ')

// ---------------------------------------------------------------------------- reachability
async function checkReachable() {
  try {
    const response = await fetch(origin + '/', { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
    await response.arrayBuffer()
    return true
  } catch (error) {
    console.error(`The shop does not answer at ${origin}/ (${error.cause?.code ?? error.message}).`)
    console.error('Start it first (`npm start` in another terminal), then run the benchmark again.')
    return false
  }
}

// -------------------------------------------------------------------- the settings measured
/**
 * What the figures depend on besides the code, printed before them and kept in the report, so that
 * a figure can be measured again under the same conditions (a figure once reported for `/` "without
 * the page cache" had been measured with it). The running shop's caches are read off its answers,
 * not off this shell's environment, which need not be the server's: a visitor's page sent from the
 * page cache says `X-Page-Cache`, an anonymous catalogue answer of the API cache `X-Api-Cache`
 * (neither header at all: that cache is off, PAGE_CACHE=false or API_CACHE=false).
 */
async function runningSettings() {
  const cacheHeader = async (url, header) => {
    try {
      let value = null
      // The second answer of the same request is the one a cache in use serves from memory.
      for (let n = 0; n < 2; n++) {
        const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
        await response.arrayBuffer()
        value = response.headers.get(header)
      }
      return value ? `on (${header}: ${value})` : `off (no ${header} header)`
    } catch (error) {
      return `unknown (${error.cause?.code ?? error.message})`
    }
  }
  const build = await fetch(`${origin}/_build/latest.json`, { signal: AbortSignal.timeout(15_000) })
    .then((response) => (response.ok ? response.json() : null))
    .then((body) => body?.id ?? 'unknown')
    .catch(() => 'unknown')
  const commit = await run('git', ['-C', REPO_ROOT, 'rev-parse', '--short', 'HEAD'], { timeoutMs: 10_000 }).then((result) =>
    result.code === 0 ? result.stdout.trim() : 'unknown',
  )
  return {
    PAGE_CACHE: await cacheHeader(pages[0].url, 'X-Page-Cache'),
    API_CACHE: await cacheHeader(`${origin}/api/fr/initial-data`, 'X-Api-Cache'),
    buildId: build,
    workingCopyCommit: commit,
    connections,
    durationS: duration,
    cores: availableParallelism(),
    loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
  }
}

function printSettings(settings) {
  console.log('Settings of this run (give them with any figure):')
  console.log(`  PAGE_CACHE ${settings.PAGE_CACHE}; API_CACHE ${settings.API_CACHE} (as the running shop answers)`)
  console.log(`  build ${settings.buildId}; working copy at ${settings.workingCopyCommit}`)
  console.log(
    `  load: ${settings.connections} connections, ${settings.durationS} s a page; ${settings.cores} cores, load average ${settings.loadAverageAtStart.join(' ')}`,
  )
}

// ----------------------------------------------------------------------- 1. JavaScript sent
const brotli = (buffer) =>
  brotliCompressSync(buffer, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
  }).length

async function measureJavaScript(page) {
  // The page's own server: the shop, or the minimal Start page on its own port.
  const pageOrigin = new URL(page.url).origin
  const context = await browser.newContext({ locale: page.locale === 'ar' ? 'ar' : 'fr-FR', serviceWorkers: 'block' })
  try {
    const tab = await context.newPage()
    const responses = []
    const crossOrigin = new Set()
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      if (new URL(response.url()).origin !== pageOrigin) crossOrigin.add(response.url())
      else responses.push(response)
    })
    const failed = new Map() // path → why
    tab.on('requestfailed', (request) => {
      const path = request.url().slice(pageOrigin.length)
      if (request.resourceType() === 'script' && new URL(request.url()).origin === pageOrigin && !failed.has(path))
        failed.set(path, request.failure()?.errorText ?? 'failed')
    })
    const main = await tab.goto(page.url, { waitUntil: 'load', timeout: 60_000 })
    // Chunks loaded right after hydration belong to the page load too.
    await tab.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})

    const scripts = new Map()
    for (const response of responses) {
      const url = response.url()
      if (response.status() < 200 || response.status() >= 300) failed.set(url.slice(pageOrigin.length), `HTTP ${response.status()}`)
      if (scripts.has(url) || response.status() < 200 || response.status() >= 300) continue
      let body
      try {
        body = await response.body()
      } catch {
        body = Buffer.from(await (await fetch(url)).arrayBuffer())
      }
      // What the server sends to a client that accepts brotli (the browser's view may come from its cache).
      const probe = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } }).catch(() => null)
      const encoding = probe?.headers.get('content-encoding') ?? 'none'
      await probe?.arrayBuffer().catch(() => {})
      scripts.set(url, { url: url.slice(pageOrigin.length), bytes: body.length, brotliBytes: brotli(body), servedEncoding: encoding })
    }
    const files = [...scripts.values()].sort((a, b) => b.brotliBytes - a.brotliBytes)
    const brotliBytes = files.reduce((sum, file) => sum + file.brotliBytes, 0)
    return {
      status: main?.status() ?? null,
      finalUrl: tab.url() !== page.url ? tab.url() : undefined,
      scripts: files.length,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      brotliBytes,
      brotliKB: Math.round((brotliBytes / KB) * 10) / 10,
      overTarget: brotliBytes / KB > TARGETS.jsKB,
      crossOriginScripts: [...crossOrigin],
      failedScripts: [...failed].map(([path, why]) => `${path} (${why})`),
      // How this server sends them (Lighthouse measures that, not the brotli figure above).
      servedEncodings: [...new Set(files.map((file) => file.servedEncoding))],
      files,
    }
  } catch (error) {
    return { error: error.message.split('\n')[0] }
  } finally {
    await context.close().catch(() => {})
  }
}

// ------------------------------------------------------------------------- 2. Lighthouse
async function measureLighthouse(page, index) {
  const pageOrigin = new URL(page.url).origin
  const outputPath = join(workDir, `lighthouse-${index}.json`)
  const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS].join(' ')
  const result = await run(
    'npx',
    [
      '-y',
      'lighthouse@13',
      page.url,
      '--output=json',
      `--output-path=${outputPath}`,
      '--form-factor=mobile',
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
    ],
    { env: { CHROME_PATH: CHROMIUM_PATH }, timeoutMs: 240_000 },
  )
  if (!existsSync(outputPath)) {
    const why = result.error
      ? `could not start npx: ${result.error.message}`
      : result.timedOut
        ? 'timed out after 240 s'
        : `exit code ${result.code}: ${lastLines(result.stderr + result.stdout) || 'no output'}`
    return { error: `Lighthouse did not run (${why})` }
  }
  let report
  try {
    report = JSON.parse(readFileSync(outputPath, 'utf8'))
  } catch (error) {
    return { error: `Lighthouse report unreadable: ${error.message}` }
  }
  const score = (id) => (typeof report.categories?.[id]?.score === 'number' ? Math.round(report.categories[id].score * 100) : null)
  const audit = (id) => (typeof report.audits?.[id]?.numericValue === 'number' ? report.audits[id].numericValue : null)
  const figures = {
    version: report.lighthouseVersion,
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: audit('largest-contentful-paint') === null ? null : Math.round(audit('largest-contentful-paint')),
    cls: audit('cumulative-layout-shift') === null ? null : Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: audit('total-blocking-time') === null ? null : Math.round(audit('total-blocking-time')),
    runtimeError: report.runtimeError?.message,
    warnings: report.runWarnings?.length ? report.runWarnings : undefined,
    // Same-origin requests that failed while Lighthouse loaded the page (figures then flatter the page).
    failedRequests: (report.audits?.['network-requests']?.details?.items ?? [])
      .filter((item) => item.url?.startsWith(pageOrigin) && (item.statusCode >= 400 || item.statusCode === -1))
      .map((item) => `${item.url.slice(pageOrigin.length)} (HTTP ${item.statusCode})`),
  }
  figures.misses = [
    figures.performance !== null &&
      figures.performance < TARGETS.performance &&
      `performance ${figures.performance} < ${TARGETS.performance}`,
    figures.accessibility !== null &&
      figures.accessibility < TARGETS.accessibility &&
      `accessibility ${figures.accessibility} < ${TARGETS.accessibility}`,
    figures.cls !== null && figures.cls > TARGETS.cls && `CLS ${figures.cls} > ${TARGETS.cls}`,
  ].filter(Boolean)
  if (!figures.runtimeError && figures.accessibility !== null && figures.accessibility < 100) {
    figures.accessibilityFailures = Object.values(report.audits)
      .filter((a) => report.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) && a.score === 0)
      .map((a) => a.id)
  }
  return figures
}

// ------------------------------------------------------------------------- 3. Requests/s
/** The same page's HTML from a bare `node:http` server, measured the same way: the ceiling the shop is compared with. */
async function measureBareServer(page) {
  const answer = await fetch(page.url)
  const html = await answer.text()
  const server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const url = `http://127.0.0.1:${server.address().port}${page.path}`
    await warmUp(url)
    return await measureLoad({ url })
  } finally {
    server.close()
  }
}

async function measureLoad(page) {
  const result = await run('npx', ['-y', 'autocannon@8', '-j', '-c', String(connections), '-d', String(duration), page.url], {
    timeoutMs: (duration + 120) * 1000,
  })
  let report
  try {
    report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')))
  } catch {
    const why = result.error
      ? `could not start npx: ${result.error.message}`
      : result.timedOut
        ? 'timed out'
        : `exit code ${result.code}: ${lastLines(result.stderr + result.stdout) || 'no output'}`
    return { error: `autocannon did not run (${why})` }
  }
  return {
    connections,
    durationS: duration,
    rps: Math.round(report.requests?.average ?? 0),
    p99Ms: report.latency?.p99 ?? null,
    latencyAvgMs: report.latency?.average ?? null,
    requests: report.requests?.total ?? null,
    non2xx: report.non2xx ?? 0,
    errors: report.errors ?? 0,
    timeouts: report.timeouts ?? 0,
  }
}

// ----------------------------------------------------------------- the minimal Start page
/**
 * Builds scripts/minimal-start with the project's Node and the repository's Vite (every package
 * resolves from the shop's node_modules, so it is the shop's versions that are compared). Built at
 * every run: a baseline from an older build would not follow a package upgrade.
 */
async function buildMinimalApp() {
  const started = Date.now()
  const result = await run(PROJECT_NODE, [VITE_CLI, 'build', '--config', join(MINIMAL_APP, 'vite.config.ts')], {
    env: { NODE_ENV: 'production' },
    timeoutMs: 300_000,
  })
  const buildS = Math.round((Date.now() - started) / 100) / 10
  if (result.code === 0 && existsSync(MINIMAL_SERVER_ENTRY)) return { buildS }
  const why = result.error
    ? `could not start ${PROJECT_NODE}: ${result.error.message}`
    : result.timedOut
      ? 'timed out after 300 s'
      : `exit code ${result.code}: ${lastLines(result.stderr + result.stdout) || 'no output'}`
  return { buildS, error: `the minimal Start app did not build (${why})` }
}

/** A port free on 127.0.0.1 right now (the system picks it; released just before the server takes it). */
async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * Starts the built minimal app with the project's Node, in a process group of its own (so
 * stopEverything() ends it too, even on Ctrl-C), and waits until its page answers.
 */
async function startMinimalApp() {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  let output = ''
  const child = spawn(PROJECT_NODE, [MINIMAL_SERVER_ENTRY], {
    // nitro's server reads NITRO_PORT/NITRO_HOST before PORT/HOST: set both, whatever the caller's environment holds.
    env: {
      ...process.env,
      TMPDIR: workDir,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      NITRO_PORT: String(port),
      NITRO_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  if (child.pid) groups.add(child.pid)
  let exited = false
  child.on('exit', () => (exited = true))
  child.on('error', (error) => {
    exited = true
    output += error.message
  })
  const server = { child, url, port, stop: () => stopMinimalApp(child) }
  const deadline = Date.now() + 30_000
  while (!exited && Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.ok) return server
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  await server.stop()
  return {
    error: `the minimal Start app did not answer at ${url} (${exited ? 'it stopped' : 'timed out after 30 s'}: ${lastLines(output) || 'no output'})`,
  }
}

/** SIGTERM first (nitro's server closes its connections, within 5 s), then whatever is left of its group. */
async function stopMinimalApp(child) {
  if (!child.pid) return
  if (child.exitCode === null && child.signalCode === null) {
    killGroup(child.pid, 'SIGTERM')
    await Promise.race([once(child, 'exit'), sleep(8_000)])
  }
  killGroup(child.pid, 'SIGKILL')
  groups.delete(child.pid)
}

/**
 * A server just started answers its first requests with code V8 has not optimised yet, and a page
 * not asked for a while may wait for its cache: a few seconds of requests first, for each page of
 * the shop, the bare server and the minimal page alike, so that requests per second compare warm
 * servers (measured cold, the minimal page read about half its rate here, and the first page of a
 * run 0.45 of the bare server where the same page read 0.78 once warm).
 */
async function warmUp(url, durationMs = 3_000, concurrency = 10) {
  const until = Date.now() + durationMs
  const client = async () => {
    while (Date.now() < until)
      await fetch(url).then(
        (response) => response.arrayBuffer(),
        () => {},
      )
  }
  await Promise.all(Array.from({ length: concurrency }, client))
}

const round1 = (n) => Math.round(n * 10) / 10
const round2 = (n) => Math.round(n * 100) / 100

/**
 * One shop page's figures against the minimal page's (issue 18): JS over the minimal page and its
 * target, performance points under it and its targets, requests per second as a ratio. A figure
 * either side could not measure stays out.
 */
function compareWithMinimal(result, minimal) {
  const comparison = {}
  const js = result.javascript
  const minimalJs = minimal.javascript
  if (js && !js.error && minimalJs && !minimalJs.error) {
    const limitKB = round1(minimalJs.brotliKB + MINIMAL_TARGETS.jsOverKB)
    comparison.javascript = {
      kB: js.brotliKB,
      minimalKB: minimalJs.brotliKB,
      overKB: round1(js.brotliKB - minimalJs.brotliKB),
      ratio: round2(js.brotliKB / minimalJs.brotliKB),
      targetKB: limitKB,
      met: js.brotliKB <= limitKB,
    }
  }
  const lh = result.lighthouse
  const minimalLh = minimal.lighthouse
  const lhMeasured = (figures) => figures && !figures.error && !figures.runtimeError && figures.performance !== null
  if (lhMeasured(lh) && lhMeasured(minimalLh)) {
    const floor = Math.max(minimalLh.performance - MINIMAL_TARGETS.performanceUnder, TARGETS.performance)
    comparison.performance = {
      score: lh.performance,
      minimal: minimalLh.performance,
      difference: lh.performance - minimalLh.performance,
      ratio: minimalLh.performance ? round2(lh.performance / minimalLh.performance) : null,
      target: floor,
      met: lh.performance >= floor,
    }
  }
  const load = result.load
  const minimalLoad = minimal.load
  if (load && !load.error && minimalLoad && !minimalLoad.error && minimalLoad.rps) {
    comparison.load = { rps: load.rps, minimalRps: minimalLoad.rps, ratio: round2(load.rps / minimalLoad.rps) }
  }
  return comparison
}

// ------------------------------------------------------------------------------- the run
const results = pages.map((page) => ({ ...page }))
/** The minimal Start page, measured like the shop's pages (its `url` once it runs); null with --skip-minimal. */
const minimal = opts['skip-minimal'] ? null : { path: '/', locale: 'fr', label: 'minimal Start page' }
let minimalServer
let exitCode = 0
let settings

/** The line of one page's JavaScript figure (the shop's or the minimal page's). */
function describeJavaScript(name, js) {
  if (js.error) return `  ${name}: ${js.error}`
  return (
    `  ${name}: ${js.brotliKB.toFixed(1)} KB in ${js.scripts} scripts (HTTP ${js.status})${js.overTarget ? `  ✖ over ${TARGETS.jsKB} KB` : ''}` +
    (js.failedScripts.length ? `  ⚠ ${js.failedScripts.length} script(s) failed to load, not counted` : '')
  )
}

function describeLighthouse(name, lh) {
  if (lh.error) return `  ${name}: ${lh.error}`
  if (lh.runtimeError) return `  ${name}: Lighthouse could not measure the page: ${lh.runtimeError}`
  return (
    `  ${name}: performance ${lh.performance}, accessibility ${lh.accessibility}, LCP ${lh.lcpMs} ms, CLS ${lh.cls}, TBT ${lh.tbtMs} ms` +
    (lh.misses.length ? `  ✖ ${lh.misses.join(', ')}` : '') +
    (lh.accessibilityFailures?.length ? ` (failed: ${lh.accessibilityFailures.join(', ')})` : '') +
    (lh.failedRequests.length ? `  ⚠ ${lh.failedRequests.length} request(s) failed during the run` : '')
  )
}

function describeLoad(name, load) {
  if (load.error) return `  ${name}: ${load.error}`
  return `  ${name}: ${load.rps} req/s, p99 ${load.p99Ms} ms, ${load.errors} errors, ${load.timeouts} timeouts, ${load.non2xx} non-2xx`
}

const mark = (met) => (met ? '✔' : '✖')

/** Builds and starts the minimal Start page; on failure the run goes on without it (and says so). */
async function prepareMinimal() {
  console.log('\n0. Baseline: the minimal TanStack Start page (scripts/minimal-start), built with the shop’s packages')
  const build = await buildMinimalApp()
  minimal.buildS = build.buildS
  if (!build.error) {
    const started = await startMinimalApp()
    if (started.error) minimal.error = started.error
    else {
      minimalServer = started
      minimal.url = started.url
    }
  } else minimal.error = build.error
  console.log(
    minimal.error
      ? `  ${minimal.error}\n  The shop's figures are printed without their baseline.`
      : `  built in ${minimal.buildS} s, running at ${minimal.url}`,
  )
}

try {
  if (!(await checkReachable())) {
    exitCode = 1
  } else {
    console.log(`Benchmark of ${origin}: ${pages.map((p) => p.path).join(', ')}`)
    settings = await runningSettings()
    printSettings(settings)
    if (!opts.product && !opts.pages) console.log('(no product page: pass --product /produit/<id>-<slug> to add one)')
    const [load1] = loadavg()
    if (load1 > availableParallelism())
      console.log(
        `⚠ The machine is busy (load ${load1.toFixed(1)} on ${availableParallelism()} cores): Lighthouse and requests/s will read low.`,
      )
    if (minimal) await prepareMinimal()
    else console.log('\n0. Baseline: the minimal Start page skipped (--skip-minimal)')
    // Within each step the minimal page goes first, so each shop page's line can show it as a ratio.
    const withMinimal = Boolean(minimal && !minimal.error)

    console.log('\n1. JavaScript sent (same-origin scripts, brotli quality 11)')
    try {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
      if (withMinimal) {
        minimal.javascript = await measureJavaScript(minimal)
        console.log(describeJavaScript(minimal.label, minimal.javascript))
      }
      for (const result of results) {
        result.javascript = await measureJavaScript(result)
        const against = withMinimal && compareWithMinimal(result, minimal).javascript
        console.log(
          describeJavaScript(result.path, result.javascript) +
            (against
              ? `; minimal page + ${against.overKB} KB (ratio ${against.ratio}) ${mark(against.met)} target ≤ ${against.targetKB} KB`
              : ''),
        )
      }
    } catch (error) {
      console.log(`  Chromium could not run: ${error.message.split('\n')[0]}`)
      for (const result of [...results, ...(withMinimal ? [minimal] : [])])
        result.javascript ??= { error: `Chromium could not run: ${error.message.split('\n')[0]}` }
    } finally {
      await browser?.close().catch(() => {})
      browser = undefined
    }

    if (opts['skip-lighthouse']) {
      console.log('\n2. Lighthouse: skipped (--skip-lighthouse)')
    } else {
      console.log('\n2. Lighthouse 13, mobile (about 15 s a page)')
      if (withMinimal) {
        minimal.lighthouse = await measureLighthouse(minimal, 'minimal')
        console.log(describeLighthouse(minimal.label, minimal.lighthouse))
      }
      for (const [index, result] of results.entries()) {
        result.lighthouse = await measureLighthouse(result, index)
        const against = withMinimal && compareWithMinimal(result, minimal).performance
        console.log(
          describeLighthouse(result.path, result.lighthouse) +
            (against
              ? `; minimal page ${against.minimal} (${against.difference >= 0 ? '+' : ''}${against.difference}) ${mark(against.met)} target ≥ ${against.target}`
              : ''),
        )
      }
    }

    if (opts['skip-load']) {
      console.log('\n3. Requests per second: skipped (--skip-load)')
    } else {
      console.log(`\n3. Server-rendered requests per second (autocannon, ${connections} connections, ${duration} s a page)`)
      if (withMinimal) {
        await warmUp(minimal.url)
        minimal.load = await measureLoad(minimal)
        console.log(describeLoad(minimal.label, minimal.load))
      }
      for (const result of results) {
        await warmUp(result.url)
        result.load = await measureLoad(result)
        const load = result.load
        result.bareLoad = load.error ? undefined : await measureBareServer(result)
        const bare = result.bareLoad
        if (bare && !bare.error && bare.rps) load.ratioToBare = Math.round((load.rps / bare.rps) * 100) / 100
        const against = withMinimal && compareWithMinimal(result, minimal).load
        console.log(
          describeLoad(result.path, load) +
            (!load.error && bare && !bare.error
              ? `; bare node:http with the same HTML ${bare.rps} req/s, p99 ${bare.p99Ms} ms: ratio ${load.ratioToBare}`
              : '') +
            (against ? `; minimal page ${against.minimalRps} req/s: ratio ${against.ratio}` : ''),
        )
      }
    }
    if (minimalServer) await minimalServer.stop()
    minimalServer = undefined
    if (withMinimal) for (const result of results) result.vsMinimal = compareWithMinimal(result, minimal)

    printTable()
    if (withMinimal) printMinimalComparison()
    mkdirSync('reports', { recursive: true })
    writeFileSync(
      REPORT_PATH,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          baseUrl: origin,
          settings,
          machine: { cores: availableParallelism(), loadAverageAtEnd: loadavg().map((n) => Math.round(n * 100) / 100) },
          targets: {
            javascriptKB: TARGETS.jsKB,
            performance: TARGETS.performance,
            accessibility: TARGETS.accessibility,
            cls: TARGETS.cls,
            javascriptOverMinimalKB: MINIMAL_TARGETS.jsOverKB,
            performanceUnderMinimal: MINIMAL_TARGETS.performanceUnder,
          },
          units: { javascriptKB: '1 KB = 1024 bytes, brotli quality 11', lcpMs: 'ms', tbtMs: 'ms', p99Ms: 'ms' },
          load: opts['skip-load'] ? null : { tool: 'autocannon@8', connections, durationS: duration },
          // The baseline (scripts/minimal-start), measured in the same run; each page's `vsMinimal` compares with it.
          minimalStart: minimal ? { app: 'scripts/minimal-start', ...minimal } : null,
          pages: results,
        },
        null,
        2,
      ) + '\n',
    )
    console.log(`\nFigures written to ${REPORT_PATH}`)
  }
} catch (error) {
  console.error('The benchmark stopped on an unexpected error:', error)
} finally {
  await minimalServer?.stop()
  await stopEverything()
  rmSync(workDir, { recursive: true, force: true })
}
process.exit(exitCode)

// --------------------------------------------------------------------------------- table
/** Lines of a table: the first column left-aligned, the figures right-aligned. */
function formatTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

function printTable() {
  const flag = (text, missed) => (missed ? `${text} ✖` : text)
  // The minimal Start page first, as the baseline row, when it was measured.
  const measured = [...(minimal?.url ? [minimal] : []), ...results]
  const name = (r) => r.label ?? r.path
  const rows = measured.map((r) => {
    const js = r.javascript
    const lh = r.lighthouse
    const load = r.load
    const lhOk = lh && !lh.error && !lh.runtimeError
    const loadOk = load && !load.error
    return [
      name(r),
      js && !js.error ? String(js.status ?? '?') : '-',
      js && !js.error ? flag(js.brotliKB.toFixed(1), js.overTarget) + (js.failedScripts.length ? ' ⚠' : '') : 'n/a',
      lhOk ? flag(String(lh.performance), lh.performance < TARGETS.performance) + (lh.failedRequests.length ? ' ⚠' : '') : lh ? 'n/a' : '-',
      lhOk ? flag(String(lh.accessibility), lh.accessibility < TARGETS.accessibility) : lh ? 'n/a' : '-',
      lhOk ? String(lh.lcpMs) : lh ? 'n/a' : '-',
      lhOk ? flag(String(lh.cls), lh.cls > TARGETS.cls) : lh ? 'n/a' : '-',
      lhOk ? String(lh.tbtMs) : lh ? 'n/a' : '-',
      loadOk ? String(load.rps) : load ? 'n/a' : '-',
      loadOk ? String(load.p99Ms) : load ? 'n/a' : '-',
      loadOk ? String(load.errors + load.timeouts) : load ? 'n/a' : '-',
      r.bareLoad && !r.bareLoad.error ? String(r.bareLoad.rps) : '-',
      loadOk && load.ratioToBare !== undefined ? String(load.ratioToBare) : '-',
    ]
  })
  const header = ['Page', 'HTTP', 'JS KB', 'Perf', 'A11y', 'LCP ms', 'CLS', 'TBT ms', 'Req/s', 'p99 ms', 'Errors', 'Bare req/s', 'Ratio']
  console.log(
    `\nSummary (targets: JS ≤ ${TARGETS.jsKB} KB brotli, performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, CLS ${TARGETS.cls}; ✖ = target missed, ⚠ = see notes)`,
  )
  console.log(formatTable(header, rows))
  const notes = measured
    .flatMap((r) => [
      r.javascript?.error && `${name(r)}: JavaScript not measured: ${r.javascript.error}`,
      r.javascript?.failedScripts?.length &&
        `${name(r)}: script(s) that failed to load, not counted (a build newer than the running server?): ${r.javascript.failedScripts.join(', ')}`,
      r.javascript?.crossOriginScripts?.length &&
        `${name(r)}: ${r.javascript.crossOriginScripts.length} script(s) from other origins, not counted`,
      r.lighthouse?.error && `${name(r)}: ${r.lighthouse.error}`,
      r.lighthouse?.runtimeError && `${name(r)}: Lighthouse: ${r.lighthouse.runtimeError}`,
      r.lighthouse?.failedRequests?.length &&
        `${name(r)}: requests that failed during the Lighthouse run: ${r.lighthouse.failedRequests.join(', ')}`,
      r.load?.error && `${name(r)}: ${r.load.error}`,
      r.load?.non2xx && `${name(r)}: ${r.load.non2xx} of ${r.load.requests} load-test responses were not 2xx`,
    ])
    .filter(Boolean)
  // Tiny files are left uncompressed on purpose; what matters is the largest script.
  const uncompressed = results.find((r) => r.javascript?.files?.[0]?.servedEncoding === 'none')
  if (uncompressed)
    notes.push(
      `this server sends scripts uncompressed (${Math.round(uncompressed.javascript.bytes / KB)} KB on ${uncompressed.path}): ` +
        'Lighthouse measures them as sent, so its performance figures read lower than behind a compressing CDN',
    )
  if (notes.length) console.log('\n' + notes.map((note) => `  - ${note}`).join('\n'))
}

/** Each shop page next to the minimal Start page: the ratios, and issue 18's targets relative to it. */
function printMinimalComparison() {
  const rows = results.map((r) => {
    const { javascript: js, performance: perf, load } = r.vsMinimal
    return [
      r.path,
      js ? js.kB.toFixed(1) : '-',
      js ? js.minimalKB.toFixed(1) : '-',
      js ? `${js.overKB >= 0 ? '+' : ''}${js.overKB.toFixed(1)}` : '-',
      js ? String(js.ratio) : '-',
      js ? `${mark(js.met)} ≤ ${js.targetKB.toFixed(1)}` : '-',
      perf ? String(perf.score) : '-',
      perf ? String(perf.minimal) : '-',
      perf ? `${perf.difference >= 0 ? '+' : ''}${perf.difference}` : '-',
      perf ? `${mark(perf.met)} ≥ ${perf.target}` : '-',
      load ? String(load.rps) : '-',
      load ? String(load.minimalRps) : '-',
      load ? String(load.ratio) : '-',
    ]
  })
  const header = [
    'Page',
    'JS KB',
    'Minimal',
    '+KB',
    'Ratio',
    'JS target',
    'Perf',
    'Minimal',
    '±',
    'Perf target',
    'Req/s',
    'Minimal',
    'Ratio',
  ]
  console.log(
    `\nAgainst the minimal TanStack Start page, same run (targets: JS ≤ minimal + ${MINIMAL_TARGETS.jsOverKB} KB; ` +
      `performance ≥ minimal − ${MINIMAL_TARGETS.performanceUnder} and ≥ ${TARGETS.performance}; req/s ratio informative; - = not measured)`,
  )
  console.log(formatTable(header, rows))
}
