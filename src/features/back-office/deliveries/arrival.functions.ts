/**
 * The driver's "arrived", queued in the phone like their other actions (docs/decisions/0087):
 * sent with its key and the time pressed. A refusal is answered, to be shown and dropped; a failed
 * call throws, to be tried again.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { arrivedBodySchema, arrivedResponseSchema } from '~/api/contract/delivery-proof'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

export const sendArrival = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(arrivedBodySchema.extend({ reference: z.string().min(1).max(40) }))
  .handler(({ data: { reference, ...body }, context }) =>
    answerOf(() =>
      context.upstream.post(`/api/admin/orders/${encodeURIComponent(reference)}/arrived`, { schema: arrivedResponseSchema, body }),
    ),
  )
