/**
 * Every server function that reads or writes shop data runs behind this middleware: it supplies
 * the request's locale, the upstream client bound to this request's cookies, and the signed-in
 * customer (looked up once, only when a session cookie exists).
 */
import { createMiddleware, getGlobalStartContext } from '@tanstack/react-start'
import { redirect } from '@tanstack/react-router'
import { deleteCookie, getCookie, getRequestHeader, getRequestUrl } from '@tanstack/react-start/server'
import { appConfig } from '#app-config'
import { userResponseSchema } from '~/api/contract/user'
import type { ShopUser } from '~/api/contract/initial-data'
import { delocalizeHref, localizeHref } from '~/i18n/locale-path'
import { getLocale, type Locale } from '~/paraglide/runtime.js'
import { clearSessionCookies } from './session-cookies.server'
import { isServerFunction } from '~/lib/server-fn-transport'
import { createUpstreamClient } from './client'
import { TOKEN_COOKIE } from './cookie-names'
import { defaultTransport } from './transport.server'
import { cookieRemovalAttributes } from '~/lib/shop-cookies'

export const shopMiddleware = createMiddleware({ type: 'function' }).server(({ next }) => {
  const locale = getLocale()
  const upstream = createUpstreamClient({
    // The address src/server.ts found for this request (src/api/http/client-address.ts).
    ...defaultTransport(appConfig(), getGlobalStartContext()?.clientAddress, getRequestHeader('user-agent')),
    locale,
    cookies: { get: (name) => getCookie(name), delete: (name) => deleteCookie(name, cookieRemovalAttributes(name)) },
    onUnauthenticated: () => sessionEnded(locale),
  })
  let user: Promise<ShopUser | null> | undefined
  const currentUser = () => {
    // The API answers null, not 401, for a token it does not know: with a cookie, that is an end.
    user ??= getCookie(TOKEN_COOKIE)
      ? upstream.get('user', { schema: userResponseSchema }).then((answer) => answer.data ?? sessionEnded(locale))
      : Promise.resolve(null)
    return user
  }
  return next({ context: { locale, upstream, currentUser } })
})

/**
 * The one place on the server where a session found dead ends: a 401 of the API,
 * or a `token` cookie the API no longer knows (signed out on another device, expired). The three
 * cookies are expired on this very answer (a server function's, or the 307 of a page rendered on
 * the server) and the customer is sent to sign in. The page to come back to is the one being
 * rendered; a server function called from the browser leaves it to the browser
 * (sign-in-again-middleware.ts), which knows the page it is on when the answer arrives.
 */
function sessionEnded(locale: Locale): never {
  clearSessionCookies()
  const page = getRequestUrl()
  const signIn = isServerFunction(page.pathname)
    ? '/login'
    : `/login?${new URLSearchParams({ redirect: delocalizeHref(page.pathname + page.search) })}`
  // A full href: Start resolves a `to` redirect from a server function outside the request's
  // context, where building the router (it reads the CSP nonce) fails.
  throw redirect({ href: localizeHref(signIn, locale) })
}
