import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { LOCALE_COOKIE } from '~/i18n/paraglide.options'
import { localizeHref } from '~/i18n/locale-path'
import { baseLocale, extractLocaleFromHeader, toLocale } from '~/paraglide/runtime.js'

/**
 * The bare root `/` follows the stored choice (cookie `i18n_redirected`), else the browser's
 * language list; every other path keeps the language of its prefix. Unknown languages fall
 * back to French, the base locale (docs/decisions/0003-languages-and-urls.md).
 */
export const rootLanguageRedirect: MiddlewareHandler = async (c, next) => {
  const stored = toLocale(getCookie(c, LOCALE_COOKIE) ?? '')
  const locale = stored ?? extractLocaleFromHeader(c.req.raw) ?? baseLocale
  if (locale !== baseLocale) {
    c.header('Vary', 'Cookie, Accept-Language')
    return c.redirect(localizeHref(`/${new URL(c.req.url).search}`, locale), 302)
  }
  await next() // the French home page
  c.res.headers.append('Vary', 'Cookie, Accept-Language')
}
