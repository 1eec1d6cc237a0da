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
    include: runnerFixture
      ? [runnerFixture]
      : ['src/**/*.test.{ts,tsx}', 'tests/{api,unit,reliability,security,runner}/**/*.test.{ts,tsx}'],
    environment: 'node',
    env: pinnedShopEnv(),
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    globalSetup: ['tests/setup/paraglide.global.ts', 'tests/setup/database.global.ts'],
    // The embedded PostgreSQL takes a few seconds to start on a cold machine.
    hookTimeout: 60_000,
    // One file per core, not vitest's default of one less: on two cores that default is a single
    // worker, idle while a file waits on PostgreSQL or a shop process it started (the unit and
    // API tests took 439 s with one worker, 148 s with two, 153 s with three).
    maxWorkers: Math.max(2, availableParallelism()),
  },
})
