import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { userFromAuthorization } from '~/api/auth/session'
import { localeSchema } from '~/api/contract/common'
import { userResponseSchema } from '~/api/contract/user'
import type { ApiEnv } from '~/api/http/env'
import { toShopUser } from '~/api/services/accounts/users'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { sessionOptional } from '~/api/http/openapi-security'

const route = createRoute({
  method: 'get',
  path: '/{locale}/user',
  operationId: 'getSignedInUser',
  security: sessionOptional,
  summary: 'The signed-in customer, or null for a visitor',
  request: { params: z.object({ locale: localeSchema }) },
  responses: {
    200: { content: { 'application/json': { schema: userResponseSchema } }, description: 'The customer' },
    400: refusalResponse('Invalid locale'),
  },
})

export function registerUser(app: OpenAPIHono<ApiEnv>) {
  app.openapi(route, async (c) => {
    const db = await c.var.db()
    const user = await userFromAuthorization(db, c.req.header('authorization'))
    return c.json({ success: true as const, data: user ? await toShopUser(db, user) : null }, 200)
  })
}
