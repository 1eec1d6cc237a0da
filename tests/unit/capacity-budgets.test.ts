/**
 * Check 14's budgets (scripts/load/capacity-budgets.ts, issue 42): a p99 is judged against a ratio
 * to the same run's baseline, never under the floor, and every line names the figure and the budget.
 */
import { describe, expect, it } from 'vitest'
import { BUSY_MACHINE_HTTP_P99_MS, judgeRun, LATENCY_BUDGETS, MEMORY_BUDGET_MB } from '../../scripts/load/capacity-budgets'

const cart = LATENCY_BUDGETS.find((budget) => budget.kind === 'cart save')!

describe('check 14 budgets', () => {
  it('scales with a slow baseline, keeps its floor under a fast one, and names figure and budget', () => {
    const slow = judgeRun({
      p99: { 'cart save': cart.times * 20 - 1 },
      baselines: { insert: { p99: 20 }, http: { p99: 5 } },
      memoryEndMb: 300,
    })
    expect(slow.find((judgement) => judgement.name === 'cart save p99')).toMatchObject({ budget: cart.times * 20, met: true })
    const fast = judgeRun({
      p99: { 'cart save': cart.floorMs + 1 },
      baselines: { insert: { p99: 0.5 }, http: { p99: 0.5 } },
      memoryEndMb: MEMORY_BUDGET_MB,
    })
    const missed = fast.filter((judgement) => !judgement.met).map((judgement) => judgement.text)
    expect(missed).toContainEqual(
      expect.stringMatching(new RegExp(`^cart save p99 ${cart.floorMs + 1}\\.0 ms, budget ${cart.floorMs}\\.0 ms .*MISSED`)),
    )
    // Memory is a ceiling: at the budget is over it.
    expect(missed).toContainEqual(expect.stringMatching(/^shop \+ PostgreSQL at the end 400 MB, budget < 400 MB: MISSED/))
    // A kind the run never measured is missed, not passed.
    expect(fast.find((judgement) => judgement.name === 'order p99')!.met).toBe(false)
  })

  it('prints latency without judging it when the bare node:http answer itself missed the pages’ target, and judges memory still', () => {
    const busy = judgeRun({
      p99: { 'cart save': 2600 },
      baselines: { insert: { p99: 90 }, http: { p99: BUSY_MACHINE_HTTP_P99_MS + 1 } },
      memoryEndMb: 450,
    })
    const cartSaves = busy.find((judgement) => judgement.name === 'cart save p99')!
    expect(cartSaves).toMatchObject({ judged: false, met: true })
    expect(cartSaves.text).toMatch(/over it, not judged: the machine was too busy/)
    expect(busy.find((judgement) => judgement.name === 'memory at the end')).toMatchObject({ judged: true, met: false })
  })
})
