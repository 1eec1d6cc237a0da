/** The content pages in the back office, through the Shop API (`/api/admin/content...`); the API checks the role. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  adminContentListResponseSchema,
  adminContentPageResponseSchema,
  contentRevisionsResponseSchema,
  contentSaveBodySchema,
  contentSaveResponseSchema,
  contentSlugSchema,
} from '~/api/contract/content-pages'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

const slug = z.object({ slug: contentSlugSchema })

export const getContentList = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('/api/admin/content', { schema: adminContentListResponseSchema })).data)

export const getContentEditor = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(slug)
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get(`/api/admin/content/${data.slug}`, { schema: adminContentPageResponseSchema })).data,
  )

export const getContentRevisions = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(slug)
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get(`/api/admin/content/${data.slug}/revisions`, { schema: contentRevisionsResponseSchema })).data,
  )

/** A save: the new version, or the refusal (400 with field messages, 409 when someone saved since). */
export const saveContentFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(slug.extend({ page: contentSaveBodySchema }))
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.request(`/api/admin/content/${data.slug}`, { method: 'PUT', schema: contentSaveResponseSchema, body: data.page }),
    ),
  )
