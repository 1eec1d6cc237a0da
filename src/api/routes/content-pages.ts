/** `/api/content/{slug}`: a content page in the request's language, for the storefront (public). */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { contentQuerySchema, contentSlugSchema, publicContentPageResponseSchema } from '~/api/contract/content-pages'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { publicContentPage } from '~/api/services/content/content-pages'
import { noSession } from '~/api/http/openapi-security'

const pageRoute = createRoute({
  method: 'get',
  path: '/content/{slug}',
  operationId: 'getContentPage',
  security: noSession,
  summary: 'A content page (legal notices, terms of sale, about us, FAQ) in the asked language, as plain text',
  request: { params: z.object({ slug: contentSlugSchema }), query: contentQuerySchema },
  responses: {
    200: { ...json(publicContentPageResponseSchema), description: 'The page' },
    404: refusalResponse('No such page'),
  },
})

export function registerContentPages(app: OpenAPIHono<ApiEnv>) {
  app.openapi(pageRoute, async (c) => {
    const data = await publicContentPage(await c.var.db(), c.req.valid('param').slug, requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
}
