/**
 * `/api/admin/phone-orders...` (staff, admin): an order taken by phone, priced (preview) then
 * placed once per Idempotency-Key (docs/decisions/0078). Refusals in the staff member's language.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import {
  phoneOrderBodySchema,
  phoneOrderOfferQuerySchema,
  phoneOrderOfferResponseSchema,
  phoneOrderPlacedResponseSchema,
  phoneOrderPreviewResponseSchema,
} from '~/api/contract/admin-phone-orders'
import { IDEMPOTENCY_KEY_PATTERN } from '~/api/contract/checkout'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { ApiError } from '~/api/http/errors'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { phoneOrderOffer, previewPhoneOrder, takePhoneOrder } from '~/api/services/checkout/phone-order'
import { m } from '~/paraglide/messages.js'
import { staffRoute } from './staff-route'

const lang = z.object({ lang: localeSchema.optional() })
const body = { ...json(phoneOrderBodySchema), required: true }

const offerRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/phone-orders/offer',
  operationId: 'adminPhoneOrderOffer',
  summary: "What can be sold in a city at the customer's prices, and the city's delivery modes, dates and payment modes (staff, admin)",
  request: { query: phoneOrderOfferQuerySchema },
  responses: {
    200: { ...json(phoneOrderOfferResponseSchema), description: 'The items and options' },
    404: refusalResponse('No such customer or city'),
  },
})
const previewRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/phone-orders/preview',
  operationId: 'adminPreviewPhoneOrder',
  summary: "An order taken by phone, priced for its customer (the city's and the group's prices), with what still blocks it (staff, admin)",
  request: { query: lang, body },
  responses: {
    200: { ...json(phoneOrderPreviewResponseSchema), description: 'The priced order' },
    400: refusalResponse('An unknown product or pack size'),
    404: refusalResponse('No such customer or city'),
  },
})
const placeRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/phone-orders',
  operationId: 'adminTakePhoneOrder',
  summary: "Places an order taken by phone under the checkout's rules, once per Idempotency-Key (staff, admin)",
  request: {
    query: lang,
    headers: z.object({ 'idempotency-key': z.string().optional().openapi({ description: 'One per order: 16 to 100 of [A-Za-z0-9_-]' }) }),
    body,
  },
  responses: {
    201: { ...json(phoneOrderPlacedResponseSchema), description: 'The order, placed' },
    200: { ...json(phoneOrderPlacedResponseSchema), description: 'The order this key placed before' },
    400: refusalResponse('What blocks the order, by field'),
    404: refusalResponse('No such customer or city'),
    409: refusalResponse('The e-mail is another account’s, or the stock changed'),
  },
})

export function registerAdminPhoneOrders(app: OpenAPIHono<ApiEnv>) {
  app.openapi(offerRoute, async (c) => {
    const query = c.req.valid('query')
    const data = await phoneOrderOffer(await c.var.db(), {
      cityId: query.city_id,
      customerId: query.customer_id,
      locale: requestLocale(c),
      now: c.var.now(),
    })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(previewRoute, async (c) => {
    const data = await previewPhoneOrder(await c.var.db(), { body: c.req.valid('json'), locale: requestLocale(c), now: c.var.now() })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(placeRoute, async (c) => {
    const key = c.req.header('idempotency-key') ?? ''
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new ApiError(
        400,
        (locale) => m.api_order_key_invalid({}, { locale }),
        (locale) => ({ idempotency_key: [m.api_order_key_invalid({}, { locale })] }),
      )
    }
    const { created, order } = await takePhoneOrder(await c.var.db(), {
      staffId: actingStaff(c).id,
      body: c.req.valid('json'),
      key,
      locale: requestLocale(c),
      now: c.var.now(),
    })
    return c.json({ success: true as const, data: order }, created ? 201 : 200)
  })
}
