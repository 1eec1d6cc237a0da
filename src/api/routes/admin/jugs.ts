/**
 * `/api/admin/jugs` and `/api/admin/customers/{id}/jugs...`: the jugs out per city and customer, a
 * customer's jug account, a deposit refunded and lost jugs written off (issue 36 §1,
 * docs/decisions/0084). Staff and admins.
 */
import type { OpenAPIHono } from '@hono/zod-openapi'
import { z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import {
  customerJugsResponseSchema,
  depositRefundBodySchema,
  jugActionResponseSchema,
  jugWriteOffBodySchema,
  jugsOutQuerySchema,
  jugsOutResponseSchema,
} from '~/api/contract/admin-deposits'
import { idSchema, localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { jugsOut, refundDeposit, writeOffJugs } from '~/api/services/deposits/jug-admin'
import { readJugAccount } from '~/api/services/deposits/jug-ledger'
import { activeDrivers } from '~/api/services/accounts/staff-accounts'
import { staffRoute } from './staff-route'

const params = z.object({ id: idSchema })
const lang = z.object({ lang: localeSchema.optional() })

const jugsOutRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/jugs',
  operationId: 'adminGetJugsOut',
  summary: 'Jugs out and deposits held, per city and per customer (staff, admin)',
  request: { query: jugsOutQuerySchema },
  responses: { 200: { ...json(jugsOutResponseSchema), description: 'Jugs out' }, 400: refusalResponse('Bad filter') },
})

const accountRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/customers/{id}/jugs',
  operationId: 'adminGetCustomerJugs',
  summary: "A customer's jug account and its history (staff, admin)",
  request: { params, query: lang },
  responses: { 200: { ...json(customerJugsResponseSchema), description: 'The account' } },
})

const refundRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/customers/{id}/jugs/refund',
  operationId: 'adminRefundDeposit',
  summary: "Refunds a customer's deposit (jugs handed back, money paid back), once per key (staff, admin)",
  request: { params, query: lang, body: { ...json(depositRefundBodySchema), required: true } },
  responses: {
    200: { ...json(jugActionResponseSchema), description: 'The account after it (replayed: the key was used)' },
    400: refusalResponse('More than is held, or a cash refund without its driver'),
    404: refusalResponse('No such customer'),
    409: conflictResponse('The account moved since it was read: who moved it last, when, and what it holds now'),
  },
})

const writeOffRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/customers/{id}/jugs/write-off',
  operationId: 'adminWriteOffJugs',
  summary: "Writes off a customer's lost jugs, the shop keeping their deposit (staff, admin)",
  request: { params, query: lang, body: { ...json(jugWriteOffBodySchema), required: true } },
  responses: {
    200: { ...json(jugActionResponseSchema), description: 'The account after it' },
    400: refusalResponse('More than is held'),
    404: refusalResponse('No such customer'),
    409: conflictResponse('The account moved since it was read: who moved it last, when, and what it holds now'),
  },
})

export function registerAdminJugs(app: OpenAPIHono<ApiEnv>) {
  app.openapi(jugsOutRoute, async (c) => {
    const data = await jugsOut(await c.var.db(), c.req.valid('query'), requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(accountRoute, async (c) => {
    const db = await c.var.db()
    const [account, drivers] = await Promise.all([readJugAccount(db, c.req.valid('param').id), activeDrivers(db)])
    const data = { ...account, drivers }
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(refundRoute, async (c) => {
    const data = await refundDeposit(await c.var.db(), c.req.valid('param').id, c.req.valid('json'), actingStaff(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(writeOffRoute, async (c) => {
    const data = await writeOffJugs(await c.var.db(), c.req.valid('param').id, c.req.valid('json'), actingStaff(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
}
