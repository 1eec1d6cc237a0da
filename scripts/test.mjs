#!/usr/bin/env node
/**
 * `npm test`: every test, in order: unit and API tests (vitest), then the build, then the
 * browser tests (Playwright on Debian's Chromium). Installs Chromium with apt when it is missing.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

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
  console.log(`Chromium is missing at ${chromium}: installing Debian's package (needs root).`)
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (...args) => spawnSync(asRoot[0] ?? 'apt-get', asRoot.length ? ['apt-get', ...args] : args, { stdio: 'inherit' })
  if (apt('update').status !== 0 || apt('install', '-y', '--no-install-recommends', 'chromium').status !== 0 || !existsSync(chromium)) {
    console.error('Could not install Chromium. Run: sudo apt-get update && sudo apt-get install -y chromium')
    process.exit(1)
  }
}

const only = process.argv[2] // optional: "unit" or "e2e"
if (only !== 'e2e') {
  // Paraglide's messages are compiled by the build; the unit tests import them too.
  run('build', bin('vite'), ['build'])
  run('unit and API tests', bin('vitest'), ['run'])
}
if (only !== 'unit') {
  if (only === 'e2e') run('build', bin('vite'), ['build'])
  ensureChromium()
  run('browser tests', bin('playwright'), ['test'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' })
}
