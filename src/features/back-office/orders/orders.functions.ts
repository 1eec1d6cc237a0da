/**
 * The back office's orders through the Shop API (`/api/admin/orders...`), which checks the staff
 * session and role itself: a page of the list, an order, the list's filter choices, an action of
 * the order state machine and a note. Refusals (a 409 when the order moved on, a missing reason)
 * come back as answers the page shows; a failed call throws.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  adminOrderFiltersResponseSchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  orderChangeBodySchema,
  orderChangeResponseSchema,
  orderNoteBodySchema,
} from '~/api/contract/admin-orders'
import { answerOf } from '~/upstream/answers'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

const referenceSchema = z.string().min(1).max(40)
const orderPath = (reference: string) => `/api/admin/orders/${encodeURIComponent(reference)}`

export const getAdminOrders = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(adminOrdersQuerySchema.omit({ lang: true }))
  .handler(
    async ({ data, context }) => (await context.upstream.get('/api/admin/orders', { schema: adminOrdersResponseSchema, query: data })).data,
  )

/** An order, or null when there is none of that reference. */
export const getAdminOrder = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ reference: referenceSchema }))
  .handler(async ({ data, context }) => {
    try {
      return (await context.upstream.get(orderPath(data.reference), { schema: adminOrderResponseSchema })).data
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null
      throw error
    }
  })

export const getOrderFilters = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(
    async ({ context }) => (await context.upstream.get('/api/admin/order-filters', { schema: adminOrderFiltersResponseSchema })).data,
  )

export const changeOrderStatusFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(orderChangeBodySchema.extend({ reference: referenceSchema }))
  .handler(({ data: { reference, ...body }, context }) =>
    answerOf(() => context.upstream.post(`${orderPath(reference)}/status`, { schema: orderChangeResponseSchema, body })),
  )

export const addOrderNoteFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(orderNoteBodySchema.extend({ reference: referenceSchema }))
  .handler(({ data: { reference, ...body }, context }) =>
    answerOf(async () => {
      await context.upstream.post(`${orderPath(reference)}/notes`, { schema: z.object({ success: z.literal(true) }), body })
      return { data: true as const }
    }),
  )
