/**
 * CSRF protection for the Shop API. Its customers are named by a bearer token, which no other site can
 * make a browser send; what another site can make a browser send is a form (`text/plain`, url-encoded,
 * multipart) to the endpoints that need no session: sign-in, registration, reset, contact. Hono's
 * own `csrf` middleware refuses such bodies unless they come from the shop's pages; the API reads
 * JSON only, so nothing legitimate is lost.
 */
import type { MiddlewareHandler } from 'hono'
import { csrf } from 'hono/csrf'
import { HTTPException } from 'hono/http-exception'
import { appConfig } from '#app-config'
import { m } from '~/paraglide/messages.js'
import { errorBody } from './errors'
import { requestLocale } from './locale'

export function refuseCrossSiteForms(): MiddlewareHandler {
  const site = appConfig().PUBLIC_SITE_URL
  const check = csrf({
    origin: (origin, c) => origin === new URL(c.req.url).origin || (site !== undefined && origin === new URL(site).origin),
  })
  return async (c, next) => {
    // Hono takes a missing Content-Type for a form. A request without a body carries none (sign-out,
    // reorder, from the storefront's server): those endpoints need a bearer token a foreign page lacks.
    if (!c.req.header('content-type')) return next()
    try {
      await check(c, next)
    } catch (error) {
      // Only the check's own refusal: what the handlers throw is answered by the app's onError.
      if (!(error instanceof HTTPException && error.status === 403)) throw error
      return c.json(errorBody(m.api_cross_site_refused({}, { locale: requestLocale(c) })), 403)
    }
  }
}
