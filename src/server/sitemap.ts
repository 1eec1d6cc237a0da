/**
 * `sitemap.xml` (every public page, each with its French, Arabic and x-default addresses) and
 * `robots.txt`. The data comes from the Shop API through the same upstream client as the pages.
 */
import { Hono } from 'hono'
import type { AppConfig } from '#app-config'
import { catalogueIndexResponseSchema } from '~/api/contract/catalogue-index'
import { localizePath } from '~/i18n/locale-path'
import { createUpstreamClient } from '~/upstream/client'
import { defaultTransport } from '~/upstream/transport.server'

/** Public pages that are not catalogue data. */
const STATIC_PAGES = ['/', '/catalogue', '/nous-contacter', '/a-propos', '/faq', '/mentions-legales', '/conditions-generales-de-vente']

type Entry = { fr: string; ar: string; lastModified?: string }

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

export function sitemapXml(siteUrl: string, entries: Entry[]): string {
  const url = (path: string, locale: 'fr' | 'ar') => escapeXml(`${siteUrl}${localizePath(path, locale)}`)
  const alternates = (entry: Entry) =>
    [
      `<xhtml:link rel="alternate" hreflang="fr" href="${url(entry.fr, 'fr')}"/>`,
      `<xhtml:link rel="alternate" hreflang="ar" href="${url(entry.ar, 'ar')}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.fr, 'fr')}"/>`,
    ].join('')
  const urls = entries.flatMap((entry) =>
    (['fr', 'ar'] as const).map(
      (locale) =>
        `<url><loc>${url(entry[locale], locale)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : ''}${alternates(entry)}</url>`,
    ),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function seoRoutes(config: AppConfig) {
  return new Hono()
    .get('/sitemap.xml', async (c) => {
      const upstream = createUpstreamClient({
        ...defaultTransport(config),
        locale: 'fr',
        cookies: { get: () => undefined, delete: () => {} },
        onUnauthenticated: () => {
          throw new Error('The catalogue index needs no session')
        },
      })
      const { data } = await upstream.get('catalogue-index', { schema: catalogueIndexResponseSchema })
      const entries: Entry[] = [
        ...STATIC_PAGES.map((path) => ({ fr: path, ar: path })),
        ...data.categories.map((category) => ({ fr: `/catalogue/${category.slug}`, ar: `/catalogue/${category.slug_ar}` })),
        ...data.brands.map((brand) => ({ fr: `/catalogue/${brand.slug}`, ar: `/catalogue/${brand.slug}` })),
        ...data.products.map((product) => {
          const path = `/produit/${product.id}-${product.slug}`
          return { fr: path, ar: path, lastModified: product.updated_at }
        }),
      ]
      c.header('Content-Type', 'application/xml; charset=utf-8')
      c.header('Cache-Control', 'public, max-age=3600')
      return c.body(sitemapXml(config.PUBLIC_SITE_URL, entries))
    })
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=86400')
      return c.text(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /espace',
          'Disallow: /ar/espace',
          'Disallow: /gestion',
          'Disallow: /ar/gestion',
          'Disallow: /step-',
          'Disallow: /ar/step-',
          'Disallow: /_serverFn/',
          `Sitemap: ${config.PUBLIC_SITE_URL}/sitemap.xml`,
          '',
        ].join('\n'),
      )
    })
}
