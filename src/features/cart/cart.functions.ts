import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  CART_REFERENCE_HEADER,
  cartReferenceSchema,
  readCartResponseSchema,
  saveCartBodySchema,
  saveCartResponseSchema,
} from '~/api/contract/cart'
import type { UpstreamClient } from '~/upstream/client'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

/**
 * Saves the cart through the Shop API. The answer keeps the spec's shape: `success` and the
 * server's cart, or `success: false` with the API's message when it refused the cart (a failed
 * call, by contrast, throws).
 */
async function sendCart(path: string, upstream: UpstreamClient, body: unknown) {
  try {
    const answer = await upstream.post(path, { schema: saveCartResponseSchema, body })
    return { success: true as const, data: answer.data }
  } catch (error) {
    if (error instanceof UpstreamError && error.status < 500) {
      // A stale save (409: another device or tab saved a newer cart) is retried on the newer one.
      return { success: false as const, message: error.message, errors: error.errors, stale: error.status === 409 }
    }
    throw error
  }
}

export const saveCartFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(saveCartBodySchema)
  .handler(({ data, context }) => sendCart('save-cart', context.upstream, data))

export const validateCartFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(saveCartBodySchema)
  .handler(({ data, context }) => sendCart('/api/validate-cart', context.upstream, data))

/**
 * The cart as the server holds it now (the customer's, or this visitor's by reference), or null:
 * read at app start with a session and after a stale save (docs/decisions/0019). A failed call throws.
 */
export const readCartFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  // POST: a visitor's reference travels in the body, then a header, never in a URL a proxy logs.
  .validator(z.object({ reference: cartReferenceSchema.nullable() }))
  .handler(async ({ data, context }) => {
    const headers = data.reference ? { [CART_REFERENCE_HEADER]: data.reference } : undefined
    const answer = await context.upstream.get('cart', { schema: readCartResponseSchema, headers })
    return answer.data
  })
