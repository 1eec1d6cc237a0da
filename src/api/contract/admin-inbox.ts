/**
 * The back office's inbox (`/api/admin/inbox...`): contact messages by status, one message with
 * its replies (opening a new one marks it read), its status, a reply sent by e-mail in the
 * message's language; and the customers' satisfaction answers with their weekly counts.
 */
import { z } from '@hono/zod-openapi'
import { idSchema, localeSchema, successSchema } from './common'

export const CONTACT_STATUSES = ['new', 'read', 'handled'] as const
export const contactStatusSchema = z.enum(CONTACT_STATUSES)
export type ContactStatus = z.infer<typeof contactStatusSchema>
export const INBOX_PER_PAGE = 25
export const REPLY_MAX = 5000

export const inboxQuerySchema = z.object({
  lang: localeSchema.optional(),
  status: contactStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

export const inboxMessageRowSchema = z.object({
  id: z.number().int(),
  status: contactStatusSchema,
  name: z.string(),
  email: z.string(),
  /** The subject as the sender chose it, in the request's language. */
  subject: z.string(),
  order_reference: z.string().nullable(),
  locale: localeSchema,
  created_at: z.string(),
  replies: z.number().int(),
})
export type InboxMessageRow = z.infer<typeof inboxMessageRowSchema>

export const inboxListResponseSchema = successSchema(
  z.object({
    items: z.array(inboxMessageRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** How many messages each status holds (the tabs' counts). */
    counts: z.object({ new: z.number().int(), read: z.number().int(), handled: z.number().int() }),
  }),
).openapi('InboxListResponse')
export type InboxPage = z.infer<typeof inboxListResponseSchema>['data']

export const inboxReplySchema = z.object({ id: z.number().int(), body: z.string(), by: z.string().nullable(), at: z.string() })

export const inboxMessageSchema = inboxMessageRowSchema.extend({
  phone: z.string(),
  message: z.string(),
  /** The sender's account, when they were signed in. */
  customer_id: z.number().int().nullable(),
  thread: z.array(inboxReplySchema),
})
export type InboxMessage = z.infer<typeof inboxMessageSchema>
export const inboxMessageResponseSchema = successSchema(inboxMessageSchema).openapi('InboxMessageResponse')

export const inboxIdParamSchema = z.object({ id: idSchema })
export const inboxStatusBodySchema = z.object({ status: contactStatusSchema }).strict().openapi('InboxStatus')
export const inboxStatusResponseSchema = successSchema(z.object({ id: z.number().int(), status: contactStatusSchema })).openapi(
  'InboxStatusResponse',
)

export const inboxReplyBodySchema = z.object({ body: z.string().trim().min(1).max(REPLY_MAX) }).openapi('InboxReply')
export const inboxReplyResponseSchema = successSchema(inboxMessageSchema).openapi('InboxReplyResponse')

export const satisfactionQuerySchema = z.object({
  lang: localeSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

export const satisfactionAnswerRowSchema = z.object({
  id: z.number().int(),
  rating: z.enum(['like', 'dislike']),
  comment: z.string().nullable(),
  order_reference: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  answered_at: z.string(),
})
export type SatisfactionAnswerRow = z.infer<typeof satisfactionAnswerRowSchema>

export const satisfactionWeekSchema = z.object({
  /** The week's Monday in Casablanca (YYYY-MM-DD). */
  week: z.string(),
  likes: z.number().int(),
  dislikes: z.number().int(),
})

export const satisfactionResponseSchema = successSchema(
  z.object({
    items: z.array(satisfactionAnswerRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** The last 12 weeks, oldest first, the current week last. */
    weeks: z.array(satisfactionWeekSchema),
  }),
).openapi('SatisfactionAnswersResponse')
export type SatisfactionAnswers = z.infer<typeof satisfactionResponseSchema>['data']
