/**
 * The auth state (user and token) as cookies: `token` (HttpOnly: no script can read the session),
 * `XSRF-TOKEN` (readable, sent back as `X-XSRF-TOKEN`; derived from the session so another
 * session's value never matches) and `user` (the customer's id and first name, nothing secret).
 */
import { createHash } from 'node:crypto'
import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import { appConfig } from '#app-config'
import { AUTH_COOKIE_PREFIX, type SessionAnswer } from '~/api/contract/auth'
import { TOKEN_COOKIE, XSRF_COOKIE } from './cookie-names'
import { cookiePolicyOf, cookieRemovalAttributes, shopCookieAttributes } from '~/lib/shop-cookies'

export const USER_COOKIE = 'user'
/** better-auth's short-lived cookies of an outside sign-in: `__Secure-` ones over HTTPS. */
const outsideSignInCookies = (name: 'session_token' | 'state') => [
  `${AUTH_COOKIE_PREFIX}.${name}`,
  `__Secure-${AUTH_COOKIE_PREFIX}.${name}`,
]

/**
 * better-auth's session at the end of an outside sign-in, taken once: its cookies are dropped
 * as the shop's own session replaces them.
 */
export function takeOutsideSignInSession(): string | undefined {
  const session = outsideSignInCookies('session_token')
    .map((name) => getCookie(name))
    .find(Boolean)
  for (const name of [...outsideSignInCookies('session_token'), ...outsideSignInCookies('state')]) {
    if (getCookie(name) !== undefined) deleteCookie(name, cookieRemovalAttributes(name))
  }
  return session
}

export function xsrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`xsrf:${sessionToken}`).digest('base64url')
}

const attributes = (expires: Date, httpOnly: boolean) => shopCookieAttributes(cookiePolicyOf(appConfig()), { expires, httpOnly })

export function setSessionCookies(session: { token: string; expires_at: string; user?: SessionAnswer['user'] }) {
  const expires = new Date(session.expires_at)
  setCookie(TOKEN_COOKIE, session.token, attributes(expires, true))
  setCookie(XSRF_COOKIE, xsrfTokenFor(session.token), attributes(expires, false))
  if (session.user) {
    setCookie(USER_COOKIE, JSON.stringify({ id: session.user.id, first_name: session.user.first_name }), attributes(expires, false))
  }
}

export function clearSessionCookies() {
  for (const name of [TOKEN_COOKIE, XSRF_COOKIE, USER_COOKIE]) deleteCookie(name, cookieRemovalAttributes(name))
}

/**
 * The second factor's challenge between the password step and the code step (docs/decisions/0060):
 * HttpOnly, ten minutes (the challenge's own life), never seen by the page's scripts.
 */
const SECOND_FACTOR_COOKIE = 'second_factor'

export function keepSecondFactorChallenge(challenge: string) {
  setCookie(SECOND_FACTOR_COOKIE, challenge, shopCookieAttributes(cookiePolicyOf(appConfig()), { httpOnly: true, maxAge: 600 }))
}

export function secondFactorChallenge(): string | undefined {
  return getCookie(SECOND_FACTOR_COOKIE)
}

export function forgetSecondFactorChallenge() {
  deleteCookie(SECOND_FACTOR_COOKIE, cookieRemovalAttributes(SECOND_FACTOR_COOKIE))
}
