/**
 * What the shop's own process went through during a run of `npm run benchmark:mix -- --probe <file>`
 * (issue 42): loaded into the shop with `node --import`, it writes one JSON line per garbage
 * collection that paused the main thread (kind, duration) and per moment its event loop ran late by
 * more than 20 ms, each with its wall-clock time, so that the slow requests the mix records
 * (`--requests <file>`) can be laid beside them (scripts/load/tail-causes.ts). Not part of the shop:
 * a diagnostic, as `--cpu-prof` is.
 */
import { appendFileSync } from 'node:fs'
import { constants, PerformanceObserver, performance } from 'node:perf_hooks'

const file = process.env.SHOP_PROBE_FILE
if (file) {
  const KINDS = {
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
  }
  let lines = []
  const write = () => {
    if (lines.length > 0) appendFileSync(file, lines.join('\n') + '\n')
    lines = []
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      lines.push(
        JSON.stringify({
          type: 'gc',
          kind: KINDS[entry.detail?.kind] ?? String(entry.detail?.kind),
          at: performance.timeOrigin + entry.startTime,
          ms: entry.duration,
        }),
      )
  }).observe({ entryTypes: ['gc'] })
  // A timer due every 10 ms that comes later than 20 ms: the loop was held by something (a collection, a long task).
  const TICK_MS = 10
  let expected = Date.now() + TICK_MS
  setInterval(() => {
    const now = Date.now()
    const late = now - expected
    if (late > 20) lines.push(JSON.stringify({ type: 'late', at: expected, ms: late }))
    expected = now + TICK_MS
  }, TICK_MS).unref()
  setInterval(write, 1000).unref()
  process.on('exit', write)
}
