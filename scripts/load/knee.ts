/**
 * The knee: the rate at which cart saves' p99 first crosses 100 ms, from runs of the mix at rising
 * rates (`npm run benchmark:mix -- --knee`). A save shed with a 503 was not served: when more than
 * 1 % of a rate's cart saves are shed, that rate's p99 is past any bound (the 99th save was not
 * served at all), so the knee cannot be hidden by answering fast refusals instead of saves.
 */
import { ms, mb, timesText } from './latency-stats'
import type { RunFigures } from './mix-figures'

export const KNEE_RATES = [150, 200, 250, 300, 350, 400]
export const KNEE_P99_MS = 100

export interface RatePoint {
  rate: number
  /** Cart saves' p99 as the knee reads it: Infinity when more than 1 % of them were shed. */
  p99: number
}

export interface Knee {
  /** Requests a second; null when cart saves' p99 is already past the bound at the lowest rate. */
  rate: number | null
  text: string
}

export function cartPointOf(figures: RunFigures): RatePoint {
  const cart = figures.kinds['cart save']
  if (!cart) return { rate: figures.rate, p99: Infinity }
  const shedShare = cart.shed / Math.max(1, cart.count + cart.shed)
  return { rate: figures.rate, p99: shedShare > 0.01 ? Infinity : cart.p99 }
}

/** The first crossing of `bound`, interpolated linearly between the two rates around it. */
export function kneeOf(points: RatePoint[], bound = KNEE_P99_MS): Knee {
  const sorted = [...points].sort((a, b) => a.rate - b.rate)
  const first = sorted.findIndex((point) => !(point.p99 <= bound))
  if (sorted.length === 0) return { rate: null, text: 'no rate measured' }
  if (first === -1) {
    const top = sorted.at(-1)!
    return { rate: top.rate, text: `above ${top.rate} requests/s (cart saves p99 ${ms(top.p99)} at the highest rate measured)` }
  }
  if (first === 0) return { rate: null, text: `below ${sorted[0]!.rate} requests/s (cart saves p99 ${ms(sorted[0]!.p99)} there already)` }
  const below = sorted[first - 1]!
  const above = sorted[first]!
  if (!Number.isFinite(above.p99))
    return {
      rate: below.rate,
      text: `~${below.rate} requests/s (p99 ${ms(below.p99)} there; at ${above.rate}/s more than 1 % of cart saves were shed or none served)`,
    }
  const rate = below.rate + ((bound - below.p99) * (above.rate - below.rate)) / (above.p99 - below.p99)
  return {
    rate: Math.round(rate),
    text: `~${Math.round(rate)} requests/s (cart saves p99 ${ms(below.p99)} at ${below.rate}/s, ${ms(above.p99)} at ${above.rate}/s)`,
  }
}

export function printKneeTable(runs: (RunFigures & { memoryMb: number | null })[], knee: Knee) {
  const header = [
    'rate',
    'cart p50',
    'cart p99',
    'orders p99',
    'pages p99',
    'failures',
    '503s',
    'not sent',
    'INSERT p99',
    'cart÷INSERT',
    'memory',
  ]
  const widths = [6, 10, 10, 11, 10, 9, 7, 9, 11, 12, 8]
  const line = (cells: string[]) => cells.map((cell, n) => cell.padStart(widths[n]!)).join(' ')
  console.log(`\nThe knee: cart saves' p99 against the rate (bound ${KNEE_P99_MS} ms)`)
  console.log(line(header))
  for (const run of runs) {
    const failures = Object.values(run.failures).reduce((sum, count) => sum + count, 0)
    const shed = Object.values(run.shed).reduce((sum, { count }) => sum + count, 0)
    console.log(
      line([
        `${run.rate}/s`,
        ms(run.p50['cart save'] ?? NaN),
        ms(run.p99['cart save'] ?? NaN),
        ms(run.p99.order ?? NaN),
        ms(run.p99.page ?? NaN),
        String(failures),
        String(shed),
        String(run.lost),
        ms(run.baselines?.insert.p99 ?? NaN),
        timesText(run.ratios['cart save']?.insert.p99 ?? NaN),
        run.memoryMb === null ? '—' : mb(run.memoryMb),
      ]),
    )
  }
  console.log(`knee: ${knee.text}`)
}
