/**
 * The checkout through the Shop API (src/api/contract/checkout.ts, docs/decisions/0014): what
 * the steps offer in a city and placing the order once.
 * Refusals of the API come back as answers (its message and field errors, in the customer's
 * language) so the steps can show them; a failed call (network, 5xx) throws.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  checkoutOptionsResponseSchema,
  IDEMPOTENCY_KEY_PATTERN,
  placedOrderResponseSchema,
  placeOrderBodySchema,
} from '~/api/contract/checkout'
import { answerOf as answer } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

export const getCheckoutOptionsFn = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ cityId: z.number().int().positive().max(2_147_483_647) }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get('checkout/options', { schema: checkoutOptionsResponseSchema, query: { city_id: data.cityId } })).data,
  )

/** Places the order once: the same key and cart answer the same order again (a double click, a retry). */
export const placeOrderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ key: z.string().regex(IDEMPOTENCY_KEY_PATTERN), cart: placeOrderBodySchema }))
  .handler(({ data, context }) =>
    answer(() =>
      context.upstream.post('orders', { schema: placedOrderResponseSchema, body: data.cart, headers: { 'Idempotency-Key': data.key } }),
    ),
  )
