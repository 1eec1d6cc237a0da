import { createServerFn } from '@tanstack/react-start'
import { saveCartBodySchema, saveCartResponseSchema } from '../../api/contract/cart'
import { type UpstreamClient, UpstreamError } from '../../upstream/client'
import { shopMiddleware } from '../../upstream/middleware'

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
      return { success: false as const, message: error.message, errors: error.errors }
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
