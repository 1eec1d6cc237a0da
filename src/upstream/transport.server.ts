import { type AppConfig, appConfig } from '#app-config'
import { createApiApp } from '~/api/app'
import type { UpstreamTransport } from './client'

/** The API's address: a separately deployed one, or this very server (in process, no socket). */
export const IN_PROCESS_BASE_URL = 'http://shop-api.internal/'

let inProcessApi: ReturnType<typeof createApiApp> | undefined

/**
 * In process by default; real HTTP to SHOP_API_URL when it is set. The browser's address goes
 * along so the API counts attempts per address: as a binding in process, as X-Forwarded-For over
 * HTTP (that API believes it only with TRUST_PROXY).
 */
export function defaultTransport(
  config: AppConfig = appConfig(),
  clientIp?: string,
): { transport: UpstreamTransport; baseUrl: string } {
  const remote = config.SHOP_API_URL
  if (remote) {
    return {
      transport: (request) => {
        if (clientIp) request.headers.set('X-Forwarded-For', clientIp)
        return fetch(request)
      },
      baseUrl: remote,
    }
  }
  const api = sharedApiApp()
  return { transport: async (request) => api.fetch(request, { clientIp }), baseUrl: IN_PROCESS_BASE_URL }
}

/** The in-process API, mounted at /api by src/server.ts so it also answers over HTTP. */
export function sharedApiApp() {
  inProcessApi ??= createApiApp()
  return inProcessApi
}
