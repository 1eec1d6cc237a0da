#!/usr/bin/env node
/**
 * `npm test`: every test, in order: the build, the type check, the lint rules and formatting
 * (`npm run lint`), unit and API tests (vitest),
 * then the browser and security tests (Playwright on Debian's Chromium) against the built shop.
 * Installs Chromium with apt when it is missing. `npm test -- unit` or `npm test -- e2e` runs a part.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { readReport, summarise } from './test-report.mjs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const bin = (name) => `node_modules/.bin/${name}`

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${label} passed in ${seconds} s`)
}

function ensureChromium() {
  if (existsSync(chromium)) return
  console.log(`Chromium is missing at ${chromium}: installing Debian's package.`)
  const [command, ...prefix] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get']
  const apt = (...args) => spawnSync(command, [...prefix, ...args], { stdio: 'inherit' }).status === 0
  if (!apt('update') || !apt('install', '-y', '--no-install-recommends', 'chromium') || !existsSync(chromium)) {
    console.error('Could not install Chromium. Run: sudo apt-get update && sudo apt-get install -y chromium')
    process.exit(1)
  }
}

// Each runner also writes a JSON report here, summed up in the closing line.
const reports = { vitest: 'reports/vitest.json', playwright: 'reports/playwright.json' }
rmSync('reports', { recursive: true, force: true })

// The build under test is the production build, whatever NODE_ENV the caller's shell exported.
const BUILD_ENV = { NODE_ENV: 'production' }

const only = process.argv[2] // optional: "unit" or "e2e"
if (only !== 'e2e') {
  // The build first: some reliability tests start the built shop (`.output/`).
  run('build', bin('vite'), ['build'], BUILD_ENV)
  run('typecheck', bin('tsc'), ['--noEmit'])
  run('lint', bin('eslint'), ['.'])
  run('formatting', bin('prettier'), ['--check', '.'])
  run('unit and API tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports.vitest}`])
}
if (only !== 'unit') {
  if (only === 'e2e') run('build', bin('vite'), ['build'], BUILD_ENV)
  ensureChromium()
  run('browser tests', bin('playwright'), ['test'], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    PLAYWRIGHT_JSON_OUTPUT_FILE: reports.playwright,
  })
}
printTotals()

function printTotals() {
  const reportsRan = { vitest: only !== 'e2e', playwright: only !== 'unit' }
  const { passed, failed, problems } = summarise(
    { vitest: readReport(reports.vitest), playwright: readReport(reports.playwright) },
    reportsRan,
  )
  console.log(`\ntests: ${passed} passed, ${failed} failed`)
  if (problems.length > 0) {
    console.error(`✖ the reports count a failure: ${problems.join('; ')}`)
    process.exit(1)
  }
}
