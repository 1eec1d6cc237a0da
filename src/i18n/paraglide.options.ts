import type { CompilerOptions } from '@inlang/paraglide-js'

/** The cookie the spec names for the stored language choice. */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** Header the browser's server-function calls carry, because `/_serverFn/...` has no `/ar` prefix. */
export const SERVER_FN_LOCALE_HEADER = 'x-shop-locale'

/**
 * Paraglide compile options, used by the Vite plugin.
 * - Pages: the URL prefix decides (`/ar/...` is Arabic, anything else French).
 * - The bare root `/` redirects by the stored cookie, else the browser's languages.
 * - Server functions: the page's locale sent in a header (see src/i18n/locale-middleware.ts),
 *   then the stored cookie, then French.
 */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  outputStructure: 'message-modules',
  emitTsDeclarations: false,
  cookieName: LOCALE_COOKIE,
  cookieMaxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  // No 'cookie' here: Paraglide would write it on every page view, without SameSite or Secure.
  // The cookie stores the visitor's explicit choice only (src/i18n/locale-cookie.ts), and the
  // bare root reads it (src/server/root-language-redirect.ts).
  strategy: ['url', 'baseLocale'],
  routeStrategies: [
    { match: '/_serverFn/:path(.*)?', strategy: ['custom-serverFnLocale', 'cookie', 'baseLocale'] },
  ],
  urlPatterns: [
    // The Arabic home is `/ar`, without a trailing slash.
    {
      pattern: '/',
      localized: [
        ['ar', '/ar'],
        ['fr', '/'],
      ],
    },
    {
      pattern: '/:path(.*)?',
      localized: [
        ['ar', '/ar/:path(.*)?'],
        ['fr', '/:path(.*)?'],
      ],
    },
  ],
} satisfies CompilerOptions
