/** The back office's customers through the Shop API (`/api/admin/customers...`); the API checks the role. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  adminCustomerResponseSchema,
  adminCustomersResponseSchema,
  customerDisableResponseSchema,
  pointsAdjustmentResponseSchema,
} from '~/api/contract/admin-customers'
import { answerOf } from '~/upstream/answers'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

const id = z.number().int().positive().max(2_147_483_647)

export const getCustomers = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ q: z.string().max(100).optional(), page: z.number().int().min(1).max(10_000) }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get('/api/admin/customers', { schema: adminCustomersResponseSchema, query: data })).data,
  )

/** A customer's page, or null when there is no such customer. */
export const getCustomer = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ id }))
  .handler(async ({ data, context }) => {
    try {
      return (await context.upstream.get(`/api/admin/customers/${data.id}`, { schema: adminCustomerResponseSchema })).data
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null
      throw error
    }
  })

export const adjustPointsFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id, delta: z.number().nullable(), reason: z.string().max(1000) }))
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.post(`/api/admin/customers/${data.id}/points`, {
        schema: pointsAdjustmentResponseSchema,
        body: { delta: data.delta, reason: data.reason },
      }),
    ),
  )

export const disableCustomerFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id, disabled: z.boolean() }))
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.post(`/api/admin/customers/${data.id}/disable`, {
        schema: customerDisableResponseSchema,
        body: { disabled: data.disabled },
      }),
    ),
  )
