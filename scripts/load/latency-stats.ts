/** Latency figures of a list of durations (ms), as every load script here prints them. */

export interface LatencyStats {
  count: number
  p50: number
  p95: number
  p99: number
  max: number
}

/** The value below which `share` of the sorted values lie (nearest rank); NaN for none. */
export const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN

export function latencyStats(durations: readonly number[]): LatencyStats {
  const sorted = [...durations].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: percentile(sorted, 1),
  }
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—')
export const mb = (value: number) => `${value.toFixed(0)} MB`
/** How many times the baseline's figure a figure is ("×4.2"), or "—" when either is missing. */
export const times = (value: number, baseline: number) =>
  Number.isFinite(value) && Number.isFinite(baseline) && baseline > 0 ? value / baseline : NaN
export const timesText = (ratio: number) => (Number.isFinite(ratio) ? `×${ratio.toFixed(1)}` : '—')
