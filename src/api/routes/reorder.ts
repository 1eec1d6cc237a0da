/**
 * `POST /api/{locale}/orders/{reference}/reorder`: one of the customer's orders back in their
 * cart (src/api/services/orders/reorder.ts). The order page calls it for the reminder e-mail's link.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { requireUser } from '~/api/auth/require-user'
import { orderReferenceSchema } from '~/api/contract/account'
import { reorderResponseSchema } from '~/api/contract/checkout'
import { idSchema, localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { reorder } from '~/api/services/orders/reorder'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { signedIn } from '~/api/http/openapi-security'

const reorderRoute = createRoute({
  method: 'post',
  path: '/{locale}/orders/{reference}/reorder',
  operationId: 'reorder',
  security: signedIn,
  summary: "Puts the order's lines still sold in the city back into the customer's cart and answers the priced cart",
  request: {
    params: z.object({ locale: localeSchema, reference: orderReferenceSchema }),
    // The city the customer browses in (the storefront's city cookie); else the cart's, the account's, the order's.
    query: z.object({ city_id: idSchema.optional() }),
  },
  responses: {
    200: {
      content: { 'application/json': { schema: reorderResponseSchema } },
      description: 'The cart; lines no longer sold are in `messages` (field `products`)',
    },
    401: refusalResponse('No session'),
    404: refusalResponse('No such order of this customer, or unknown city'),
  },
})

export function registerReorder(app: OpenAPIHono<ApiEnv>) {
  app.openapi(reorderRoute, async (c) => {
    const user = await requireUser(c)
    const { locale, reference } = c.req.valid('param')
    const cart = await reorder(await c.var.db(), { user, reference, cityId: c.req.valid('query').city_id, locale })
    return c.json({ success: true as const, data: cart }, 200)
  })
}
