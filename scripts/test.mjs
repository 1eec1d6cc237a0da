#!/usr/bin/env node
/**
 * `npm test`: every test, in order: the build, the type check, the lint rules, import cycles and
 * formatting (`npm run lint`), unit, API and system tests (vitest's tiers), then the browser and
 * security tests (Playwright on Debian's Chromium) against the built shop. `npm test -- fast`,
 * `-- api`, `-- unit` or `-- e2e` runs a part (scripts/test-plan.mjs). Installs Debian's
 * Chromium, PostgreSQL and nginx with apt when they are missing.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { readReport, summarise } from './test-report.mjs'
import { reports, testPlan } from './test-plan.mjs'
import { reportTimes } from './test-times.mjs'

// The shop's PDFs (CHROMIUM_PATH) and the browser tests (playwright.config.ts: E2E_CHROMIUM_PATH, decision 0102).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const headlessShell = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

/** Each step's wall seconds, for the closing report of the suite's time. */
const stepTimes = []

function run({ label, command, args, env = {} }) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = (Date.now() - started) / 1000
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds.toFixed(1)} s`)
    process.exit(result.status ?? 1)
  }
  stepTimes.push({ label, seconds })
  console.log(`✔ ${label} passed in ${seconds.toFixed(1)} s`)
}

/** One command of a `together` step, its output kept and printed whole when it ends (never interleaved). */
function runQuietly({ label, command, args }) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
      process.stdout.write(Buffer.concat(output))
      console.log(code === 0 ? `✔ ${label} passed in ${seconds.toFixed(1)} s` : `✖ ${label} failed after ${seconds.toFixed(1)} s`)
      resolve({ label, code, seconds })
    })
  })
}

/**
 * A step of several commands that need nothing of each other: as many at once as the machine has
 * cores, in the plan's order. Every one runs to its end, so one run lists every failure; the step
 * fails if any did. Its wall time is the step's (each command's own is printed beside it).
 */
async function runTogether({ label, together }) {
  const started = Date.now()
  const queue = [...together]
  const results = []
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await runQuietly(next))
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), together.length)) }, lane))
  const seconds = (Date.now() - started) / 1000
  const failed = results.filter((result) => result.code !== 0)
  if (failed.length > 0) {
    console.error(`✖ ${label} failed after ${seconds.toFixed(1)} s: ${failed.map((result) => result.label).join(', ')}`)
    process.exit(failed[0].code ?? 1)
  }
  stepTimes.push({ label, seconds })
  console.log(
    `✔ ${label} passed in ${seconds.toFixed(1)} s (${results.map((result) => `${result.label} ${result.seconds.toFixed(1)} s`).join(', ')})`,
  )
}

/**
 * Debian's packages the tests drive: Chromium (the shop's PDFs) and its headless shell (browser
 * tests), and PostgreSQL and nginx (the production layout test,
 * tests/reliability/production-layout.test.ts). Installed with apt when missing, never downloaded
 * from elsewhere.
 */
const debianPackages = [
  { name: 'chromium', present: () => existsSync(chromium) },
  { name: 'chromium-headless-shell', present: () => existsSync(headlessShell) },
  { name: 'postgresql', present: () => existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0 },
  { name: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
]

function ensureDebianPackages(names) {
  const missing = debianPackages.filter((item) => names.includes(item.name) && !item.present()).map((item) => item.name)
  if (missing.length === 0) return
  console.log(`Missing Debian packages: ${missing.join(', ')}: installing them.`)
  const [command, ...prefix] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get']
  const apt = (...args) => spawnSync(command, [...prefix, ...args], { stdio: 'inherit' }).status === 0
  const installed = apt('update') && apt('install', '-y', '--no-install-recommends', ...missing)
  if (!installed || debianPackages.some((item) => missing.includes(item.name) && !item.present())) {
    console.error(`Could not install ${missing.join(', ')}. Run: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`)
    process.exit(1)
  }
}

let steps
try {
  steps = testPlan(process.argv[2])
} catch (error) {
  console.error(`✖ ${error.message}`)
  process.exit(2)
}
rmSync('reports', { recursive: true, force: true })
for (const step of steps) {
  ensureDebianPackages(step.debianPackages ?? [])
  if (step.together) await runTogether(step)
  else run(step)
}
printTotals()

function printTotals() {
  const reportsRan = {
    vitest: steps.some((step) => step.runner === 'vitest'),
    playwright: steps.some((step) => step.runner === 'playwright'),
  }
  const runReports = { vitest: readReport(reports.vitest), playwright: readReport(reports.playwright) }
  const { passed, failed, problems } = summarise(runReports, reportsRan)
  problems.push(...reportTimes(stepTimes, runReports))
  console.log(`\ntests: ${passed} passed, ${failed} failed`)
  if (problems.length > 0) {
    console.error(`✖ npm test fails: ${problems.join('; ')}`)
    process.exit(1)
  }
}
