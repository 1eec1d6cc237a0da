/** The admin's staff accounts and their invitations through the Shop API (`/api/admin/staff`). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
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
