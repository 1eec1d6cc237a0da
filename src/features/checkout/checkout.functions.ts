/**
 * The checkout through the Shop API (src/api/contract/checkout.ts, docs/decisions/0014): what
 * the steps offer in a city, placing the order once, and putting a past order back in the cart.
 * Refusals of the API come back as answers (its message and field errors, in the customer's
 * language) so the steps can show them; a failed call (network, 5xx) throws.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { orderReferenceSchema } from '../../api/contract/account'
import {
  checkoutOptionsResponseSchema,
  IDEMPOTENCY_KEY_PATTERN,
  placedOrderResponseSchema,
  placeOrderBodySchema,
  reorderResponseSchema,
} from '../../api/contract/checkout'
import { UpstreamError } from '../../upstream/client'
import { shopMiddleware } from '../../upstream/middleware'

export type Refusal = { success: false; status: number; message: string; errors: Record<string, string[]> }

async function answer<T>(send: () => Promise<{ data: T }>): Promise<{ success: true; data: T } | Refusal> {
  try {
    return { success: true, data: (await send()).data }
  } catch (error) {
    if (error instanceof UpstreamError && error.status < 500) {
      return { success: false, status: error.status, message: error.message, errors: error.errors }
    }
    throw error
  }
}

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
    answer(() => context.upstream.post('orders', { schema: placedOrderResponseSchema, body: data.cart, headers: { 'Idempotency-Key': data.key } })),
  )

/** A past order's lines put back in the customer's cart, priced in the city chosen now; answers that cart. */
export const reorderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ reference: orderReferenceSchema, cityId: z.number().int().positive().max(2_147_483_647).optional() }))
  .handler(({ data, context }) =>
    answer(() =>
      context.upstream.post(`orders/${encodeURIComponent(data.reference)}/reorder`, { schema: reorderResponseSchema, query: { city_id: data.cityId } }),
    ),
  )
