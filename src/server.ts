/**
 * The server entry: one Hono app in front of TanStack Start.
 * Hono counts and times every request, sets the security headers (with a fresh CSP nonce per
 * request), answers the health probes, serves the Shop API at /api and the build id, and redirects
 * the bare root to the visitor's language; every other request goes through Paraglide (which fixes
 * the request's locale) to TanStack Start. Prometheus reads the figures on a port of its own.
 */
import { randomBytes } from 'node:crypto'
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { Hono } from 'hono'
import { FastResponse } from 'srvx/node'
import { compress } from 'hono/compress'
import { appConfig } from '#app-config'
import { log } from './lib/logger.server'
import { requestIdContext } from './lib/request-id.server'
import { watchUnavailable } from './lib/request-context.server'
import './i18n/locale-strategies'
import { closeDatabase, database, databasePool } from './api/db/database'
import { followChanges } from '~/api/services/shared/change-feed'
import { cartCatalogueCache } from '~/api/services/cart/cart-catalogue'
import { requestClientAddress } from './api/http/client-address'
import { clientLeftMidBody } from './api/http/client-gone'
import { errorBody } from './api/http/errors'
import { callerLocale } from './server/caller-locale'
import { m } from '~/paraglide/messages.js'
import { type JobRunner, startJobRunner } from './api/jobs/runner'
import { paraglideMiddleware } from '~/paraglide/server.js'
import { requestBodyLimit } from './server/body-limit'
import { imageUploadGate } from './server/image-upload-gate'
import { uploadImageFn } from './features/back-office/images/images.functions'
import { importFileFn } from './features/back-office/imports/imports.functions'
import { dropUnreadBodies } from './server/unread-body'
import { buildInfoRoute } from './server/build-info'
import { healthRoutes } from './server/health'
import { gzipJsonAnswer } from './server/api-answer-gzip'
import { admissionGate, admitted } from './server/load-shedding'
import { startMetricsListener } from './server/metrics-listener'
import { followOpening } from './server/opened-database'
import { requestMetrics } from './server/request-metrics'
import { registerScrapeMetrics } from './server/scrape-metrics'
import { mediaRoute } from './api/media/media-route'
import { rootLanguageRedirect } from './server/root-language-redirect'
import { languageChoice } from './server/language-choice'
import { LANGUAGE_CHOICE_PATH } from './i18n/locale-path'
import { isServerFunction } from './lib/server-fn-transport'
import { pageCacheControl, SERVER_FUNCTION_CACHE_CONTROL } from './server/page-cache'
import { asRefusal, refusedFormPage } from './server/refused-form-page'
import type { FormPostResult } from './lib/form-post'
import { createPublicPageCache, PAGE_CACHE_LIMITS, refreshRequest } from './server/public-page-cache'
import { securityHeaders } from './server/security-headers'
import { onShutdown, shutDownOnSignals } from './server/shutdown'
import { closePdfBrowser } from '~/api/files/pdf'
import { serverFnPayloadCheck } from './server/server-fn-payload'
import { seoRoutes } from './server/sitemap'
import { sharedApiCache, sharedApiFetch } from './upstream/transport.server'

const config = appConfig()
// Open the database (and start the embedded server) now rather than on the first request; readiness
// and the metrics follow this opening and never open the database themselves.
const openedDatabase = followOpening(databasePool())
database().catch((error) => {
  log.fatal({ err: error }, '[database] could not be opened')
  process.exit(1)
})

