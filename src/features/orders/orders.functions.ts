/**
 * The customer's orders through the Shop API: the list, one order, stopping a reorder reminder,
 * and putting a past order's lines back in the cart. The API checks the session itself.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { orderReferenceSchema, orderResponseSchema, ordersResponseSchema, stopReminderResponseSchema } from '~/api/contract/account'
import { reorderResponseSchema } from '~/api/contract/checkout'
import { answerOf } from '~/upstream/answers'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

export const getOrders = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ page: z.number().int().min(1).max(10_000) }))
  .handler(
    async ({ data, context }) => (await context.upstream.get('orders', { schema: ordersResponseSchema, query: { page: data.page } })).data,
  )

/** One of the customer's orders, or null when it is not theirs (or does not exist). */
export const getOrder = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ reference: orderReferenceSchema }))
  .handler(async ({ data, context }) => {
    try {
      return (await context.upstream.get(`orders/${encodeURIComponent(data.reference)}`, { schema: orderResponseSchema })).data
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null
      throw error
    }
  })

/** Stops one of the customer's reorder reminders; false when it is not theirs (or gone). */
export const stopReminderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id: z.number().int().positive().max(2_147_483_647) }))
  .handler(async ({ data, context }) => {
    try {
      await context.upstream.post(`reminders/${data.id}/stop`, { schema: stopReminderResponseSchema, body: {} })
      return true
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return false
      throw error
    }
  })

/** A past order's lines put back in the customer's cart, priced in the city chosen now; answers that cart. */
export const reorderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ reference: orderReferenceSchema, cityId: z.number().int().positive().max(2_147_483_647).optional() }))
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.post(`orders/${encodeURIComponent(data.reference)}/reorder`, {
        schema: reorderResponseSchema,
        query: { city_id: data.cityId },
      }),
    ),
  )
