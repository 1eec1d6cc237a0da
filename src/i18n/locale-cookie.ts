import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from './paraglide.options'

export type CookiePolicy = { cookieSecure: boolean; cookieCrossOrigin: boolean }

/**
 * The stored language choice (spec 3): `i18n_redirected`, 365 days, path `/`, SameSite lax
 * (None only for a cross-origin front), Secure only when configured.
 */
export function localeCookie(locale: string, { cookieSecure, cookieCrossOrigin }: CookiePolicy): string {
  const parts = [
    `${LOCALE_COOKIE}=${encodeURIComponent(locale)}`,
    `Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    `SameSite=${cookieCrossOrigin ? 'None' : 'Lax'}`,
  ]
  if (cookieSecure) parts.push('Secure')
  return parts.join('; ')
}

export function storeLocaleChoice(locale: string, policy: CookiePolicy) {
  document.cookie = localeCookie(locale, policy)
}
