/**
 * Every request the edge answers, counted and timed by method, route, status and the memory cache
 * that answered it (docs/decisions/0045). The time runs to the answer's headers: pages are sent
 * whole (src/server.ts), so for them that is the full answer. Files nitro serves from the build
 * (scripts, styles, fonts) never reach the edge and are not counted.
 */
import type { MiddlewareHandler } from 'hono'
import { Counter, Histogram } from 'prom-client'
import { metricsRegistry } from '~/lib/metrics.server'
import { routeLabel } from './route-label'

const LABELS = ['method', 'route', 'status', 'cache'] as const
type Labels = Record<(typeof LABELS)[number], string>

// On globalThis: the dev server re-runs this module, and prom-client refuses a metric registered twice.
const state = globalThis as { shopRequestMetrics?: { requests: Counter<keyof Labels>; duration: Histogram<keyof Labels> } }
const metrics = (state.shopRequestMetrics ??= {
  requests: new Counter({
    name: 'http_requests_total',
    help: 'Requests answered by the edge, by method, route (a pattern or class, never the raw path), status and cache.',
    labelNames: LABELS,
    registers: [metricsRegistry],
  }),
  duration: new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route, status and cache.',
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metricsRegistry],
  }),
})

/** Methods outside this list share one label value. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** What the page cache (X-Page-Cache) or the API's answer cache (X-Api-Cache) did; `none`: not asked. */
const CACHE_OUTCOMES = new Set(['hit', 'stale', 'miss'])

function cacheOutcome(headers: Headers): string {
  const outcome = headers.get('X-Page-Cache') ?? headers.get('X-Api-Cache')
  return outcome && CACHE_OUTCOMES.has(outcome) ? outcome : 'none'
}

export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const labels: Labels = {
      method: KNOWN_METHODS.has(c.req.method) ? c.req.method : 'other',
      route: routeLabel(c),
      status: String(c.res.status),
      cache: cacheOutcome(c.res.headers),
    }
    metrics.requests.inc(labels)
    metrics.duration.observe(labels, (performance.now() - started) / 1000)
  }
}
