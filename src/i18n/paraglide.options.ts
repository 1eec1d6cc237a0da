import type { CompilerOptions } from '@inlang/paraglide-js'

/** The cookie the spec names for the stored language choice. */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** Header the browser's server-function calls carry, because `/_serverFn/...` has no `/ar` prefix. */
export const SERVER_FN_LOCALE_HEADER = 'x-shop-locale'

/**
 * Paraglide compile options, used by the Vite plugin.
 * - Pages: the URL prefix decides (`/ar/...` is Arabic, anything else French), read by our own
 *   `custom-urlPrefix` strategy (src/i18n/locale-strategies.ts) with src/i18n/locale-path.ts,
 *   which keeps Paraglide's URL-pattern machinery out of the browser bundle.
 * - No 'cookie' strategy for pages: Paraglide would write the cookie on every page view, without
 *   SameSite or Secure; the cookie stores the visitor's explicit choice only.
 * - The bare root `/` redirects by the stored cookie, else the browser's languages.
 * - Server functions (`/_serverFn/...`, no prefix): the page's locale sent in a header (see
 *   src/i18n/locale-middleware.ts), then the stored cookie, then French.
 */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  outputStructure: 'message-modules',
  emitTsDeclarations: false,
  cookieName: LOCALE_COOKIE,
  cookieMaxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  strategy: ['custom-urlPrefix', 'baseLocale'],
} satisfies CompilerOptions
