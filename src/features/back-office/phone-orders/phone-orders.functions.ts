/** Orders taken by phone through the Shop API (`/api/admin/phone-orders...`); the API checks the role and the rules. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  phoneOrderBodySchema,
  phoneOrderOfferResponseSchema,
  phoneOrderPlacedResponseSchema,
  phoneOrderPreviewResponseSchema,
} from '~/api/contract/admin-phone-orders'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

const id = z.number().int().positive().max(2_147_483_647)

export const getPhoneOrderOffer = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ city_id: id.optional(), customer_id: id.optional() }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get('/api/admin/phone-orders/offer', { schema: phoneOrderOfferResponseSchema, query: data })).data,
  )

export const previewPhoneOrderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(phoneOrderBodySchema)
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post('/api/admin/phone-orders/preview', { schema: phoneOrderPreviewResponseSchema, body: data })),
  )

export const takePhoneOrderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/), order: phoneOrderBodySchema }))
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.post('/api/admin/phone-orders', {
        schema: phoneOrderPlacedResponseSchema,
        body: data.order,
        headers: { 'Idempotency-Key': data.key },
      }),
    ),
  )
