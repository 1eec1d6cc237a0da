/**
 * What search engines read on a public page: one title and description, one canonical link,
 * `hreflang` alternates for fr, ar and x-default (French), and JSON-LD.
 */
import type { QueryClient } from '@tanstack/react-query'
import { localizePath } from '~/i18n/locale-path'
import { getLocale } from '~/paraglide/runtime.js'
import { pageTitle } from '~/ui/page-head'
import { publicConfigQuery } from '~/features/shop/shop.queries'

export type SeoPage = {
  title: string
  description: string
  /** The page's path in each language, before the `/ar` prefix (category slugs differ). */
  paths: { fr: string; ar: string }
  jsonLd?: object[]
}

/** The public address of the shop, from the configuration loaded by the root route. */
export function siteUrlOf(queryClient: QueryClient): string {
  return queryClient.getQueryData(publicConfigQuery.queryKey)?.siteUrl ?? ''
}

export function absoluteUrl(siteUrl: string, path: string, locale: 'fr' | 'ar' = getLocale()): string {
  return `${siteUrl}${localizePath(path, locale)}`
}

/** JSON inside a `<script>`: `<` escaped so no text can close the element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function seoHead(siteUrl: string, page: SeoPage) {
  const fr = absoluteUrl(siteUrl, page.paths.fr, 'fr')
  const ar = absoluteUrl(siteUrl, page.paths.ar, 'ar')
  const title = pageTitle(page.title)
  return {
    meta: [
      { title },
      { name: 'description', content: page.description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: getLocale() === 'ar' ? ar : fr },
      { property: 'og:locale', content: getLocale() === 'ar' ? 'ar_MA' : 'fr_MA' },
    ],
    links: [
      { rel: 'canonical', href: getLocale() === 'ar' ? ar : fr },
      { rel: 'alternate', hrefLang: 'fr', href: fr },
      { rel: 'alternate', hrefLang: 'ar', href: ar },
      { rel: 'alternate', hrefLang: 'x-default', href: fr },
    ],
    scripts: (page.jsonLd ?? []).map((data) => ({ type: 'application/ld+json', children: jsonLdText(data) })),
  }
}

export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  }
}
