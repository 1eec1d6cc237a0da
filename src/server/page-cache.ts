import { getCookie } from 'hono/cookie'
import type { Context } from 'hono'
import { TOKEN_COOKIE } from '~/upstream/cookie-names'

/**
 * Cache rules for pages that do not set their own (personal pages send `private, no-store`).
 * A visitor's page carries no personal data (their cart lives in the browser), so shared caches
 * may keep it a minute, one copy per city cookie (`Vary: Cookie`). A signed-in customer's page
 * carries their name and points: never shared.
 */
export function pageCacheControl(c: Context): string {
  return getCookie(c, TOKEN_COOKIE) ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=600'
}

/**
 * Server-function answers carry one visitor's data (session, cart, account, orders, profile) and
 * are asked for with the visitor's cookies: no cache may keep them (`no-store`), GET ones included.
 */
export const SERVER_FUNCTION_CACHE_CONTROL = 'private, no-store'
