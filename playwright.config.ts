import { defineConfig, devices } from '@playwright/test'
import { pinnedShopEnv } from './tests/support/pinned-env'

/**
 * Browser tests drive Debian's Chromium headless shell (`npm test` installs it when missing)
 * against the built shop, started once on its own port.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://127.0.0.1:${port}`
const databasePort = port + 1000
/** The embedded database of the shop under test, for tests that prepare data directly. */
export const e2eDatabaseUrl = `postgres://postgres:embedded-local@127.0.0.1:${databasePort}/shop`
/** "Google" for the shop under test: the local OpenID provider the sign-in test starts on this port. */
export const e2eGoogle = { clientId: 'e2e-google-client', clientSecret: 'e2e-google-secret', port: port + 2000 }

/**
 * The one spec the test of the test command (tests/runner/test-command.test.ts) runs through this
 * very configuration; it needs no shop, so none is started for it. Unset in every other run.
 */
const runnerFixture = process.env.SHOP_RUNNER_FIXTURE
/** The files of the projects of their own below. */
const realConditions = /e2e\/(before-hydration|without-scripts[a-z-]*)\.spec\.ts$/

/**
 * Debian's headless shell (package chromium-headless-shell), the browser Playwright itself runs
 * headless tests in: the same Blink and V8 as Debian's Chromium, without the full browser around
 * them; the same journeys took 42 % less time (docs/decisions/0102). `E2E_CHROMIUM_PATH` picks
 * another (Debian's full Chromium: /usr/bin/chromium). The shop's own PDFs keep `CHROMIUM_PATH`.
 */
export const E2E_CHROMIUM = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

const chromium = {
  executablePath: E2E_CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'tests',
  testMatch: runnerFixture ?? /(e2e|security)\/.*\.spec\.ts$/,
  fullyParallel: true,
  // Three on two cores: a browser test mostly waits (the shop, the page, its scripts); with two, the
  // cores were busy half the time of the run (docs/decisions/0058).
  workers: 3,
  retries: 0,
  forbidOnly: true,
  // `npm test` reads the JSON report for its closing count (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'reports/playwright.json' }]],
  // Whole journeys (sign-in, three checkout steps, an order) take 10-25 s alone and up to twice that
  // with two workers, the shop and its database sharing two cores; each step keeps its own limit
  // (below), so a missing element still fails long before.
  timeout: 60_000,
  // A page load on such a machine can take several seconds: a step waits up to 10 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    // A failed test keeps its trace (each step, the console and the network) and a screenshot of the
    // page as it failed. Without the screencast (about 7 % of the browser tests' time on two cores),
    // nor the DOM snapshots taken at every step of every test to be thrown away when it passes: the
    // checkout, two-device and orders files took 100 s with them and 81-89 s without (docs/benchmarks.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  // Real conditions (docs/decisions/0054): a slowed phone that never waits for the page's scripts,
  // and a browser without scripts, each running its own file once; the other files run on a
  // desktop, and those tagged @phone on a phone too (docs/decisions/0058).
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: realConditions },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/, testIgnore: realConditions },
    // Not in the test command's own test, whose one fixture spec these would not match.
    ...(runnerFixture
      ? []
      : [
          { name: 'slow-phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /e2e\/before-hydration\.spec\.ts$/ },
          {
            name: 'no-scripts',
            use: { ...devices['Desktop Chrome'], launchOptions: chromium, javaScriptEnabled: false },
            testMatch: /e2e\/without-scripts[a-z-]*\.spec\.ts$/,
          },
        ]),
  ],
  webServer: runnerFixture
    ? undefined
    : {
        // A fresh embedded database for each run, apart from the one `npm start` uses.
        command: `rm -rf data/e2e-postgres && node scripts/serve.ts`,
        url: `${baseURL}/`,
        reuseExistingServer: false,
        timeout: 60_000,
        // Every other setting blanked: the shop under test never takes the caller's PORT or DATABASE_URL.
        env: pinnedShopEnv({
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          EMBEDDED_DB_DIR: 'data/e2e-postgres',
          EMBEDDED_DB_PORT: String(databasePort),
          // A fake key: the address form then loads Google Maps, which the address tests replace with
          // a stub (or make fail) through route interception; no test ever reaches Google.
          GOOGLE_MAPS_API_KEY: 'e2e-fake-maps-key',
          GOOGLE_CLIENT_ID: e2eGoogle.clientId,
          GOOGLE_CLIENT_SECRET: e2eGoogle.clientSecret,
          GOOGLE_ISSUER: `http://127.0.0.1:${e2eGoogle.port}`,
          // The contact form's self-hosted captcha, solved by the real widget in a moment.
          CAPTCHA_COST: '1',
          CAPTCHA_MAX_COUNTER: '50',
          // Every test's shopper signs in from 127.0.0.1: the whole run makes more than the 60
          // attempts an address may make in 15 minutes (the API tests check that limit).
          SIGN_IN_ATTEMPTS_PER_ADDRESS: '10000',
        }),
      },
})
