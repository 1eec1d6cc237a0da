/**
 * The server entry: one Hono app in front of TanStack Start.
 * Hono sets the security headers (with a fresh CSP nonce per request), answers the few
 * infrastructure paths, and redirects the bare root to the visitor's language; every other
 * request goes through Paraglide (which fixes the request's locale) to TanStack Start.
 */
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { Hono } from 'hono'
import { appConfig } from '../app.config'
import './i18n/server-fn-locale.server'
import { paraglideMiddleware } from './paraglide/server.js'
import { buildInfoRoute } from './server/build-info'
import { rootLanguageRedirect } from './server/root-language-redirect'
import { securityHeaders } from './server/security-headers'

const config = appConfig()

const app = new Hono()
app.use(securityHeaders(config))
app.route('/', buildInfoRoute)
app.get('/', rootLanguageRedirect)
app.all('*', (c) => {
  const nonce = c.get('secureHeadersNonce')
  // Paraglide must see the original request: a de-localized one would redirect in a loop.
  return paraglideMiddleware(c.req.raw, () => handler.fetch(c.req.raw, { context: { nonce } }))
})
app.onError((error, c) => {
  console.error('[server] unhandled error on', c.req.method, c.req.path, error)
  return c.text('Internal Server Error', 500)
})

export default createServerEntry({ fetch: (request) => app.fetch(request) })
