import { describe, expect, it, vi } from 'vitest'
import { reportTimes, STEP_BUDGET_SECONDS, TIER_BUDGET_SECONDS } from '../../scripts/test-times.mjs'

/** A vitest JSON report with one file per tier, each taking `seconds`. */
const vitestReport = (seconds: Record<string, number>) => ({
  testResults: Object.entries(seconds).map(([name, s]) => ({
    name: `${process.cwd()}/${name}`,
    startTime: 1_000,
    endTime: 1_000 + s * 1000,
  })),
})

/** A Playwright JSON report: one file, one test per project taking `seconds`. */
const playwrightReport = (seconds: Record<string, number>) => ({
  suites: [
    {
      title: 'tests/e2e/cart.spec.ts',
      file: 'tests/e2e/cart.spec.ts',
      specs: [{ tests: Object.entries(seconds).map(([projectName, s]) => ({ projectName, results: [{ duration: s * 1000 }] })) }],
    },
  ],
})

describe("the suite's time against its budgets", () => {
  it('passes parts within their budgets and prints every figure', () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => {})
    const over = reportTimes([{ label: 'build', seconds: 50 }], {
      vitest: vitestReport({ 'tests/api/cart.test.ts': 30, 'src/lib/money.test.ts': 2 }),
      playwright: playwrightReport({ desktop: 60 }),
    })
    const printed = print.mock.calls.map((call) => call.join(' ')).join('\n')
    print.mockRestore()
    expect(over).toEqual([])
    expect(printed).toContain('step: build')
    expect(printed).toContain('vitest api')
    expect(printed).toContain('tests/api/cart.test.ts 30 s')
    expect(printed).toContain('browser desktop')
  })

  it('names each part over its budget with its figure', () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => {})
    const apiBudget = TIER_BUDGET_SECONDS['vitest api']
    const over = reportTimes([{ label: 'build', seconds: STEP_BUDGET_SECONDS.build + 1 }], {
      vitest: vitestReport({ 'tests/api/cart.test.ts': apiBudget + 10 }),
      // Three workers: a project's summed test time is divided by three.
      playwright: playwrightReport({ desktop: (TIER_BUDGET_SECONDS['browser desktop'] + 30) * 3 }),
    })
    print.mockRestore()
    expect(over).toEqual([
      `step: build took ${(STEP_BUDGET_SECONDS.build + 1).toFixed(1)} s, over its budget of ${STEP_BUDGET_SECONDS.build} s`,
      `vitest api took ${(apiBudget + 10).toFixed(1)} s, over its budget of ${apiBudget} s`,
      `browser desktop took ${(TIER_BUDGET_SECONDS['browser desktop'] + 30).toFixed(1)} s, over its budget of ${TIER_BUDGET_SECONDS['browser desktop']} s`,
    ])
  })
})
