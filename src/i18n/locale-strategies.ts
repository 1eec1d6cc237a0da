/**
 * How Paraglide finds the locale (strategy `custom-urlPrefix`, see paraglide.options.ts):
 * - a page: its URL prefix (`/ar/...` Arabic, anything else French);
 * - a server-function call (`/_serverFn/...`, which has no prefix): the page's locale that the
 *   browser sends in a header, or a form posted without scripts in its action's query
 *   (src/lib/form-post.ts), only when it names a known locale; else the stored choice.
 * Imported once on each side before anything asks for the locale (src/router.tsx, src/server.ts).
 */
import { defineCustomClientStrategy, defineCustomServerStrategy, toLocale } from '~/paraglide/runtime.js'
import { FORM_POST_LOCALE_PARAM } from '~/lib/form-post'
import { localeOfPath } from './locale-path'
import { LOCALE_COOKIE, SERVER_FN_LOCALE_HEADER } from './paraglide.options'

const SERVER_FN_PREFIX = '/_serverFn/'

function storedLocale(cookieHeader: string | null) {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')
  return toLocale(match?.[1] ?? '') ?? undefined
}

defineCustomServerStrategy('custom-urlPrefix', {
  getLocale: (request) => {
    if (!request) return undefined
    const url = new URL(request.url)
    if (!url.pathname.startsWith(SERVER_FN_PREFIX)) return localeOfPath(url.pathname)
    const sent = request.headers.get(SERVER_FN_LOCALE_HEADER) ?? url.searchParams.get(FORM_POST_LOCALE_PARAM) ?? ''
    return toLocale(sent) ?? storedLocale(request.headers.get('cookie'))
  },
})

defineCustomClientStrategy('custom-urlPrefix', {
  getLocale: () => (typeof window === 'undefined' ? undefined : localeOfPath(window.location.pathname)),
  // A change of language is a full page load to the other prefix (src/shell/language-switcher.tsx).
  setLocale: () => {},
})
