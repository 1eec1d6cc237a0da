/**
 * What `npm test` runs (scripts/test.mjs), part by part, in order. With no part, every step:
 * the build, the static checks, every vitest tier (vitest.config.ts) and the browser tests, each
 * test once. `npm test -- <part>` runs one part (docs/decisions/0068):
 * - `fast`: the `unit` tier only, no build, database or browser (`npm run test:fast`);
 * - `api`: the `api` tier, on the embedded PostgreSQL, no build (`npm run test:api`);
 * - `unit`: the build, the static checks and every vitest tier;
 * - `e2e`: the build and the browser tests.
 */
const bin = (name) => `node_modules/.bin/${name}`

// Each runner also writes a JSON report here, summed up in the closing line.
export const reports = { vitest: 'reports/vitest.json', playwright: 'reports/playwright.json' }

// The build under test is the production build, whatever NODE_ENV the caller's shell exported.
const BUILD_ENV = { NODE_ENV: 'production' }

const vitest = (label, projects) => ({
  label,
  command: bin('vitest'),
  args: [
    'run',
    ...projects.map((name) => `--project=${name}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports.vitest}`,
  ],
  runner: 'vitest',
})

// The build first: the system tier's tests start the built shop (`.output/`).
const build = { label: 'build', command: bin('vite'), args: ['build'], env: BUILD_ENV }
// Side by side, one per core (scripts/test.mjs): each is one single-threaded process that needs
// nothing of the others, so on two cores the four take the time of the two longest (137 s → about
// 80 s here). Longest first, so the short ones fill in after them.
const checks = {
  label: 'static checks',
  together: [
    { label: 'lint', command: bin('eslint'), args: ['.'] },
    { label: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
    { label: 'formatting', command: bin('prettier'), args: ['--check', '.'] },
    { label: 'import cycles', command: bin('depcruise'), args: ['--config', '.dependency-cruiser.mjs', 'src'] },
  ],
}
// Debian's PostgreSQL and nginx: the production layout test (system tier) drives them.
const everyTier = { ...vitest('unit, API and system tests', []), debianPackages: ['postgresql', 'nginx'] }
const browser = {
  label: 'browser tests',
  command: bin('playwright'),
  args: ['test'],
  env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: reports.playwright },
  runner: 'playwright',
  debianPackages: ['chromium', 'chromium-headless-shell'],
}

const PARTS = {
  all: [build, checks, everyTier, browser],
  unit: [build, checks, everyTier],
  e2e: [build, browser],
  fast: [vitest('unit tests (no build, no database)', ['unit'])],
  api: [vitest('API tests', ['api'])],
}

/** The steps of a part (none given: all of them); an unknown part is refused by name. */
export function testPlan(part = 'all') {
  const steps = Object.hasOwn(PARTS, part) ? PARTS[part] : undefined
  if (!steps) throw new Error(`Unknown part "${part}": npm test -- ${Object.keys(PARTS).join(' | ')}`)
  return steps
}
