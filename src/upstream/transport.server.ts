import { type AppConfig, appConfig } from '#app-config'
import { createApiApp } from '~/api/app'
import { currentRequestId, noteUnavailable, REQUEST_ID_HEADER } from '~/lib/request-context.server'
import type { UpstreamTransport } from './client'
import { API_CACHE_LIMITS, createPublicApiCache, type PublicApiCache } from './public-api-cache'

/** The API's address: a separately deployed one, or this very server (in process, no socket). */
export const IN_PROCESS_BASE_URL = 'http://shop-api.internal/'

let inProcessApi: ReturnType<typeof createApiApp> | undefined

/**
 * In process by default; real HTTP to SHOP_API_URL when it is set. The browser's address goes
 * along so the API counts attempts per address: as a binding in process, as X-Forwarded-For over
 * HTTP (that API believes it only with TRUST_PROXY). The request's id goes along too: in process
 * the API is inside the same request (src/lib/request-context.server.ts), over HTTP it is sent
 * as X-Request-Id, so one id follows the page and its API calls in both logs. The browser's user
 * agent goes along as the request's own, for the audit log's lines (docs/decisions/0062).
 */
export function defaultTransport(
  config: AppConfig = appConfig(),
  clientIp?: string,
  userAgent?: string,
): { transport: UpstreamTransport; baseUrl: string } {
  const withAgent = (request: Request) => {
    if (userAgent && !request.headers.has('User-Agent')) request.headers.set('User-Agent', userAgent)
    return request
  }
  const remote = config.SHOP_API_URL
  if (remote) {
    return {
      transport: (request) => {
        withAgent(request)
        if (clientIp) request.headers.set('X-Forwarded-For', clientIp)
        const requestId = currentRequestId()
        if (requestId) request.headers.set(REQUEST_ID_HEADER, requestId)
        return fetch(request).then(notingUnavailable)
      },
      baseUrl: remote,
    }
  }
  return { transport: (request) => sharedApiFetch(withAgent(request), clientIp).then(notingUnavailable), baseUrl: IN_PROCESS_BASE_URL }
}

/** An API answer of 503 (its database gone, or busy) is noted for the page being rendered (src/server.ts). */
function notingUnavailable(response: Response): Response {
  if (response.status === 503) noteUnavailable(response.headers.get('Retry-After'))
  return response
}

/** The in-process API, mounted at /api by src/server.ts so it also answers over HTTP. */
export function sharedApiApp() {
  inProcessApi ??= createApiApp()
  return inProcessApi
}

let apiCache: PublicApiCache | undefined

/**
 * The in-process API's catalogue answers kept in memory (src/upstream/public-api-cache.ts). It
 * serves nothing until src/server.ts connects it to PostgreSQL's change announcements, so it stays
 * unused under the dev server and in tests that build the API alone.
 */
export function sharedApiCache(): PublicApiCache {
  apiCache ??= createPublicApiCache(API_CACHE_LIMITS)
  return apiCache
}

/**
 * The in-process API's answer to `request` (pages' server functions and /api alike), from memory
 * when it may be. `admit` runs the API's work in its turn (the edge's gate for /api, docs/decisions/0071);
 * a server function's call is already inside its own turn.
 */
export function sharedApiFetch(
  request: Request,
  clientIp: string | undefined,
  admit: (work: () => Promise<Response>) => Promise<Response> = (work) => work(),
): Promise<Response> {
  return sharedApiCache().respond(request, () => admit(async () => sharedApiApp().fetch(request, { clientIp })))
}