const app = new Hono<{ Variables: { clientAddress: string | undefined } }>()
// Outermost in the app: an answer given before the body was read waits for it (src/server/unread-body.ts),
// the body as the app last wrapped it; the built server's entry does the same for the request as it came.
app.use(dropUnreadBodies())
// Read off the socket first: a middleware that wraps the request (the body limit does) drops it.
app.use(async (c, next) => {
  c.set('clientAddress', requestClientAddress(c.req.raw))
  await next()
})
// Every line logged for a request, in the API or in a server function, carries its id.
app.use(requestIdContext())
// Counts and times everything below, the probes included (docs/decisions/0045).
app.use(requestMetrics())
app.use(securityHeaders(config))
// Before the body limit, compression, the page cache and Start: a probe pays for none of them.
app.route(
  '/',
  healthRoutes(openedDatabase, () => admissionGate().load()),
)
// The image upload and the catalogue file (docs/decisions/0081), the large bodies of the storefront's calls: an admin's alone, checked before they are read.
app.use(uploadImageFn.url, imageUploadGate(database))
app.use(importFileFn.url, imageUploadGate(database))
app.use('/api/*', requestBodyLimit())
app.use('/_serverFn/*', requestBodyLimit({ uploadPaths: [uploadImageFn.url, importFileFn.url] }))
// Pages and API answers are compressed on the fly; built files were compressed at build time.
app.use(compress())
// A payload Start could not read is a 400, not its 500 (check 13); inside the compression, which
// would hide Start's answer from it.
app.use('/_serverFn/*', serverFnPayloadCheck())
app.route('/', buildInfoRoute)
// Uploaded images (docs/decisions/0036), from the folder every instance shares.
app.route('/', mediaRoute)
app.route('/', seoRoutes(config))
// Everything under /api belongs to the Shop API, its 404s included.
// Past the capacity, a call that cannot start within ADMISSION_WAIT_MS is answered 503 at once
// (docs/decisions/0071); an answer from the API cache waits for nothing.
app.all('/api/*', async (c) =>
  varyOnEncoding(await gzipJsonAnswer(c.req.raw, await sharedApiFetch(c.req.raw, c.get('clientAddress'), (work) => admitted(c, work)))),
)
app.get('/', rootLanguageRedirect)
app.get(LANGUAGE_CHOICE_PATH, languageChoice(config))
// Visitors' public pages from memory (docs/decisions/0037); everything else is rendered. Not under
// the dev server, where an edited component must show on the next load.
const pageCache = config.PAGE_CACHE && !import.meta.env.DEV ? createPublicPageCache(PAGE_CACHE_LIMITS) : null
app.all('*', async (c) => {
  const nonce = c.get('secureHeadersNonce') ?? ''
  // A render (a page the cache does not hold, a server function) waits its turn at the gate, or is
  // answered 503 at once (docs/decisions/0071); a page from the cache waits for nothing.
  const render = (request: Request, renderNonce: string, clientAddress: string | undefined, formResult?: FormPostResult) =>
    admitted(c, async () => {
      const { result: page, retryAfterSeconds } = await watchUnavailable(() =>
        // Paraglide must see the original request: a de-localized one would redirect in a loop.
        paraglideMiddleware(request, () => handler.fetch(request, { context: { nonce: renderNonce, clientAddress, formResult } })),
      )
      return wholePage(page, retryAfterSeconds)
    })
  const response = pageCache
    ? (
        await pageCache.respond(
          c.req.raw,
          nonce,
          async () => ({ response: await render(c.req.raw, nonce, c.get('clientAddress')), nonce }),
          async () => {
            const refreshNonce = randomBytes(16).toString('base64')
            return { response: await render(refreshRequest(c.req.raw), refreshNonce, undefined), nonce: refreshNonce }
          },
        )
      ).response
    : await render(c.req.raw, nonce, c.get('clientAddress'))
  // A kit form posted without scripts and refused: its page again, the refusal under its fields.
  const refusedForm = isServerFunction(c.req.path) ? refusedFormPage(c.req.raw, response) : null
  if (refusedForm) {
    const page = await render(refusedForm.request, nonce, c.get('clientAddress'), refusedForm.result)
    return varyOnEncoding(asRefusal(page))
  }
  if (!response.headers.has('Cache-Control')) {
    if (isServerFunction(c.req.path)) {
      response.headers.set('Cache-Control', SERVER_FUNCTION_CACHE_CONTROL)
    } else if (response.headers.get('Content-Type')?.startsWith('text/html')) {
      response.headers.set('Cache-Control', pageCacheControl(c))
      response.headers.append('Vary', 'Cookie')
    }
  }
  return varyOnEncoding(response)
})
/**
 * Pages and API answers are compressed for the clients that accept it (compress() above), so they
 * vary on Accept-Encoding. Said here, on the Response itself: compress() would otherwise add it
 * with `c.header`, which rebuilds a finished Response around its body's stream, and the server
 * then sent even a page held in memory chunk by chunk (issue 18).
 */
