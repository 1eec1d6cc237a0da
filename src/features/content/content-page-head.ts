import { getLocale } from '../../paraglide/runtime.js'
import { pageHead } from '../../ui/page-head'
import type { ContentPage } from './content-page'

/** The `<title>` and `<meta name="description">` of a content page, in the current language. */
export function contentPageHead(page: ContentPage) {
  const locale = getLocale()
  const { meta } = pageHead(page.title[locale])
  return { meta: [...meta, { name: 'description', content: page.description[locale] }] }
}
