/**
 * `/api/admin/inbox...` (staff, admin): contact messages by status, one message and its thread
 * (opening a new one marks it read), its status, a reply by e-mail; the satisfaction answers.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { json } from '~/api/http/openapi-json'
import { staffRoute } from './staff-route'
import {
  inboxIdParamSchema,
  inboxListResponseSchema,
  inboxMessageResponseSchema,
  inboxQuerySchema,
  inboxReplyBodySchema,
  inboxReplyResponseSchema,
  inboxStatusBodySchema,
  inboxStatusResponseSchema,
  satisfactionQuerySchema,
  satisfactionResponseSchema,
} from '~/api/contract/admin-inbox'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { listInbox, listSatisfaction, openInboxMessage, replyToMessage, setInboxStatus } from '~/api/services/content/admin-inbox'

const lang = z.object({ lang: localeSchema.optional() })

const listRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/inbox/messages',
  operationId: 'adminListMessages',
  summary: 'Contact messages, newest first, optionally of one status, with the count of each status (staff, admin)',
  request: { query: inboxQuerySchema },
  responses: { 200: { ...json(inboxListResponseSchema), description: 'A page of messages' } },
})
const messageRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/inbox/messages/{id}',
  operationId: 'adminGetMessage',
  summary: 'A contact message and its replies; a new message becomes read (staff, admin)',
  request: { params: inboxIdParamSchema, query: lang },
  responses: {
    200: { ...json(inboxMessageResponseSchema), description: 'The message' },
    404: refusalResponse('No such message'),
  },
})
const statusRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/inbox/messages/{id}/status',
  operationId: 'adminSetMessageStatus',
  summary: "Sets a contact message's status: new, read or handled (staff, admin)",
  request: { params: inboxIdParamSchema, query: lang, body: { ...json(inboxStatusBodySchema), required: true } },
  responses: {
    200: { ...json(inboxStatusResponseSchema), description: 'Done' },
    404: refusalResponse('No such message'),
  },
})
const replyRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/inbox/messages/{id}/reply',
  operationId: 'adminReplyToMessage',
  summary: "Replies by e-mail in the message's language (Re: subject, the message quoted); the message is then handled (staff, admin)",
  request: { params: inboxIdParamSchema, query: lang, body: { ...json(inboxReplyBodySchema), required: true } },
  responses: {
    200: { ...json(inboxReplyResponseSchema), description: 'The message with its thread' },
    400: refusalResponse('Empty or too long'),
    404: refusalResponse('No such message'),
  },
})
const satisfactionRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/inbox/satisfaction',
  operationId: 'adminListSatisfactionAnswers',
  summary: 'Satisfaction answers, newest first, and the likes and dislikes of the last 12 weeks (staff, admin)',
  request: { query: satisfactionQuerySchema },
  responses: { 200: { ...json(satisfactionResponseSchema), description: 'A page of answers' } },
})

export function registerAdminInbox(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query')
    const data = await listInbox(await c.var.db(), { status: query.status, page: query.page }, requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(messageRoute, async (c) => {
    const staff = actingStaff(c)
    const data = await openInboxMessage(await c.var.db(), c.req.valid('param').id, requestLocale(c), {
      actorId: staff.id,
      now: c.var.now(),
    })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(statusRoute, async (c) => {
    const staff = actingStaff(c)
    const data = await setInboxStatus(await c.var.db(), c.req.valid('param').id, c.req.valid('json').status, {
      actorId: staff.id,
      now: c.var.now(),
    })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(replyRoute, async (c) => {
    const staff = actingStaff(c)
    const data = await replyToMessage(await c.var.db(), c.req.valid('param').id, c.req.valid('json').body, requestLocale(c), {
      actorId: staff.id,
      now: c.var.now(),
    })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(satisfactionRoute, async (c) => {
    const data = await listSatisfaction(await c.var.db(), c.req.valid('query').page, c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
}
