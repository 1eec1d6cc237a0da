/**
 * The suite's own time, printed at the end of `npm test` with a budget for each part (issue 42,
 * docs/decisions/0090): each step's wall time, each vitest tier's and each browser project's time,
 * and the slowest files. A part over its budget fails the run with its figure, as a page over its
 * JavaScript budget does: the suite went from 23.5 to 28 minutes without a failing test before.
 *
 * Budgets are wall seconds on a 2-core machine, set from the last CI runs (the vitest step 796 s,
 * the browser tests about 800 s, before issue 43's heavy-file and PDF tests) with room for a
 * busy machine (a run here beside other work took 1,059 s and 2,031 s): they catch a tier that
 * doubles, not noise. The browser step's and the desktop project's were raised for issue 44: on a
 * quiet 2-core machine here its 361 tests (17 new: the e-mail pages without scripts, presses before
 * hydration) took 1,916 s, the desktop project 1,337 s (the accessibility file alone 752 s), and
 * `npm test` must pass on the machines its README promises. A new file that needs more time
 * moves its tier's budget in the open, in its commit. The goal is lower (15 minutes in all: issue 44).
 * Raised again for issue 45 and issue 44's item 3: 374 tests (the dispatch's 186 s, the tracking
 * page's and the stale saves') took 2,180 s here, the desktop project 1,575 s, 93 % of its budget,
 * and CI's machine ran about 3 % slower than this one: 2,600 and 1,850 s keep a doubling caught.
 * Lowered with decision 0102 (the browser tests in Debian's headless shell): the 343 tests took
 * 1,207 s here and 1,133 s in a fresh clone (desktop 825 s, phone 172 s, slow phone 104 s, no
 * scripts 44 s), so a third more is the room, and a run back in the full browser (desktop 1,446 s)
 * fails with its figure.
 */

/** Wall seconds per step of scripts/test-plan.mjs, by label. */
export const STEP_BUDGET_SECONDS = {
  build: 120,
  // The type check, lint, import cycles and formatting side by side (scripts/test-plan.mjs): 137 s
  // one after the other in a fresh clone here; their budgets were 150, 200, 60 and 60 s apart.
  'static checks': 240,
  'unit, API and system tests': 1500,
  'browser tests': 1600,
}

/**
 * Per vitest tier: the span from its first file's start to its last file's end (the tiers run side
 * by side in one vitest run, so their spans overlap), and per browser project: the sum of its
 * tests' durations divided by the workers (Playwright's three), an estimate of its share of the wall time.
 */
export const TIER_BUDGET_SECONDS = {
  'vitest unit': 600,
  'vitest api': 1200,
  'vitest system': 1500,
  'browser desktop': 1100,
  'browser phone': 260,
  'browser slow-phone': 200,
  'browser no-scripts': 100,
}

const PLAYWRIGHT_WORKERS = 3

/** The tier of a vitest file, by its folder (vitest.config.ts). */
function vitestTier(file) {
  if (/[\\/]tests[\\/]api[\\/]/.test(file)) return 'vitest api'
  if (/[\\/]tests[\\/](reliability|security|runner)[\\/]/.test(file)) return 'vitest system'
  return 'vitest unit'
}

/** Each vitest tier's span and files (their seconds), from vitest's JSON report. */
function vitestTimes(report) {
  const tiers = new Map()
  for (const result of report?.testResults ?? []) {
    const tier = vitestTier(result.name)
    const entry = tiers.get(tier) ?? { start: Infinity, end: 0, files: [] }
    entry.start = Math.min(entry.start, result.startTime)
    entry.end = Math.max(entry.end, result.endTime)
    entry.files.push({ file: result.name.replace(`${process.cwd()}/`, ''), seconds: (result.endTime - result.startTime) / 1000 })
    tiers.set(tier, entry)
  }
  return [...tiers].map(([tier, { start, end, files }]) => ({ tier, seconds: (end - start) / 1000, files }))
}

/** Each browser project's summed test time over the workers, and its files, from Playwright's JSON report. */
function playwrightTimes(report) {
  const projects = new Map()
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
        const entry = projects.get(test.projectName) ?? { ms: 0, files: new Map() }
        entry.ms += ms
        entry.files.set(file, (entry.files.get(file) ?? 0) + ms)
        projects.set(test.projectName, entry)
      }
    }
    for (const child of suite.suites ?? []) visit(child, file)
  }
  for (const suite of report?.suites ?? []) visit(suite, suite.file ?? suite.title)
  return [...projects].map(([project, { ms, files }]) => ({
    tier: `browser ${project}`,
    seconds: ms / 1000 / PLAYWRIGHT_WORKERS,
    files: [...files].map(([file, fileMs]) => ({ file, seconds: fileMs / 1000 })),
  }))
}

const pad = (text, width) => String(text).padEnd(width)
const secondsText = (seconds) => `${seconds.toFixed(1)} s`

/**
 * Prints the steps' and tiers' times against their budgets, and the slowest files of each tier;
 * answers the parts over budget, as sentences with their figures.
 * @param {{ label: string, seconds: number }[]} steps the steps that ran, with their wall seconds
 * @param {{ vitest?: any, playwright?: any }} reports the runners' JSON reports
 */
export function reportTimes(steps, { vitest, playwright }) {
  const rows = [
    ...steps.map(({ label, seconds }) => ({ part: `step: ${label}`, seconds, budget: STEP_BUDGET_SECONDS[label] })),
    ...[...vitestTimes(vitest), ...playwrightTimes(playwright)].map(({ tier, seconds }) => ({
      part: tier,
      seconds,
      budget: TIER_BUDGET_SECONDS[tier],
    })),
  ]
  const over = rows.filter((row) => row.budget !== undefined && row.seconds > row.budget)
  console.log('\nThe suite’s time (wall seconds; budgets in scripts/test-times.mjs):')
  for (const { part, seconds, budget } of rows) {
    const verdict = budget === undefined ? '' : seconds > budget ? `✖ over its budget of ${budget} s` : `✔ budget ${budget} s`
    console.log(`  ${pad(part, 36)} ${pad(secondsText(seconds), 10)} ${verdict}`)
  }
  const whole = steps.reduce((sum, step) => sum + step.seconds, 0)
  console.log(`  ${pad('whole run', 36)} ${secondsText(whole)} (${(whole / 60).toFixed(1)} min)`)
  console.log('The slowest files (seconds of their own, summed over projects for the browser tests):')
  for (const { tier, files } of [...vitestTimes(vitest), ...playwrightTimes(playwright)]) {
    const slowest = files.sort((a, b) => b.seconds - a.seconds).slice(0, 5)
    console.log(`  ${tier}: ${slowest.map(({ file, seconds }) => `${file} ${seconds.toFixed(0)} s`).join(', ')}`)
  }
  return over.map(({ part, seconds, budget }) => `${part} took ${secondsText(seconds)}, over its budget of ${budget} s`)
}
