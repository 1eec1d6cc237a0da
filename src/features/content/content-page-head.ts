import type { QueryClient } from '@tanstack/react-query'
import type { PublicContentPage } from '~/api/contract/content-pages'
import { seoHead, siteUrlOf } from '~/features/seo/seo'

/** A content page's head, like every public page's: title, description, canonical and alternates. */
export function contentPageHead(page: PublicContentPage, queryClient: QueryClient) {
  const path = `/${page.slug}`
  return seoHead(siteUrlOf(queryClient), { title: page.title, description: page.description, paths: { fr: path, ar: path } })
}
