/**
 * `/api/admin/dispatch` (docs/decisions/0100): the fleet (staff read it, the admin sets vans and
 * depots), a proposal for a city's day and its apply (staff, admin). See src/api/contract/admin-dispatch.ts.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { appConfig } from '#app-config'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import {
  applyBodySchema,
  applyResponseSchema,
  depotBodySchema,
  depotResponseSchema,
  fleetResponseSchema,
  proposalQuerySchema,
  proposalResponseSchema,
  vanBodySchema,
  vanResponseSchema,
} from '~/api/contract/admin-dispatch'
import { idSchema, localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { applyDispatch } from '~/api/services/dispatch/dispatch-apply'
import { proposeDispatch } from '~/api/services/dispatch/dispatch-proposal'
import { readFleet, saveDepot, saveVan } from '~/api/services/dispatch/fleet'
import { staffRoute } from './staff-route'

const langQuery = z.object({ lang: localeSchema.optional() })
const stale = conflictResponse('Saved by someone else since it was read: who, when, and the version now')

const fleetRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/dispatch/fleet',
  operationId: 'adminDispatchFleet',
  summary: "The drivers' vans, the depots and the cities each serves (staff, admin)",
  request: { query: langQuery },
  responses: { 200: { ...json(fleetResponseSchema), description: 'The fleet' } },
})

const vanRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/dispatch/vans/{driver_id}',
  operationId: 'adminSaveVan',
  summary: "Sets a driver's van from the version the admin read (0: the driver has none yet) (admin)",
  request: { params: z.object({ driver_id: idSchema }), query: langQuery, body: { ...json(vanBodySchema), required: true } },
  responses: {
    200: { ...json(vanResponseSchema), description: 'As saved' },
    400: refusalResponse('Not an active driver, unknown city, a shift ending before it starts'),
    404: refusalResponse('No van to change'),
    409: stale,
  },
})

const newDepotRoute = staffRoute(ROLES.admin, {
  method: 'post',
  path: '/admin/dispatch/depots',
  operationId: 'adminCreateDepot',
  summary: 'Adds a depot and gives it its cities (admin)',
  request: { query: langQuery, body: { ...json(depotBodySchema), required: true } },
  responses: {
    201: { ...json(depotResponseSchema), description: 'Created' },
    400: refusalResponse('Unknown city'),
    409: refusalResponse('Another depot has this name'),
  },
})

const depotRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/dispatch/depots/{id}',
  operationId: 'adminSaveDepot',
  summary: 'Changes a depot and its cities from the version the admin read (admin)',
  request: { params: z.object({ id: idSchema }), query: langQuery, body: { ...json(depotBodySchema), required: true } },
  responses: {
    200: { ...json(depotResponseSchema), description: 'As saved' },
    400: refusalResponse('Unknown city'),
    404: refusalResponse('No such depot'),
    409: stale,
  },
})

const proposalRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/dispatch/proposal',
  operationId: 'adminDispatchProposal',
  summary: "A city's confirmed orders of a day split among its vans, each round ordered; nothing saved (staff, admin)",
  request: { query: proposalQuerySchema },
  responses: { 200: { ...json(proposalResponseSchema), description: 'The proposal' }, 404: refusalResponse('No such city') },
})

const applyRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/dispatch/apply',
  operationId: 'adminApplyDispatch',
  summary: "Saves each driver's round of a city's day, over the board the proposal was made from (staff, admin)",
  request: { query: langQuery, body: { ...json(applyBodySchema), required: true } },
  responses: {
    200: { ...json(applyResponseSchema), description: 'Applied' },
    400: refusalResponse('An order twice, one not confirmed for that day and city, or not an active driver'),
    404: refusalResponse('No such city'),
    409: stale,
  },
})

export function registerAdminDispatch(app: OpenAPIHono<ApiEnv>) {
  app.openapi(fleetRoute, async (c) => c.json({ success: true as const, data: await readFleet(await c.var.db(), requestLocale(c)) }, 200))
  app.openapi(vanRoute, async (c) => {
    const data = await saveVan(await c.var.db(), c.req.valid('param').driver_id, c.req.valid('json'), actingStaff(c).id, c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(newDepotRoute, async (c) => {
    const data = await saveDepot(await c.var.db(), null, c.req.valid('json'), actingStaff(c).id, c.var.now())
    return c.json({ success: true as const, data }, 201)
  })
  app.openapi(depotRoute, async (c) => {
    const data = await saveDepot(await c.var.db(), c.req.valid('param').id, c.req.valid('json'), actingStaff(c).id, c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(proposalRoute, async (c) => {
    const data = await proposeDispatch(await c.var.db(), c.req.valid('query'), requestLocale(c), { depot: appConfig().DELIVERY_DEPOT })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(applyRoute, async (c) => {
    const data = await applyDispatch(await c.var.db(), c.req.valid('json'), actingStaff(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
}
