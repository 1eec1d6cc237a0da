/**
 * The delivery day through the Shop API (`/api/admin/deliveries...`, `/api/admin/my-round`),
 * which checks the role of every call. The driver's actions go to the order's status endpoint
 * with the key their phone made for them, so a replay of a queued action acts once.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  assignBodySchema,
  assignResponseSchema,
  cashResponseSchema,
  deliveryDayResponseSchema,
  dispatchBodySchema,
  dispatchResponseSchema,
  myRoundResponseSchema,
  pickingResponseSchema,
} from '~/api/contract/admin-deliveries'
import { orderChangeBodySchema, orderChangeResponseSchema } from '~/api/contract/admin-orders'
import { isoDaySchema } from '~/api/contract/common'
import { answerOf } from '~/upstream/answers'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

/**
 * A read the role may not make (a driver on the team's pages, a customer anywhere) is null: the
 * page says so instead of failing; the API has refused it all the same.
 */
async function unlessRefused<T>(read: () => Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await read()).data
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 403) return null
    throw error
  }
}

const id = z.number().int().positive().max(2_147_483_647)
export const dayFilterSchema = z.object({ date: isoDaySchema.optional(), city: id.optional() })

export const getDeliveryDay = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(dayFilterSchema)
  .handler(({ data, context }) =>
    unlessRefused(() => context.upstream.get('/api/admin/deliveries', { schema: deliveryDayResponseSchema, query: data })),
  )

export const getPicking = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(dayFilterSchema.extend({ driver: id.optional() }))
  .handler(({ data, context }) =>
    unlessRefused(() => context.upstream.get('/api/admin/deliveries/picking', { schema: pickingResponseSchema, query: data })),
  )

export const getCash = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ date: isoDaySchema.optional() }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get('/api/admin/deliveries/cash', { schema: cashResponseSchema, query: data })).data,
  )

export const getMyRound = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ date: isoDaySchema.optional() }))
  .handler(({ data, context }) =>
    unlessRefused(() => context.upstream.get('/api/admin/my-round', { schema: myRoundResponseSchema, query: data })),
  )

export const assignFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(assignBodySchema)
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post('/api/admin/deliveries/assign', { schema: assignResponseSchema, body: data })),
  )

export const dispatchFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(dispatchBodySchema)
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post('/api/admin/deliveries/dispatch', { schema: dispatchResponseSchema, body: data })),
  )

/**
 * A driver's queued action (delivered, or not), sent with its key. A refusal (4xx) is answered,
 * to be shown and dropped from the queue; a failed call (offline, 5xx) throws, to be tried again.
 */
export const sendRoundAction = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(
    orderChangeBodySchema.extend({
      reference: z.string().min(1).max(40),
      action: z.enum(['deliver', 'fail']),
      client_key: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
    }),
  )
  .handler(({ data: { reference, ...body }, context }) =>
    answerOf(() =>
      context.upstream.post(`/api/admin/orders/${encodeURIComponent(reference)}/status`, { schema: orderChangeResponseSchema, body }),
    ),
  )
