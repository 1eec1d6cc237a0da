import type { QueryClient } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { seoHead, siteUrlOf } from '~/features/seo/seo'
import type { ContentPage } from './content-page'

/** A content page's head, like every public page's: title, description, canonical and alternates. */
export function contentPageHead(page: ContentPage, queryClient: QueryClient) {
  const locale = getLocale()
  const path = `/${page.slug}`
  return seoHead(siteUrlOf(queryClient), {
    title: page.title[locale],
    description: page.description[locale],
    paths: { fr: path, ar: path },
  })
}
