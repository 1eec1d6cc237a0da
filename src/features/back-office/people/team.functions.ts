/** The admin's staff accounts, their invitations and the audit log through the Shop API (`/api/admin/staff`, `/api/admin/audit`). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  auditResponseSchema,
  newStaffResponseSchema,
  staffChangeResponseSchema,
  staffInvitationCancelResponseSchema,
  staffInvitationResponseSchema,
  staffInvitationsResponseSchema,
  staffListResponseSchema,
  staffRoleSchema,
} from '~/api/contract/admin-staff'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

export const getStaffList = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('/api/admin/staff', { schema: staffListResponseSchema })).data)

export const createStaffFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(
    z.object({
      email: z.string().max(300),
      first_name: z.string().max(300),
      last_name: z.string().max(300),
      phone: z.string().max(100),
      role: staffRoleSchema,
    }),
  )
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.post('/api/admin/staff', {
        schema: newStaffResponseSchema,
        body: { ...data, phone: data.phone.trim() || undefined },
      }),
    ),
  )

export const getStaffInvitations = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(
    async ({ context }) => (await context.upstream.get('/api/admin/staff/invitations', { schema: staffInvitationsResponseSchema })).data,
  )

const invitationId = z.object({ id: z.number().int().positive().max(2_147_483_647) })

export const resendInvitationFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(invitationId)
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post(`/api/admin/staff/invitations/${data.id}/resend`, { schema: staffInvitationResponseSchema })),
  )

export const cancelInvitationFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(invitationId)
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.request(`/api/admin/staff/invitations/${data.id}`, {
        method: 'DELETE',
        schema: staffInvitationCancelResponseSchema,
      }),
    ),
  )

export const updateStaffFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(
    z.object({
      id: z.number().int().positive().max(2_147_483_647),
      role: staffRoleSchema.optional(),
      disabled: z.boolean().optional(),
      must_change_password: z.boolean().optional(),
    }),
  )
  .handler(({ data: { id, ...change }, context }) =>
    answerOf(() =>
      context.upstream.request(`/api/admin/staff/${id}`, { method: 'PATCH', schema: staffChangeResponseSchema, body: change }),
    ),
  )

/** A before or after of the log as key/value text pairs (what the page shows, and what a server function can send). */
export type AuditValues = { key: string; value: string }[] | null

const text = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value)

function readable(value: unknown): AuditValues {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && !Array.isArray(value)) return Object.entries(value).map(([key, each]) => ({ key, value: text(each) }))
  return [{ key: '', value: text(value) }]
}

export const getAudit = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ page: z.number().int().min(1).max(10_000) }))
  .handler(async ({ data, context }) => {
    const log = (await context.upstream.get('/api/admin/audit', { schema: auditResponseSchema, query: data })).data
    return { ...log, items: log.items.map((entry) => ({ ...entry, before: readable(entry.before), after: readable(entry.after) })) }
  })
