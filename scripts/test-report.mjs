/**
 * Reads the JSON reports of vitest and Playwright for `npm test`'s closing line, and tells whether
 * they count a failure. A second guard behind the runners' exit codes: a runner that exits 0 with
 * a failing test (as vitest once did, see docs/decisions/0021) still fails `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs'

/** A report file's content, or undefined when the runner wrote none. */
export function readReport(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

/**
 * Passed and failed tests, and the reasons for failing the run: failed tests, files that could
 * not run (an import error fails a file with no test counted), errors outside tests (a web server
 * that would not start), flaky tests (retries are off: a flaky test failed once), a runner that
 * ran but wrote no report.
 * @param {{ vitest?: any, playwright?: any }} reports the parsed reports (a missing one is undefined)
 * @param {{ vitest: boolean, playwright: boolean }} [expected] which runners ran, so must have written one
 */
export function summarise({ vitest, playwright }, expected = { vitest: false, playwright: false }) {
  const problems = []
  if (expected.vitest && !vitest) problems.push('vitest wrote no report')
  if (expected.playwright && !playwright) problems.push('Playwright wrote no report')
  if (vitest) {
    if (vitest.numFailedTests > 0) problems.push(`vitest: ${vitest.numFailedTests} failed`)
    if (vitest.numFailedTestSuites > 0) problems.push(`vitest: ${vitest.numFailedTestSuites} file(s) failed`)
    if (vitest.success === false && problems.length === 0) problems.push('vitest: run marked unsuccessful')
  }
  if (playwright) {
    const { unexpected = 0, flaky = 0 } = playwright.stats ?? {}
    if (unexpected > 0) problems.push(`Playwright: ${unexpected} failed`)
    if (flaky > 0) problems.push(`Playwright: ${flaky} flaky`)
    if ((playwright.errors ?? []).length > 0) problems.push(`Playwright: ${playwright.errors.length} error(s) outside tests`)
  }
  const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0)
  const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0)
  if (passed === 0 && problems.length === 0) problems.push('no test ran')
  return { passed, failed, problems }
}
