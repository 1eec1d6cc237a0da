/**
 * The attributes of every cookie the shop sets itself, on the server or in the browser: site-wide
 * (Path=/), SameSite=Lax (None only for a front on another origin, COOKIE_CROSS_ORIGIN), Secure
 * when COOKIE_SECURE, HttpOnly for what no script may read. better-auth sets its own outside
 * sign-in cookies with the same policy (src/api/auth/auth.ts).
 */
import type { AppConfig } from '#app-config'

/** The two settings the attributes depend on, as the browser sees them (publicConfig). */
export type CookiePolicy = { cookieSecure: boolean; cookieCrossOrigin: boolean }

export type ShopCookieAttributes = {
  path: '/'
  httpOnly: boolean
  secure: boolean
  sameSite: 'lax' | 'none'
  maxAge?: number
  expires?: Date
}

export const cookiePolicyOf = (config: Pick<AppConfig, 'COOKIE_SECURE' | 'COOKIE_CROSS_ORIGIN'>): CookiePolicy => ({
  cookieSecure: config.COOKIE_SECURE,
  cookieCrossOrigin: config.COOKIE_CROSS_ORIGIN,
})

/** A cookie kept `maxAge` seconds or until `expires`. */
export function shopCookieAttributes(
  { cookieSecure, cookieCrossOrigin }: CookiePolicy,
  { httpOnly, ...lifetime }: { httpOnly: boolean } & ({ maxAge: number } | { expires: Date }),
): ShopCookieAttributes {
  return { path: '/', ...lifetime, httpOnly, secure: cookieSecure, sameSite: cookieCrossOrigin ? 'none' : 'lax' }
}

/** What deletes a cookie: its path, and Secure for a `__Secure-` one (the browser ignores it otherwise). */
export const cookieRemovalAttributes = (name: string) => ({ path: '/', secure: name.startsWith('__Secure-') })

/** A `document.cookie` line, for the cookies the browser writes itself (never HttpOnly there). */
export function cookieLine(name: string, value: string, attributes: ShopCookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`]
  if (attributes.maxAge !== undefined) parts.push(`Max-Age=${attributes.maxAge}`)
  if (attributes.expires) parts.push(`Expires=${attributes.expires.toUTCString()}`)
  parts.push(`Path=${attributes.path}`, `SameSite=${attributes.sameSite === 'none' ? 'None' : 'Lax'}`)
  if (attributes.secure) parts.push('Secure')
  return parts.join('; ')
}
