/**
 * The back office's people (`/api/admin/me`, `/api/admin/staff`) and its audit log
 * (`/api/admin/audit`), docs/decisions/0028. Only admins manage staff and read the log.
 */
import { z } from '@hono/zod-openapi'
import { idSchema, localeSchema, successSchema } from './common'

export const STAFF_ROLE_VALUES = ['admin', 'staff', 'driver'] as const
export const staffRoleSchema = z.enum(STAFF_ROLE_VALUES)
export type StaffRoleName = z.infer<typeof staffRoleSchema>

export const staffMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** The role must have a second factor and this member has none yet: the back office sends them to enroll (docs/decisions/0060). */
  second_factor_missing: z.boolean(),
})
export type StaffMe = z.infer<typeof staffMeSchema>
export const staffMeResponseSchema = successSchema(staffMeSchema).openapi('StaffMeResponse')

export const staffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  must_change_password: z.boolean(),
})
export const staffListResponseSchema = successSchema(z.array(staffAccountSchema)).openapi('StaffListResponse')

export const newStaffBodySchema = z
  .object({
    email: z.string().trim().email().max(254),
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    phone: z.string().trim().max(30).optional(),
    role: staffRoleSchema,
  })
  .openapi('NewStaff')
export const staffInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: staffRoleSchema,
  expires_at: z.string(),
  created_at: z.string(),
})
export type StaffInvitation = z.infer<typeof staffInvitationSchema>
/** An invitation sent to the address (docs/decisions/0059): nobody is staff until its link is opened. */
export const newStaffResponseSchema = successSchema(z.object({ invitation: staffInvitationSchema })).openapi('NewStaffResponse')
export const staffInvitationsResponseSchema = successSchema(z.array(staffInvitationSchema)).openapi('StaffInvitationsResponse')
export const staffInvitationResponseSchema = successSchema(staffInvitationSchema).openapi('StaffInvitationResponse')
export const staffInvitationCancelResponseSchema = successSchema(z.object({ cancelled: z.literal(true) })).openapi(
  'StaffInvitationCancelResponse',
)

export const staffChangeBodySchema = z
  .object({ role: staffRoleSchema.optional(), disabled: z.boolean().optional(), must_change_password: z.boolean().optional() })
  .strict()
  .openapi('StaffChange')
export const staffChangeResponseSchema = successSchema(staffAccountSchema).openapi('StaffChangeResponse')

export const auditQuerySchema = z.object({
  lang: localeSchema.optional(),
  entity: z.string().max(40).optional(),
  entity_id: z.string().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The actor's name as it was when they acted (`system:<user>` for the command line), and e-mail. */
  by: z.string().nullable(),
  by_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The request the line came from: its X-Request-Id, the client's address and user agent. */
  request_id: z.string().nullable(),
  client_address: z.string().nullable(),
  user_agent: z.string().nullable(),
})
export type AuditEntryView = z.infer<typeof auditEntrySchema>
export const auditResponseSchema = successSchema(
  z.object({ items: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
).openapi('AuditResponse')

export const staffIdParamSchema = z.object({ id: idSchema })
