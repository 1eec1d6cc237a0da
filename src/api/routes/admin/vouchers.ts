/**
 * `/api/admin/vouchers` (staff, admin: read, with their uses; admin: create, change, disable) and
 * `/api/admin/voucher-choices` (the cities and categories a voucher may be restricted to), see
 * src/api/contract/admin-vouchers.ts.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import {
  voucherChoicesResponseSchema,
  voucherDetailResponseSchema,
  voucherListQuerySchema,
  voucherListResponseSchema,
  voucherResponseSchema,
  voucherSaveBodySchema,
} from '~/api/contract/admin-vouchers'
import { idSchema, localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { createVoucher, updateVoucher } from '~/api/services/vouchers/admin-voucher-saves'
import { getVoucher, listVouchers, voucherChoices, voucherUses } from '~/api/services/vouchers/admin-vouchers'
import { staffRoute } from './staff-route'

const langQuery = z.object({ lang: localeSchema.optional() })
const idParam = z.object({ id: idSchema })
const saveRefusals = {
  400: refusalResponse(
    'A field to fix (code format or taken, value, dates, limits below the uses, unknown city or category) or no version',
  ),
  409: conflictResponse('Saved by someone else since the admin read it: who, when and what changed'),
}

const listRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/vouchers',
  operationId: 'adminListVouchers',
  summary: 'Vouchers, newest first; q searches the code, state=active|expired filters (staff, admin)',
  request: { query: voucherListQuerySchema },
  responses: { 200: { ...json(voucherListResponseSchema), description: 'The vouchers' } },
})
const choicesRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/voucher-choices',
  operationId: 'adminGetVoucherChoices',
  summary: 'The cities and categories a voucher may be restricted to (staff, admin)',
  request: { query: langQuery },
  responses: { 200: { ...json(voucherChoicesResponseSchema), description: 'The choices' } },
})
const readRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/vouchers/{id}',
  operationId: 'adminGetVoucher',
  summary: 'One voucher and the orders it was used on (staff, admin)',
  request: { params: idParam, query: langQuery },
  responses: { 200: { ...json(voucherDetailResponseSchema), description: 'The voucher and its uses' }, 404: refusalResponse('No such id') },
})
const createRoute = staffRoute(ROLES.admin, {
  method: 'post',
  path: '/admin/vouchers',
  operationId: 'adminCreateVoucher',
  summary: 'Creates a voucher (admin)',
  request: { query: langQuery, body: { ...json(voucherSaveBodySchema), required: true } },
  responses: { 201: { ...json(voucherResponseSchema), description: 'Created' }, ...saveRefusals },
})
const updateRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/vouchers/{id}',
  operationId: 'adminSaveVoucher',
  summary: 'Changes or disables a voucher from the version the admin read; new carts follow, placed orders never (admin)',
  request: { params: idParam, query: langQuery, body: { ...json(voucherSaveBodySchema), required: true } },
  responses: { 200: { ...json(voucherResponseSchema), description: 'As saved' }, 404: refusalResponse('No such id'), ...saveRefusals },
})

export function registerAdminVouchers(app: OpenAPIHono<ApiEnv>) {
  const actor = (c: Parameters<typeof actingStaff>[0]) => ({ actorId: actingStaff(c).id, now: c.var.now() })
  app.openapi(listRoute, async (c) => {
    const { q, state } = c.req.valid('query')
    const items = await listVouchers(await c.var.db(), { q, state, now: c.var.now() })
    return c.json({ success: true as const, data: { items } }, 200)
  })
  app.openapi(choicesRoute, async (c) =>
    c.json({ success: true as const, data: await voucherChoices(await c.var.db(), requestLocale(c)) }, 200),
  )
  app.openapi(readRoute, async (c) => {
    const db = await c.var.db()
    const { id } = c.req.valid('param')
    const voucher = await getVoucher(db, id, c.var.now())
    return c.json({ success: true as const, data: { voucher, uses: await voucherUses(db, id) } }, 200)
  })
  app.openapi(createRoute, async (c) =>
    c.json({ success: true as const, data: await createVoucher(await c.var.db(), c.req.valid('json'), actor(c)) }, 201),
  )
  app.openapi(updateRoute, async (c) =>
    c.json(
      { success: true as const, data: await updateVoucher(await c.var.db(), c.req.valid('param').id, c.req.valid('json'), actor(c)) },
      200,
    ),
  )
}
