import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { userFromAuthorization } from '~/api/auth/session'
import { localeSchema } from '~/api/contract/common'
import { initialDataResponseSchema } from '~/api/contract/initial-data'
import type { ApiEnv } from '~/api/http/env'
import { listCities } from '~/api/services/places/cities'
import { toShopUser } from '~/api/services/accounts/users'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { sessionOptional } from '~/api/http/openapi-security'

const route = createRoute({
  method: 'get',
  path: '/{locale}/initial-data',
  operationId: 'getInitialData',
  security: sessionOptional,
  summary: 'Cities, the default city, and the signed-in customer with their city',
  request: { params: z.object({ locale: localeSchema }) },
  responses: {
    200: { content: { 'application/json': { schema: initialDataResponseSchema } }, description: 'Initial data' },
    400: refusalResponse('Invalid locale'),
  },
})

export function registerInitialData(app: OpenAPIHono<ApiEnv>) {
  app.openapi(route, async (c) => {
    const { locale } = c.req.valid('param')
    const db = await c.var.db()
    const [{ cities, defaultCityId }, user] = await Promise.all([
      listCities(db, locale),
      userFromAuthorization(db, c.req.header('authorization')),
    ])
    const userCityId = user?.cityId && cities.some((city) => city.id === user.cityId) ? user.cityId : null
    return c.json(
      {
        success: true as const,
        data: {
          cities,
          user_city: userCityId ? { id: userCityId } : null,
          default_city: { id: defaultCityId },
          user: user ? await toShopUser(db, user) : null,
        },
      },
      200,
    )
  })
}
