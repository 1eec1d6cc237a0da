/**
 * `/api/admin/me` (any staff role: who is signed in, for the back office's pages),
 * `/api/admin/staff` (admins: the staff accounts and their invitations, docs/decisions/0059) and `/api/admin/audit` (admins: the audit log).
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { secondFactorRequirements } from '~/api/auth/second-factor'
import { json } from '~/api/http/openapi-json'
import { staffRoute } from './staff-route'
import {
  auditQuerySchema,
  auditResponseSchema,
  newStaffBodySchema,
  newStaffResponseSchema,
  staffInvitationCancelResponseSchema,
  staffInvitationResponseSchema,
  staffInvitationsResponseSchema,
  staffChangeBodySchema,
  staffChangeResponseSchema,
  staffIdParamSchema,
  staffListResponseSchema,
  staffMeResponseSchema,
} from '~/api/contract/admin-staff'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { listAudit } from '~/api/services/shared/audit'
import { listStaff, updateStaffAccount } from '~/api/services/accounts/staff-accounts'
import { cancelInvitation, inviteStaff, listInvitations, resendInvitation } from '~/api/services/accounts/staff-invitations'
import { requestLocale } from '~/api/http/locale'

const lang = z.object({ lang: localeSchema.optional() })

const meRoute = staffRoute(ROLES.driver, {
  method: 'get',
  path: '/admin/me',
  operationId: 'adminGetSignedInStaff',
  summary: 'The signed-in staff member and their role',
  request: { query: lang },
  responses: { 200: { ...json(staffMeResponseSchema), description: 'Who is signed in' } },
})
const listRoute = staffRoute(ROLES.admin, {
  method: 'get',
  path: '/admin/staff',
  operationId: 'adminListStaff',
  summary: 'The staff accounts (admin)',
  request: { query: lang },
  responses: { 200: { ...json(staffListResponseSchema), description: 'Every staff account' } },
})
const createRouteDef = staffRoute(
  ROLES.admin,
  {
    method: 'post',
    path: '/admin/staff',
    operationId: 'adminCreateStaffAccount',
    summary: 'Invites an address to the team with a role: a link e-mailed there (in `lang`) makes the account staff once opened (admin)',
    request: { query: lang, body: { ...json(newStaffBodySchema), required: true } },
    responses: {
      201: { ...json(newStaffResponseSchema), description: 'Invitation sent' },
      400: refusalResponse('Invalid input'),
      409: refusalResponse('The address already is staff, or belongs to a deleted account'),
    },
  },
  { stepUp: true },
)
const invitationsRoute = staffRoute(ROLES.admin, {
  method: 'get',
  path: '/admin/staff/invitations',
  operationId: 'adminListStaffInvitations',
  summary: 'The invitations not accepted yet (admin)',
  request: { query: lang },
  responses: { 200: { ...json(staffInvitationsResponseSchema), description: 'Pending invitations, newest first' } },
})
const resendRoute = staffRoute(
  ROLES.admin,
  {
    method: 'post',
    path: '/admin/staff/invitations/{id}/resend',
    operationId: 'adminResendStaffInvitation',
    summary: 'Sends an invitation again with a new link (the old one stops working) valid for a week (admin)',
    request: { params: staffIdParamSchema, query: lang },
    responses: {
      200: { ...json(staffInvitationResponseSchema), description: 'Sent again' },
      400: refusalResponse('Invalid input'),
      404: refusalResponse('No such invitation'),
    },
  },
  { stepUp: true },
)
const cancelRoute = staffRoute(
  ROLES.admin,
  {
    method: 'delete',
    path: '/admin/staff/invitations/{id}',
    operationId: 'adminCancelStaffInvitation',
    summary: 'Cancels an invitation: its link stops working (admin)',
    request: { params: staffIdParamSchema, query: lang },
    responses: {
      200: { ...json(staffInvitationCancelResponseSchema), description: 'Cancelled' },
      400: refusalResponse('Invalid input'),
      404: refusalResponse('No such invitation'),
    },
  },
  { stepUp: true },
)
const updateRoute = staffRoute(
  ROLES.admin,
  {
    method: 'patch',
    path: '/admin/staff/{id}',
    operationId: 'adminUpdateStaffAccount',
    summary: 'Changes a staff account: role, disabled (its sessions end at once), must change password (admin; never oneself)',
    request: { params: staffIdParamSchema, query: lang, body: { ...json(staffChangeBodySchema), required: true } },
    responses: {
      200: { ...json(staffChangeResponseSchema), description: 'The account as changed' },
      400: refusalResponse('Invalid input'),
      404: refusalResponse('No such staff account'),
      409: refusalResponse("One's own role or access"),
    },
  },
  { stepUp: true },
)
const auditRoute = staffRoute(ROLES.admin, {
  method: 'get',
  path: '/admin/audit',
  operationId: 'adminListAuditLog',
  summary: 'The audit log, newest first (admin)',
  request: { query: auditQuerySchema },
  responses: { 200: { ...json(auditResponseSchema), description: 'A page of the log' } },
})

export function registerAdminStaff(app: OpenAPIHono<ApiEnv>) {
  app.openapi(meRoute, async (c) => {
    const me = actingStaff(c)
    const name = `${me.firstName} ${me.lastName}`.trim() || me.email
    const missing = !me.twoFactorEnabled && (await secondFactorRequirements(await c.var.db()))[me.role]
    return c.json(
      { success: true as const, data: { id: me.id, name, email: me.email, role: me.role, second_factor_missing: missing } },
      200,
    )
  })
  app.openapi(listRoute, async (c) => {
    return c.json({ success: true as const, data: await listStaff(await c.var.db()) }, 200)
  })
  app.openapi(createRouteDef, async (c) => {
    const admin = actingStaff(c)
    const body = c.req.valid('json')
    const { invitation } = await inviteStaff(
      await c.var.db(),
      { email: body.email, firstName: body.first_name, lastName: body.last_name, phone: body.phone, role: body.role },
      // The e-mail is in the back office's language of the admin who invites.
      { actorId: admin.id, locale: requestLocale(c), now: c.var.now() },
    )
    return c.json({ success: true as const, data: { invitation } }, 201)
  })
  app.openapi(invitationsRoute, async (c) => {
    return c.json({ success: true as const, data: await listInvitations(await c.var.db()) }, 200)
  })
  app.openapi(resendRoute, async (c) => {
    const admin = actingStaff(c)
    const data = await resendInvitation(await c.var.db(), c.req.valid('param').id, { actorId: admin.id, now: c.var.now() })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(cancelRoute, async (c) => {
    const admin = actingStaff(c)
    await cancelInvitation(await c.var.db(), c.req.valid('param').id, { actorId: admin.id, now: c.var.now() })
    return c.json({ success: true as const, data: { cancelled: true as const } }, 200)
  })
  app.openapi(updateRoute, async (c) => {
    const admin = actingStaff(c)
    const body = c.req.valid('json')
    const data = await updateStaffAccount(
      await c.var.db(),
      c.req.valid('param').id,
      { role: body.role, disabled: body.disabled, mustChangePassword: body.must_change_password },
      { actorId: admin.id, now: c.var.now() },
    )
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(auditRoute, async (c) => {
    const query = c.req.valid('query')
    const data = await listAudit(await c.var.db(), { entity: query.entity, entityId: query.entity_id, page: query.page })
    return c.json({ success: true as const, data }, 200)
  })
}
