/**
 * `/api/admin/customer-groups...` (staff, admin): groups and their price lists; and
 * `/api/admin/customers/{id}/company`: a customer's company, contacts and group (docs/decisions/0079).
 */
import type { OpenAPIHono } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import {
  customerCompanyBodySchema,
  customerCompanyResponseSchema,
  customerGroupBodySchema,
  customerGroupResponseSchema,
  customerGroupsResponseSchema,
  groupIdParamSchema,
} from '~/api/contract/admin-customer-groups'
import { customerIdParamSchema } from '~/api/contract/admin-customers'
import type { ApiEnv } from '~/api/http/env'
import { json } from '~/api/http/openapi-json'
import { requestLocale } from '~/api/http/locale'
import { langQuerySchema } from '~/api/contract/admin-prices'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { customerCompany, saveCustomerCompany } from '~/api/services/accounts/customer-companies'
import { listCustomerGroups, priceableItems, saveCustomerGroup } from '~/api/services/pricing/customer-groups'
import { staffRoute } from './staff-route'

const listRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/customer-groups',
  operationId: 'adminListCustomerGroups',
  summary:
    'Customer groups with their percentage, their prices and how many customers they have, and the items they may price (staff, admin)',
  request: { query: langQuerySchema },
  responses: { 200: { ...json(customerGroupsResponseSchema), description: 'The groups' } },
})
const createRoute = staffRoute(ROLES.admin, {
  method: 'post',
  path: '/admin/customer-groups',
  operationId: 'adminCreateCustomerGroup',
  summary: 'Creates a customer group with its price list (admin)',
  request: { body: { ...json(customerGroupBodySchema), required: true } },
  responses: {
    201: { ...json(customerGroupResponseSchema), description: 'The group' },
    400: refusalResponse('A name taken, an item priced twice, an unknown item'),
  },
})
const updateRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/customer-groups/{id}',
  operationId: 'adminSaveCustomerGroup',
  summary: "Replaces a group's name, percentage and price list (admin)",
  request: { params: groupIdParamSchema, body: { ...json(customerGroupBodySchema), required: true } },
  responses: {
    200: { ...json(customerGroupResponseSchema), description: 'The group' },
    400: refusalResponse('A name taken, an item priced twice, an unknown item'),
    404: refusalResponse('No such group'),
    409: conflictResponse('Saved by someone else since the version the admin edited: who, when and what changed'),
  },
})
const companyRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/customers/{id}/company',
  operationId: 'adminGetCustomerCompany',
  summary: "A customer's company, contacts and price group (staff, admin)",
  request: { params: customerIdParamSchema },
  responses: {
    200: { ...json(customerCompanyResponseSchema), description: 'The company' },
    404: refusalResponse('No such customer'),
  },
})
const saveCompanyRoute = staffRoute(ROLES.staff, {
  method: 'put',
  path: '/admin/customers/{id}/company',
  operationId: 'adminSaveCustomerCompany',
  summary: "Saves a customer's company (null: none), contacts and price group (staff, admin)",
  request: { params: customerIdParamSchema, body: { ...json(customerCompanyBodySchema), required: true } },
  responses: {
    200: { ...json(customerCompanyResponseSchema), description: 'The company' },
    400: refusalResponse('An ICE not of 15 digits, a contact without phone or e-mail, an unknown group'),
    404: refusalResponse('No such customer'),
    409: conflictResponse('Saved by someone else since the version the staff member edited: who, when and what changed'),
  },
})

export function registerAdminCustomerGroups(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const db = await c.var.db()
    const items = await listCustomerGroups(db)
    return c.json({ success: true as const, data: { items, priceable: await priceableItems(db, requestLocale(c)) } }, 200)
  })
  app.openapi(createRoute, async (c) => {
    const data = await saveCustomerGroup(await c.var.db(), null, c.req.valid('json'), { actorId: actingStaff(c).id, now: c.var.now() })
    return c.json({ success: true as const, data }, 201)
  })
  app.openapi(updateRoute, async (c) => {
    const data = await saveCustomerGroup(await c.var.db(), c.req.valid('param').id, c.req.valid('json'), {
      actorId: actingStaff(c).id,
      now: c.var.now(),
    })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(companyRoute, async (c) => {
    const data = await customerCompany(await c.var.db(), c.req.valid('param').id)
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(saveCompanyRoute, async (c) => {
    const data = await saveCustomerCompany(await c.var.db(), c.req.valid('param').id, c.req.valid('json'), {
      actorId: actingStaff(c).id,
      now: c.var.now(),
    })
    return c.json({ success: true as const, data }, 200)
  })
}
