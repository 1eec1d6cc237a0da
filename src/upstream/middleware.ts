/**
 * Every server function that reads or writes shop data runs behind this middleware: it supplies
 * the request's locale, the upstream client bound to this request's cookies, and the signed-in
 * customer (looked up once, only when a session cookie exists).
 */
import { createMiddleware } from '@tanstack/react-start'
import { redirect } from '@tanstack/react-router'
import { deleteCookie, getCookie, getRequestHeader, getRequestIP, getRequestUrl } from '@tanstack/react-start/server'
import { appConfig } from '../../app.config'
import { userResponseSchema } from '../api/contract/user'
import type { ShopUser } from '../api/contract/initial-data'
import { delocalizeHref, localizeHref } from '../i18n/locale-path'
import { getLocale } from '../paraglide/runtime.js'
import { USER_COOKIE } from '../features/auth/session-cookies.server'
import { createUpstreamClient, TOKEN_COOKIE } from './client'
import { defaultTransport } from './transport.server'

export const shopMiddleware = createMiddleware({ type: 'function' }).server(({ next }) => {
  const locale = getLocale()
  const upstream = createUpstreamClient({
    ...defaultTransport(appConfig(), getRequestIP({ xForwardedFor: appConfig().TRUST_PROXY })),
    locale,
    cookies: { get: (name) => getCookie(name), delete: (name) => deleteCookie(name, { path: '/' }) },
    onUnauthenticated: () => {
      deleteCookie(USER_COOKIE, { path: '/' })
      // A full href: Start resolves a `to` redirect from a server function outside the request's
      // context, where building the router (it reads the CSP nonce) fails.
      const login = `/login?${new URLSearchParams({ redirect: callingPage() })}`
      throw redirect({ href: localizeHref(login, locale) })
    },
  })
  let user: Promise<ShopUser | null> | undefined
  const currentUser = () => {
    user ??= getCookie(TOKEN_COOKIE)
      ? upstream.get('user', { schema: userResponseSchema }).then((answer) => answer.data)
      : Promise.resolve(null)
    return user
  }
  return next({ context: { locale, upstream, currentUser } })
})

/** The shop page the call came from (same origin only), to come back to after signing in. */
function callingPage(): string {
  const own = getRequestUrl()
  const referer = getRequestHeader('referer')
  if (!referer) return '/'
  const page = new URL(referer, own)
  return page.origin === own.origin ? delocalizeHref(page.pathname + page.search) : '/'
}
