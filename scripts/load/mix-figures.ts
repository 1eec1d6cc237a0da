/**
 * One measured run of the mix turned into figures, and printed: per kind of request its count,
 * failures, 503s ("shed", apart: the shop saying "try again", not failing) and latency, beside
 * this machine's baselines of the same run (scripts/load/baselines.ts) and the ratio to them.
 */
import { type BaselineKind, BASELINE_LABELS, type Baselines } from './baselines'
import { MAX_IN_FLIGHT, MAX_RESENDS, type RunResult } from './fixed-rate'
import { type LatencyStats, latencyStats, ms, times, timesText } from './latency-stats'
import type { StepKind } from './shopper-mix'

/** The baseline each kind is read against: pages are HTTP answers, the others write to the database. */
export const BASELINE_OF: Record<StepKind, BaselineKind> = { page: 'http', 'cart save': 'insert', 'sign-in': 'insert', order: 'insert' }

export interface KindFigures extends LatencyStats {
  failed: number
  /** 503 answers, and how fast they came. */
  shed: number
  shedP99: number
}

export interface RunFigures {
  rate: number
  seconds: number
  /** Requests of each kind that came to an end (answered, failed or shed). */
  counts: Record<string, number>
  p50: Record<string, number>
  p99: Record<string, number>
  kinds: Record<string, KindFigures>
  failures: Record<string, number>
  /** Requests never sent (more than MAX_IN_FLIGHT waiting). */
  lost: number
  shed: Record<string, { count: number; p99: number }>
  /** Orders re-sent after a 503, and those given up after MAX_RESENDS. */
  resent: number
  gaveUp: number
  baselines: Baselines | null
  /** Each kind's p50 and p99 divided by each baseline's. */
  ratios: Record<string, Record<BaselineKind, { p50: number; p99: number }>>
}

export function runFigures(rate: number, seconds: number, result: RunResult<StepKind>, baselines: Baselines | null): RunFigures {
  const kindNames = [...new Set([...result.latencies.keys(), ...result.shed.keys()])].sort()
  const kinds: Record<string, KindFigures> = {}
  for (const kind of kindNames) {
    const shed = latencyStats(result.shed.get(kind) ?? [])
    const failed = [...result.failures].filter(([key]) => key.startsWith(`${kind} `)).reduce((sum, [, count]) => sum + count, 0)
    kinds[kind] = { ...latencyStats(result.latencies.get(kind) ?? []), failed, shed: shed.count, shedP99: shed.p99 }
  }
  const each = <T>(pick: (figures: KindFigures, kind: string) => T) =>
    Object.fromEntries(Object.entries(kinds).map(([kind, figures]) => [kind, pick(figures, kind)]))
  const ratioTo = (figures: KindFigures, baseline: BaselineKind) => ({
    p50: times(figures.p50, baselines?.[baseline].p50 ?? NaN),
    p99: times(figures.p99, baselines?.[baseline].p99 ?? NaN),
  })
  return {
    rate,
    seconds,
    counts: each((figures) => figures.count + figures.shed),
    p50: each((figures) => figures.p50),
    p99: each((figures) => figures.p99),
    kinds,
    failures: Object.fromEntries(result.failures),
    lost: result.unsent,
    shed: each((figures) => ({ count: figures.shed, p99: figures.shedP99 })),
    resent: result.resent,
    gaveUp: result.gaveUp,
    baselines,
    ratios: each((figures) => ({ http: ratioTo(figures, 'http'), insert: ratioTo(figures, 'insert') })),
  }
}

const columns = (cells: string[], widths: number[]) =>
  cells.map((cell, n) => (n === 0 ? cell.padEnd(widths[n]!) : cell.padStart(widths[n]!))).join(' ')
const WIDTHS = [14, 6, 6, 6, 9, 9, 9, 9, 9]

export function printRunFigures(figures: RunFigures, examples: Map<string, string>) {
  console.log(
    columns(['kind', 'count', 'failed', 'shed', 'p50', 'p95', 'p99', 'max', '503 p99'], WIDTHS) +
      "   p50 / p99 against this machine's baseline",
  )
  for (const [kind, row] of Object.entries(figures.kinds)) {
    const baseline = BASELINE_OF[kind as StepKind]
    const ratio = figures.ratios[kind]![baseline]
    const base = figures.baselines?.[baseline]
    const against = base
      ? `   ${timesText(ratio.p50)} / ${timesText(ratio.p99)} ${BASELINE_LABELS[baseline]} (${base.p50.toFixed(1)} / ${base.p99.toFixed(1)} ms)`
      : ''
    console.log(
      columns(
        [
          kind,
          String(row.count + row.shed),
          String(row.failed),
          String(row.shed),
          ...[row.p50, row.p95, row.p99, row.max, row.shedP99].map(ms),
        ],
        WIDTHS,
      ) + against,
    )
  }
  if (figures.baselines) {
    console.log('this machine, same run, same rate and sender:')
    for (const [kind, row] of Object.entries(figures.baselines) as [BaselineKind, Baselines[BaselineKind]][])
      console.log(
        columns(
          [BASELINE_LABELS[kind], String(row.count), String(row.failed), '', ...[row.p50, row.p95, row.p99, row.max].map(ms), ''],
          WIDTHS,
        ).trimEnd(),
      )
  }
  if (Object.keys(figures.failures).length > 0) console.log(`failures: ${JSON.stringify(figures.failures)}`)
  for (const [key, problem] of examples) console.log(`  ${key}, for example: ${problem}`)
  const shed = Object.values(figures.shed).reduce((sum, { count }) => sum + count, 0)
  if (shed > 0)
    console.log(
      `shed (503, not failures): ${shed}; orders re-sent with the same Idempotency-Key after Retry-After: ${figures.resent}` +
        (figures.gaveUp > 0 ? `, still shed after ${MAX_RESENDS} re-sends: ${figures.gaveUp}` : ''),
    )
  if (figures.lost > 0) console.log(`not sent (more than ${MAX_IN_FLIGHT} waiting): ${figures.lost}`)
}
