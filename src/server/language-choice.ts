/**
 * The language switcher's link (src/shell/language-switcher.tsx): stores the choice in the locale
 * cookie (`i18n_redirected`, the spec's attributes) and sends the shopper on to the same page in
 * that language. Set by the server, the choice is kept however the link is followed: before the
 * page has hydrated, with scripts off, or opened in a new tab (docs/decisions/0054).
 */
import type { MiddlewareHandler } from 'hono'
import { setCookie } from 'hono/cookie'
import type { AppConfig } from '#app-config'
import { localizeHref } from '~/i18n/locale-path'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '~/i18n/paraglide.options'
import { safeReturnPath } from '~/lib/return-path'
import { cookiePolicyOf, shopCookieAttributes } from '~/lib/shop-cookies'
import { baseLocale, toLocale } from '~/paraglide/runtime.js'

export function languageChoice(config: Pick<AppConfig, 'COOKIE_SECURE' | 'COOKIE_CROSS_ORIGIN'>): MiddlewareHandler {
  return async (c) => {
    const locale = toLocale(c.req.query('langue') ?? '') ?? baseLocale
    const page = localizeHref(safeReturnPath(c.req.query('page')), locale)
    setCookie(
      c,
      LOCALE_COOKIE,
      locale,
      shopCookieAttributes(cookiePolicyOf(config), { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, httpOnly: false }),
    )
    c.header('Cache-Control', 'no-store')
    return c.redirect(page, 303)
  }
}
