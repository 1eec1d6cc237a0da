import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { contentSlugSchema, publicContentPageResponseSchema } from '~/api/contract/content-pages'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

/**
 * A content page in the caller's language, as the Shop API keeps it (admins edit it in the back
 * office, docs/decisions/0031): read at every page view, so a saved change shows at once.
 */
export const getContentPage = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ slug: contentSlugSchema }))
  .handler(async ({ data, context }) => {
    try {
      return (await context.upstream.get(`/api/content/${data.slug}`, { schema: publicContentPageResponseSchema })).data
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) throw notFound()
      throw error
    }
  })
