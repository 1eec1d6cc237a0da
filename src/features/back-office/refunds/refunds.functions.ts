/**
 * An order's refunds through the Shop API (`/api/admin/orders/{reference}/refunds`), which checks
 * the staff role itself: what is left to refund and the credit notes, and a refund. Refusals
 * (more than was paid, a missing reason) come back as answers the form shows.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { orderRefundsResponseSchema, refundBodySchema, refundResponseSchema } from '~/api/contract/admin-refunds'
import { answerOf } from '~/upstream/answers'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

const referenceSchema = z.string().min(1).max(40)
const refundsPath = (reference: string) => `/api/admin/orders/${encodeURIComponent(reference)}/refunds`

/** The order's refunds, or null for a driver (refunds are staff's) or an order that does not exist. */
export const getOrderRefunds = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ reference: referenceSchema }))
  .handler(async ({ data, context }) => {
    try {
      return (await context.upstream.get(refundsPath(data.reference), { schema: orderRefundsResponseSchema })).data
    } catch (error) {
      if (error instanceof UpstreamError && (error.status === 403 || error.status === 404)) return null
      throw error
    }
  })

export const refundOrderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(refundBodySchema.extend({ reference: referenceSchema }))
  .handler(({ data: { reference, ...body }, context }) =>
    answerOf(() => context.upstream.post(refundsPath(reference), { schema: refundResponseSchema, body })),
  )
