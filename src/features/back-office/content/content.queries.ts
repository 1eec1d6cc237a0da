import { queryOptions } from '@tanstack/react-query'
import type { ContentSlug } from '~/api/contract/content-pages'
import { getLocale } from '~/paraglide/runtime.js'
import { getContentEditor, getContentList, getContentRevisions } from './content.functions'

/** Asked again on every visit: another admin may have saved meanwhile. */
const fresh = { staleTime: 0 } as const

export const contentListQuery = () =>
  queryOptions({ queryKey: ['back-office', 'content', 'list', getLocale()], queryFn: () => getContentList(), ...fresh })

export const contentEditorQuery = (slug: ContentSlug) =>
  queryOptions({ queryKey: ['back-office', 'content', 'page', slug], queryFn: () => getContentEditor({ data: { slug } }), ...fresh })

export const contentRevisionsQuery = (slug: ContentSlug) =>
  queryOptions({
    queryKey: ['back-office', 'content', 'revisions', slug, getLocale()],
    queryFn: () => getContentRevisions({ data: { slug } }),
    ...fresh,
  })
