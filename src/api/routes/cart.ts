import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { userFromAuthorization } from '~/api/auth/session'
import {
  CART_REFERENCE_HEADER,
  cartReferenceSchema,
  readCartResponseSchema,
  saveCartBodySchema,
  saveCartResponseSchema,
} from '~/api/contract/cart'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { readCart, saveCart } from '~/api/services/cart/cart'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { sessionOptional } from '~/api/http/openapi-security'

const responses = {
  200: { content: { 'application/json': { schema: saveCartResponseSchema } }, description: 'The cart as the server computed it' },
  400: refusalResponse('Invalid cart'),
  404: refusalResponse('Unknown city'),
  409: refusalResponse('An older save than the last one'),
}
const body = { content: { 'application/json': { schema: saveCartBodySchema } }, required: true }

const saveRoute = createRoute({
  method: 'post',
  path: '/{locale}/save-cart',
  operationId: 'saveCart',
  security: sessionOptional,
  summary: 'Saves the cart and answers it priced by the server',
  request: { params: z.object({ locale: localeSchema }), body },
  responses,
})

const validateRoute = createRoute({
  method: 'post',
  path: '/validate-cart',
  operationId: 'validateCart',
  security: sessionOptional,
  summary: 'Saves the cart before the order and answers it with what still blocks it, missing choices included',
  request: { query: z.object({ lang: localeSchema.optional() }), body },
  responses,
})

const readRoute = createRoute({
  method: 'get',
  path: '/{locale}/cart',
  operationId: 'readCart',
  security: sessionOptional,
  summary:
    "The cart as stored, priced now, without saving: the signed-in customer's, or a visitor's by the reference in X-Cart-Reference (a header, never the URL, which proxies log); null when there is none",
  request: {
    params: z.object({ locale: localeSchema }),
    headers: z.object({ [CART_REFERENCE_HEADER]: cartReferenceSchema.optional() }),
  },
  responses: {
    200: { content: { 'application/json': { schema: readCartResponseSchema } }, description: 'The cart, or null' },
    400: refusalResponse('Invalid reference'),
  },
})

export function registerCart(app: OpenAPIHono<ApiEnv>) {
  // Another device of the customer, or a save refused as stale, starts again from it (docs/decisions/0019).
  app.openapi(readRoute, async (c) => {
    const db = await c.var.db()
    const user = await userFromAuthorization(db, c.req.header('authorization'))
    const cart = await readCart(db, {
      user,
      reference: c.req.valid('header')[CART_REFERENCE_HEADER],
      locale: c.req.valid('param').locale,
      now: c.var.now(),
    })
    return c.json({ success: true as const, data: cart }, 200)
  })
  app.openapi(saveRoute, async (c) => {
    const db = await c.var.db()
    const user = await userFromAuthorization(db, c.req.header('authorization'))
    const cart = await saveCart(db, { body: c.req.valid('json'), user, locale: c.req.valid('param').locale, now: c.var.now() })
    return c.json({ success: true as const, data: cart }, 200)
  })
  app.openapi(validateRoute, async (c) => {
    const db = await c.var.db()
    const user = await userFromAuthorization(db, c.req.header('authorization'))
    // Before the order: what is still missing is reported too.
    const cart = await saveCart(db, { body: c.req.valid('json'), user, locale: requestLocale(c), now: c.var.now(), complete: true })
    return c.json({ success: true as const, data: cart }, 200)
  })
}
