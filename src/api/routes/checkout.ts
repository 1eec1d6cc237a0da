/**
 * The checkout's endpoints (docs/decisions/0014): what a city offers, and placing the order
 * (signed in, one order per Idempotency-Key).
 * The priced cart itself is save-cart and validate-cart (routes/cart.ts).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { m } from '~/paraglide/messages.js'
import { requireUser } from '~/api/auth/require-user'
import { userFromAuthorization } from '~/api/auth/session'
import {
  checkoutOptionsQuerySchema,
  checkoutOptionsResponseSchema,
  IDEMPOTENCY_KEY_PATTERN,
  placedOrderResponseSchema,
  placeOrderBodySchema,
} from '~/api/contract/checkout'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { ApiError } from '~/api/http/errors'
import { checkoutOptions } from '~/api/services/checkout/checkout-options'
import { placeOrder } from '~/api/services/checkout/place-order'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { sessionOptional, signedIn } from '~/api/http/openapi-security'

const params = z.object({ locale: localeSchema })

const optionsRoute = createRoute({
  method: 'get',
  path: '/{locale}/checkout/options',
  operationId: 'getCheckoutOptions',
  security: sessionOptional,
  summary:
    "What the checkout offers in a city: minimum order, delivery modes with fees and dates, payment modes, reminders, points rules (the customer's balance when signed in)",
  request: { params, query: checkoutOptionsQuerySchema },
  responses: {
    200: { content: { 'application/json': { schema: checkoutOptionsResponseSchema } }, description: 'The options' },
    400: refusalResponse('Invalid city id'),
    404: refusalResponse('Unknown city'),
  },
})

const placed = (description: string) => ({ content: { 'application/json': { schema: placedOrderResponseSchema } }, description })

const placeOrderRoute = createRoute({
  method: 'post',
  path: '/{locale}/orders',
  operationId: 'placeOrder',
  security: signedIn,
  summary: 'Places the order of the cart sent, once per Idempotency-Key: everything is recomputed by the server',
  request: {
    params,
    headers: z.object({
      'idempotency-key': z.string().optional().openapi({ description: 'One per confirmation: 16 to 100 of [A-Za-z0-9_-]' }),
    }),
    body: { content: { 'application/json': { schema: placeOrderBodySchema } }, required: true },
  },
  responses: {
    201: placed('The order, placed'),
    200: placed('The order this key placed before, answered again'),
    400: refusalResponse('What blocks the order, by field (data.errors), or a missing key'),
    401: refusalResponse('No session'),
    404: refusalResponse('Unknown city'),
    409: refusalResponse('This key placed an order with another body'),
  },
})

export function registerCheckout(app: OpenAPIHono<ApiEnv>) {
  app.openapi(optionsRoute, async (c) => {
    const db = await c.var.db()
    const user = await userFromAuthorization(db, c.req.header('authorization'))
    const options = await checkoutOptions(db, {
      cityId: c.req.valid('query').city_id,
      user,
      locale: c.req.valid('param').locale,
      now: c.var.now(),
    })
    return c.json({ success: true as const, data: options }, 200)
  })
  app.openapi(placeOrderRoute, async (c) => {
    const user = await requireUser(c)
    const key = c.req.header('idempotency-key') ?? ''
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new ApiError(
        400,
        (locale) => m.api_order_key_invalid({}, { locale }),
        (locale) => ({ idempotency_key: [m.api_order_key_invalid({}, { locale })] }),
      )
    }
    const db = await c.var.db()
    const { created, order } = await placeOrder(db, {
      user,
      body: c.req.valid('json'),
      key,
      locale: c.req.valid('param').locale,
      now: c.var.now(),
    })
    return created ? c.json({ success: true as const, data: order }, 201) : c.json({ success: true as const, data: order }, 200)
  })
}
