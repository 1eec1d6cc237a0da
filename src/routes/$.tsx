import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { getLegacyTarget } from '~/features/catalogue/catalogue.functions'
import { categorySlug, productParam } from '~/features/catalogue/paths'
import { matchLegacyPath } from '~/features/legacy/legacy-paths'
import { m } from '~/paraglide/messages.js'
import { localizeHref } from '~/i18n/locale-path'
import { getLocale } from '~/paraglide/runtime.js'
import { NotFoundScreen, notFoundMessage } from '~/ui/not-found-screen'
import { pageHead } from '~/ui/page-head'

/**
 * Catch-all with no layout: the old shop's paths answer a permanent redirect to their
 * new page in the same language (src/features/legacy/); anything else is the 404 screen.
 */
export const Route = createFileRoute('/$')({
  loader: async ({ params, location }) => {
    const match = matchLegacyPath(params._splat ?? '')
    if (match?.kind === 'page') throw redirect({ href: localizeHref(match.to, getLocale()), statusCode: 301 })
    if (match) {
      const target = await getLegacyTarget({ data: { kind: match.kind, id: match.legacyId } })
      if (target?.type === 'category') {
        const slug = categorySlug({ slug_fr: target.slug, slug_ar: target.slug_ar }, getLocale())
        throw redirect({ to: '/catalogue/$', params: { _splat: slug }, statusCode: 301 })
      }
      if (target?.type === 'product') {
        throw redirect({ to: '/produit/$product', params: { product: productParam(target) }, statusCode: 301 })
      }
    }
    throw notFound({ data: { message: notFoundMessage(location.publicHref) } })
  },
  head: () => pageHead(m.page_not_found()),
  notFoundComponent: NotFoundScreen,
})
