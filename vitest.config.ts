import { availableParallelism } from 'node:os'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { pinnedShopEnv } from './tests/support/pinned-env'
import { testParaglideDir } from './tests/support/test-paraglide'

/**
 * The one file the test of the test command (tests/runner/test-command.test.ts) runs through
 * this very configuration, global setup included; unset in every other run.
 */
const runnerFixture = process.env.SHOP_RUNNER_FIXTURE

const PARAGLIDE = 'tests/setup/paraglide.global.ts'
const DATABASE = 'tests/setup/database.global.ts'

/**
 * The tiers (docs/decisions/0068), each a vitest project chosen by folder, never by a list of
 * files: `unit` needs nothing but Node (`npm run test:fast`, under a minute); `api` needs the
 * embedded PostgreSQL (`npm run test:api`); `system` may also start the built shop (`.output/`,
 * so `npm run build` first) or real processes: nginx, the capacity and fuzz runs, the runners.
 */
const TIERS = [
  {
    name: 'unit',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    globalSetup: [],
    // Files share their workers instead of one fresh worker each: half the tier's CPU time (46 s
    // of CPU down to 23 s). So a unit test leaves nothing global behind: stubbed globals are
    // undone after each test, fake timers given back, module state reset by the test that sets it.
    isolate: false,
    unstubGlobals: true,
  },
  {
    name: 'api',
    include: ['tests/api/**/*.test.{ts,tsx}'],
    globalSetup: [DATABASE],
    // As the unit tier: files share their workers and modules, the tier's time halved (294 s to
    // about 150 s here, most of it was each file importing the whole API again). Each file has its
    // own database already; one that gives the shop settings of its own goes through
    // tests/api/own-settings.ts, and one that stubs the environment undoes it after its tests.
    isolate: false,
  },
  { name: 'system', include: ['tests/{reliability,security,runner}/**/*.test.{ts,tsx}'], globalSetup: [DATABASE] },
]

// Kept apart from vite.config.ts so unit tests do not start the Start, Nitro and Paraglide plugins
// (the tests compile their own messages: tests/support/test-paraglide.ts).
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // Messages compiled for the tests (tests/support/test-paraglide.ts), before `~/` reaches src/.
    alias: [{ find: /^~\/paraglide\//, replacement: `${testParaglideDir()}/` }],
  },
  plugins: [viteReact()],
  test: {
    environment: 'node',
    env: pinnedShopEnv(),
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // Every tier imports the messages; a project's own setup (the database) runs only when one of its files runs.
    globalSetup: runnerFixture ? [PARAGLIDE, DATABASE] : [PARAGLIDE],
    ...(runnerFixture ? { include: [runnerFixture] } : { projects: TIERS.map((tier) => ({ extends: true, test: tier })) }),
    // The embedded PostgreSQL takes a few seconds to start on a cold machine.
    hookTimeout: 60_000,
    // One file per core, not vitest's default of one less: on two cores that default is a single
    // worker, idle while a file waits on PostgreSQL or a shop process it started (the unit and
    // API tests took 439 s with one worker, 148 s with two, 153 s with three).
    maxWorkers: Math.max(2, availableParallelism()),
  },
})
