#!/usr/bin/env node
/**
 * `npm test`: every test, in order: the build, the type check, the lint rules and formatting
 * (`npm run lint`), unit and API tests (vitest),
 * then the browser and security tests (Playwright on Debian's Chromium) against the built shop.
 * Installs Debian's Chromium, PostgreSQL and nginx with apt when they are missing. `npm test -- unit` or `npm test -- e2e` runs a part.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
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

/**
 * Debian's packages the tests drive: Chromium (browser tests), and PostgreSQL and nginx (the
 * production layout test, tests/reliability/production-layout.test.ts). Installed with apt when
 * missing, never downloaded from elsewhere.
 */
const debianPackages = [
  { name: 'chromium', present: () => existsSync(chromium) },
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
  run('import cycles', bin('depcruise'), ['--config', '.dependency-cruiser.mjs', 'src'])
  run('formatting', bin('prettier'), ['--check', '.'])
  ensureDebianPackages(['postgresql', 'nginx'])
  run('unit and API tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports.vitest}`])
}
if (only !== 'unit') {
  if (only === 'e2e') run('build', bin('vite'), ['build'], BUILD_ENV)
  ensureDebianPackages(['chromium'])
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