function varyOnEncoding(response: Response): Response {
  const vary = response.headers.get('Vary')
  if (vary === '*' || /\baccept-encoding\b/i.test(vary ?? '')) return response
  try {
    response.headers.append('Vary', 'Accept-Encoding')
  } catch {
    // A Response from fetch cannot change: compress() adds the header its own way.
  }
  return response
}
/**
 * A rendered page's HTML in one piece, whether it is then kept, sent to a visitor or to a signed-in
 * customer: React's stream comes in a few dozen small chunks, each its own write to the socket
 * (without the page cache, `/` went from 90 to 114 requests/s).
 */
async function wholePage(response: Response, retryAfterSeconds: number | undefined): Promise<Response> {
  if (!response.body || !response.headers.get('Content-Type')?.startsWith('text/html')) return response
  // srvx's Response: the server writes its bytes to the socket as they are (a standard one is read
  // back as a stream). A plain init: srvx spreads it, which would lose a Response's own status.
  const { status, statusText, headers } = response
  // A page that failed because the API could not answer for now (its database gone, or busy) fails
  // as 503 with the API's Retry-After: a crawler keeps the page, a balancer or a monitor reads an outage.
  if (status === 500 && retryAfterSeconds !== undefined) {
    headers.set('Retry-After', String(retryAfterSeconds))
    return new FastResponse(await response.arrayBuffer(), { status: 503, headers })
  }
  return new FastResponse(await response.arrayBuffer(), { status, statusText, headers })
}
app.onError((error, c) => {
  // A body cut off half-way (read by the body limit, or by the server functions' payload check).
  if (clientLeftMidBody(error, c.req.raw)) {
    log.info({ err: error, method: c.req.method, path: c.req.path }, '[server] the client left before sending its whole body')
    return c.json(errorBody(m.api_invalid_input({}, { locale: callerLocale(c) })), 400)
  }
  log.error({ err: error, method: c.req.method, path: c.req.path }, '[server] unhandled error')
  return c.text('Internal Server Error', 500)
})

// The shutdown (src/server/shutdown.ts) runs its steps last registered first: the jobs stop
// before the database they use is closed (its pool, then the embedded PostgreSQL).
onShutdown('database', closeDatabase)
// The Chromium that renders invoices (src/api/files/pdf.ts) goes with the server.
onShutdown('pdf browser', closePdfBrowser)
// Stopped before the database closes (steps run last registered first).
// The caches of what visitors see (pages, the API's catalogue answers, what a cart save reads of the
// catalogue) forget everything on each announced change, and serve nothing while announcements
// cannot reach this instance.
const apiCaches = config.API_CACHE && !import.meta.env.DEV ? [sharedApiCache(), cartCatalogueCache] : []
const caches = [pageCache, ...apiCaches].filter((cache) => cache !== null)
if (caches.length > 0) {
  const stopFollowing = followChanges(databasePool, {
    onChange: () => caches.forEach((cache) => cache.clear()),
    onListening: (on) => caches.forEach((cache) => cache.setListening(on)),
  })
  onShutdown('caches', stopFollowing)
}
// Prometheus (docs/decisions/0045) on a port of its own, open through the drain, closed before the database.
registerScrapeMetrics(openedDatabase)
const metricsState = globalThis as { shopMetricsListener?: ReturnType<typeof startMetricsListener> }
if (config.METRICS_PORT > 0) {
  const listener = (metricsState.shopMetricsListener ??= startMetricsListener({ port: config.METRICS_PORT, host: config.METRICS_HOST }))
  onShutdown('metrics', () => listener.close())
}
// Background jobs (docs/decisions/0015): every instance may run them, claims in PostgreSQL keep
// each reminder and e-mail to one sender. Kept on globalThis: the dev server re-runs this module.
const state = globalThis as { shopJobRunner?: JobRunner }
if (config.JOBS_INTERVAL_SECONDS > 0) {
  const runner = (state.shopJobRunner ??= startJobRunner({ openDatabase: database, intervalMs: config.JOBS_INTERVAL_SECONDS * 1000 }))
  onShutdown('jobs', () => runner.stop())
}
// The built server's entry (src/server/node-entry.ts) owns the signals; under the dev server,
// which has no such entry, this module does (without an HTTP server of its own to close).
const devState = globalThis as { shopDevShutdown?: true }
if (import.meta.env.DEV && !devState.shopDevShutdown) {
  devState.shopDevShutdown = true
  shutDownOnSignals()
}

export default createServerEntry({ fetch: (request) => app.fetch(request) })
