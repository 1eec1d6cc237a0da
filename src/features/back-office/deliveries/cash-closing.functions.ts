/**
 * The cash reconciliation through the Shop API (`/api/admin/deliveries/cash/closings`), which
 * checks the staff role itself. A driver's read is null (not theirs).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { cashClosingsResponseSchema, closeCashBodySchema, closeCashResponseSchema } from '~/api/contract/admin-cash-closing'
import { isoDaySchema } from '~/api/contract/common'
import { answerOf } from '~/upstream/answers'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

async function unlessForbidden<T>(read: () => Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await read()).data
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 403) return null
    throw error
  }
}

export const getCashClosings = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ date: isoDaySchema }))
  .handler(({ data, context }) =>
    unlessForbidden(() => context.upstream.get('/api/admin/deliveries/cash/closings', { schema: cashClosingsResponseSchema, query: data })),
  )

export const closeCashDayFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(closeCashBodySchema)
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post('/api/admin/deliveries/cash/closings', { schema: closeCashResponseSchema, body: data })),
  )
