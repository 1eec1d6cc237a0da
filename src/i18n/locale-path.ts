/**
 * The shop's URL scheme for languages, in one place: French at the root, Arabic under `/ar`
 * (its home is `/ar`, without a slash). Used by the router's rewrite, Paraglide's locale
 * strategy, links to the other language, canonical links and the sitemap.
 */
import type { Locale } from '~/paraglide/runtime.js'

const ARABIC_PREFIX = '/ar'

/** The language a path belongs to. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'fr'
}

/** The path without its language prefix (`/ar/catalogue` → `/catalogue`, `/ar` → `/`). */
export function delocalizePath(pathname: string): string {
  if (localeOfPath(pathname) === 'fr') return pathname
  return pathname.slice(ARABIC_PREFIX.length) || '/'
}

/** The path in a language (`/catalogue` → `/ar/catalogue`, `/` → `/ar`). */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = delocalizePath(pathname)
  if (locale === 'fr') return bare
  return bare === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${bare}`
}

/** The same for an href with its query and hash (`/catalogue?x=1` → `/ar/catalogue?x=1`). */
export function localizeHref(href: string, locale: Locale): string {
  const url = new URL(href, 'http://local')
  return `${localizePath(url.pathname, locale)}${url.search}${url.hash}`
}

export function delocalizeHref(href: string): string {
  const url = new URL(href, 'http://local')
  return `${delocalizePath(url.pathname)}${url.search}${url.hash}`
}

/** The language switcher's link: the server stores the choice, then opens `href` in `locale` (src/server/language-choice.ts). */
export const LANGUAGE_CHOICE_PATH = '/choix-de-langue'

export function languageChoiceHref(href: string, locale: Locale): string {
  return `${LANGUAGE_CHOICE_PATH}?${new URLSearchParams({ langue: locale, page: localizeHref(href, locale) })}`
}
