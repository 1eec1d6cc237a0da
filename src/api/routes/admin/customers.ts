/**
 * `/api/admin/customers...` (staff, admin): search, a customer's page, points adjustments with a
 * reason, disabling an account. Staff accounts are not customers here (404).
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { json } from '~/api/http/openapi-json'
import { staffRoute } from './staff-route'
import {
  adminCustomerResponseSchema,
  adminCustomersQuerySchema,
  adminCustomersResponseSchema,
  customerDisableBodySchema,
  customerDisableResponseSchema,
  customerIdParamSchema,
  pointsAdjustmentBodySchema,
  pointsAdjustmentResponseSchema,
} from '~/api/contract/admin-customers'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { adjustPoints, customerDetail, listCustomers, setCustomerDisabled } from '~/api/services/accounts/admin-customers'
import { recordView } from '~/api/services/shared/audit'

const lang = z.object({ lang: localeSchema.optional() })

const listRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/customers',
  operationId: 'adminListCustomers',
  summary: 'Customers, searched by name, e-mail or phone digits, newest first; deleted accounts as anonymised (staff, admin)',
  request: { query: adminCustomersQuerySchema },
  responses: { 200: { ...json(adminCustomersResponseSchema), description: 'A page of customers' } },
})
const detailRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/customers/{id}',
  operationId: 'adminGetCustomer',
  summary: "A customer's page: profile, addresses, last orders, points and their ledger (staff, admin)",
  request: { params: customerIdParamSchema, query: lang },
  responses: {
    200: { ...json(adminCustomerResponseSchema), description: 'The customer' },
    404: refusalResponse('No such customer'),
  },
})
const pointsRoute = staffRoute(
  ROLES.staff,
  {
    method: 'post',
    path: '/admin/customers/{id}/points',
    operationId: 'adminAdjustCustomerPoints',
    summary:
      'Adds or takes away points with a reason: a ledger line, the balance never below zero (staff up to the rules’ points_admin_threshold, admin)',
    request: { params: customerIdParamSchema, query: lang, body: { ...json(pointsAdjustmentBodySchema), required: true } },
    responses: {
      200: { ...json(pointsAdjustmentResponseSchema), description: 'The new balance and its ledger line' },
      400: refusalResponse('No reason, or not a non-zero whole number'),
      404: refusalResponse('No such customer'),
      409: refusalResponse('The balance would go below zero'),
    },
  },
  { stepUp: true },
)
const disableRoute = staffRoute(
  ROLES.staff,
  {
    method: 'post',
    path: '/admin/customers/{id}/disable',
    operationId: 'adminSetCustomerDisabled',
    summary: "Disables (every session ends at once) or enables a customer's account (staff, admin)",
    request: { params: customerIdParamSchema, query: lang, body: { ...json(customerDisableBodySchema), required: true } },
    responses: {
      200: { ...json(customerDisableResponseSchema), description: 'Done' },
      404: refusalResponse('No such customer'),
    },
  },
  { stepUp: true },
)

export function registerAdminCustomers(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query')
    const data = await listCustomers(await c.var.db(), { q: query.q, page: query.page }, requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(detailRoute, async (c) => {
    const db = await c.var.db()
    const id = c.req.valid('param').id
    const data = await customerDetail(db, id, requestLocale(c))
    // Reading a customer's personal data is recorded too, once a minute (docs/decisions/0062); a 404 is not.
    await recordView(db, { actorId: actingStaff(c).id, action: 'customer.view', entity: 'user', entityId: id }, c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(pointsRoute, async (c) => {
    const staff = actingStaff(c)
    const data = await adjustPoints(await c.var.db(), c.req.valid('param').id, c.req.valid('json'), { actor: staff, now: c.var.now() })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(disableRoute, async (c) => {
    const staff = actingStaff(c)
    const data = await setCustomerDisabled(await c.var.db(), c.req.valid('param').id, c.req.valid('json').disabled, {
      actorId: staff.id,
      now: c.var.now(),
    })
    return c.json({ success: true as const, data }, 200)
  })
}
