import { cookieLine, type CookiePolicy, shopCookieAttributes } from '~/lib/shop-cookies'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from './paraglide.options'

/**
 * The stored language choice: `i18n_redirected`, 365 days, written by the browser with
 * the shop's cookie attributes (src/lib/shop-cookies.ts).
 */
export function localeCookie(locale: string, policy: CookiePolicy): string {
  return cookieLine(LOCALE_COOKIE, locale, shopCookieAttributes(policy, { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, httpOnly: false }))
}

export function storeLocaleChoice(locale: string, policy: CookiePolicy) {
  document.cookie = localeCookie(locale, policy)
}
