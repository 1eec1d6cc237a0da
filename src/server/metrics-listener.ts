/**
 * Prometheus's own door (docs/decisions/0045): `GET /metrics` on METRICS_HOST:METRICS_PORT, a
 * listener apart from the shop's, so the figures are never reachable through the public port or
 * the proxy in front of it, with no token to keep. Anything else there is a 404.
 */
import { createServer } from 'node:http'
import { log } from '~/lib/logger.server'
import { metricsRegistry } from '~/lib/metrics.server'

export const METRICS_PATH = '/metrics'

/** Listens until `close()`; a port already taken is logged, and the shop serves on without metrics. */
export function startMetricsListener({ port, host }: { port: number; host: string }): { close: () => Promise<void> } {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found')
      return
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => {
        log.error({ err: error }, '[metrics] scrape failed')
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error')
      },
    )
  })
  server.on('error', (error) => log.error({ err: error, port, host }, '[metrics] could not listen: no metrics on this instance'))
  server.listen(port, host, () => log.info({ port, host }, '[metrics] Prometheus metrics served'))
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
