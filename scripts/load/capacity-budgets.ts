/**
 * Issue 42's targets as budgets that hold on any machine (check 14, tests/reliability/capacity.test.ts,
 * and the end of every `npm run benchmark:mix`): each kind's p99 against this machine's baseline
 * of the same run (scripts/load/baselines.ts), never under a floor in ms, so that a very fast
 * baseline (0.8 ms for a bare INSERT on a quiet machine) does not turn a jitter of the shop into a
 * failure; and the memory of the shop and its PostgreSQL at the end of the run, in MB. The ratios
 * come from the runs of docs/benchmarks.md ("Capacity at 200/s on this machine", issue 42).
 */
import type { BaselineKind } from './baselines'
import { mb, ms } from './latency-stats'

export interface LatencyBudget {
  kind: string
  /** What the kind's p99 is compared with, and how many times it may be. */
  baseline: BaselineKind
  times: number
  /** The budget is never less than this. */
  floorMs: number
}

/**
 * Cart saves and orders write to the database: against a bare INSERT. Pages are HTTP answers
 * (from the page cache, mostly): against a bare node:http answer. Sign-ins hash a password on
 * purpose (about 40 ms of a core each) and have no budget. The floors are issue 34's targets: on a
 * quiet machine the baselines' p99 is a few ms and the floor decides. The ratios decide on a slower
 * or busier machine; they are wider than target ÷ quiet baseline (×9 for cart saves) because the
 * shop's answers, several trips each, queue faster than one INSERT when the cores are shared:
 * ×19 to ×29 for cart saves on this machine with other work beside it (docs/benchmarks.md, issue 42).
 */
export const LATENCY_BUDGETS: LatencyBudget[] = [
  { kind: 'cart save', baseline: 'insert', times: 15, floorMs: 50 },
  { kind: 'order', baseline: 'insert', times: 40, floorMs: 150 },
  { kind: 'page', baseline: 'http', times: 15, floorMs: 50 },
]
/**
 * A bare node:http answer slower than this at p99 (the pages' own target) says the machine had no
 * core to give during the run (load average 12 and more here): no figure of the shop's latency can
 * then say whether the shop meets a 50 ms target, and the latency budgets are printed, not judged.
 * Memory and correctness still are.
 */
export const BUSY_MACHINE_HTTP_P99_MS = 50
/** Issue 18's ceiling for the shop and its embedded PostgreSQL together. */
export const MEMORY_BUDGET_MB = 400

export interface Judgement {
  name: string
  /** false: printed only (the machine was too busy to judge latency, BUSY_MACHINE_HTTP_P99_MS). */
  judged: boolean
  figure: number
  budget: number
  met: boolean
  /** The figure and its budget, and how the budget was reached, in one line. */
  text: string
}

const LABELS: Record<BaselineKind, string> = { http: 'bare node:http', insert: 'bare INSERT' }

/** Each budget against the run's figures: p99 per kind (ms), the baselines of the same run, memory at the end (MB). */
export function judgeRun({
  p99,
  baselines,
  memoryEndMb,
}: {
  p99: Record<string, number>
  baselines: Record<BaselineKind, { p99: number }>
  memoryEndMb: number | null
}): Judgement[] {
  const busy = !(baselines.http.p99 <= BUSY_MACHINE_HTTP_P99_MS)
  const judgements: Judgement[] = LATENCY_BUDGETS.map(({ kind, baseline, times, floorMs }) => {
    const base = baselines[baseline].p99
    const figure = p99[kind] ?? NaN
    const budget = Math.max(times * base, floorMs)
    const within = figure <= budget
    const outcome = busy
      ? `${within ? 'within' : 'over'} it, not judged: the machine was too busy (bare node:http p99 ${ms(baselines.http.p99)} > ${BUSY_MACHINE_HTTP_P99_MS} ms)`
      : within
        ? 'met'
        : 'MISSED'
    return {
      name: `${kind} p99`,
      judged: !busy,
      figure,
      budget,
      met: busy || within,
      text: `${kind} p99 ${ms(figure)}, budget ${ms(budget)} (×${times} the ${LABELS[baseline]}'s p99 of ${ms(base)}, at least ${floorMs} ms): ${outcome}`,
    }
  })
  const memory = memoryEndMb ?? NaN
  const memoryMet = memory < MEMORY_BUDGET_MB
  judgements.push({
    name: 'memory at the end',
    judged: true,
    figure: memory,
    budget: MEMORY_BUDGET_MB,
    met: memoryMet,
    text: `shop + PostgreSQL at the end ${mb(memory)}, budget < ${MEMORY_BUDGET_MB} MB: ${memoryMet ? 'met' : 'MISSED'}`,
  })
  return judgements
}
