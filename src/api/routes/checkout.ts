/**
 * The checkout's endpoints (docs/decisions/0014): what a city offers, and placing the order.
 * The priced cart itself is save-cart and validate-cart (routes/cart.ts).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { userFromAuthorization } from '../auth/session'
import { checkoutOptionsQuerySchema, checkoutOptionsResponseSchema } from '../contract/checkout'
import { errorResponseSchema, localeSchema } from '../contract/common'
import type { ApiEnv } from '../http/env'
import { checkoutOptions } from '../services/checkout-options'

const params = z.object({ locale: localeSchema })
const refusal = (description: string) => ({ content: { 'application/json': { schema: errorResponseSchema } }, description })

const optionsRoute = createRoute({
  method: 'get',
  path: '/{locale}/checkout/options',
  summary: "What the checkout offers in a city: minimum order, delivery modes with fees and dates, payment modes, reminders, points rules (the customer's balance when signed in)",
  request: { params, query: checkoutOptionsQuerySchema },
  responses: {
    200: { content: { 'application/json': { schema: checkoutOptionsResponseSchema } }, description: 'The options' },
    400: refusal('Invalid city id'),
    404: refusal('Unknown city'),
  },
})

export function registerCheckout(app: OpenAPIHono<ApiEnv>) {
  app.openapi(optionsRoute, async (c) => {
    const db = await c.var.db()
    const user = await userFromAuthorization(db, c.req.header('authorization'))
    const options = await checkoutOptions(db, { cityId: c.req.valid('query').city_id, user, locale: c.req.valid('param').locale, now: c.var.now() })
    return c.json({ success: true as const, data: options }, 200)
  })
}
