/**
 * The back office's jugs through the Shop API (`/api/admin/jugs`, `/api/admin/customers/{id}/jugs…`),
 * which checks the staff role itself: jugs out, a customer's jug account, a deposit refunded and
 * lost jugs written off (docs/decisions/0084). Refusals come back as answers the forms show.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  customerJugsResponseSchema,
  depositRefundBodySchema,
  jugActionResponseSchema,
  jugWriteOffBodySchema,
  jugsOutQuerySchema,
  jugsOutResponseSchema,
} from '~/api/contract/admin-deposits'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

const id = z.number().int().positive().max(2_147_483_647)
const accountPath = (customerId: number) => `/api/admin/customers/${customerId}/jugs`

export const getJugsOut = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(jugsOutQuerySchema.omit({ lang: true }))
  .handler(
    async ({ data, context }) => (await context.upstream.get('/api/admin/jugs', { schema: jugsOutResponseSchema, query: data })).data,
  )

export const getCustomerJugs = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ id }))
  .handler(async ({ data, context }) => (await context.upstream.get(accountPath(data.id), { schema: customerJugsResponseSchema })).data)

export const refundDepositFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(depositRefundBodySchema.extend({ customer_id: id }))
  .handler(({ data: { customer_id: customerId, ...body }, context }) =>
    answerOf(() => context.upstream.post(`${accountPath(customerId)}/refund`, { schema: jugActionResponseSchema, body })),
  )

export const writeOffJugsFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(jugWriteOffBodySchema.extend({ customer_id: id }))
  .handler(({ data: { customer_id: customerId, ...body }, context }) =>
    answerOf(() => context.upstream.post(`${accountPath(customerId)}/write-off`, { schema: jugActionResponseSchema, body })),
  )
