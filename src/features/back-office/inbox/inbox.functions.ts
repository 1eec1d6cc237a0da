/** The back office's inbox through the Shop API (`/api/admin/inbox...`); the API checks the role. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  contactStatusSchema,
  inboxListResponseSchema,
  inboxMessageResponseSchema,
  inboxReplyResponseSchema,
  inboxStatusResponseSchema,
  satisfactionResponseSchema,
} from '~/api/contract/admin-inbox'
import { answerOf } from '~/upstream/answers'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

const id = z.number().int().positive().max(2_147_483_647)
const page = z.number().int().min(1).max(10_000)

export const getInbox = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ status: contactStatusSchema.optional(), page }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get('/api/admin/inbox/messages', { schema: inboxListResponseSchema, query: data })).data,
  )

/** A message and its thread (opening a new one marks it read), or null when there is none. */
export const getInboxMessage = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ id }))
  .handler(async ({ data, context }) => {
    try {
      return (await context.upstream.get(`/api/admin/inbox/messages/${data.id}`, { schema: inboxMessageResponseSchema })).data
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null
      throw error
    }
  })

export const setInboxStatusFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id, status: contactStatusSchema }))
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.post(`/api/admin/inbox/messages/${data.id}/status`, {
        schema: inboxStatusResponseSchema,
        body: { status: data.status },
      }),
    ),
  )

export const replyFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id, body: z.string().max(10_000) }))
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.post(`/api/admin/inbox/messages/${data.id}/reply`, { schema: inboxReplyResponseSchema, body: { body: data.body } }),
    ),
  )

export const getSatisfaction = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ page }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get('/api/admin/inbox/satisfaction', { schema: satisfactionResponseSchema, query: data })).data,
  )
