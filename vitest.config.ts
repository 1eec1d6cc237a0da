import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts so unit tests do not start the Start, Nitro and Paraglide plugins
// (Paraglide is compiled once by the build or by scripts/test.mjs before the tests run).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [viteReact()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/{api,unit,reliability,security}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    globalSetup: ['tests/setup/database.global.ts'],
    // The embedded PostgreSQL takes a few seconds to start on a cold machine.
    hookTimeout: 60_000,
  },
})
