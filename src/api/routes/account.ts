/**
 * The account area's endpoints. Each one calls `requireUser` itself (a storefront guard is only a
 * convenience) and reads or writes only the signed-in customer's rows.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { requireUser } from '~/api/auth/require-user'
import {
  accountSummaryResponseSchema,
  deleteBodySchema,
  deleteResponseSchema,
  orderReferenceSchema,
  orderResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  privacyExportSchema,
  profileBodyDocSchema,
  profileResponseSchema,
  stopReminderResponseSchema,
} from '~/api/contract/account'
import { idSchema, localeSchema } from '~/api/contract/common'
import { jugAccountResponseSchema } from '~/api/contract/jug-account'
import { readJugAccount } from '~/api/services/deposits/jug-ledger'
import type { ApiEnv } from '~/api/http/env'
import { listOrders, orderDetail } from '~/api/services/orders/orders'
import { deleteAccount, exportPersonalData } from '~/api/services/accounts/privacy'
import { accountSummary, getProfile, updateProfile } from '~/api/services/accounts/profile'
import { stopReminder } from '~/api/services/orders/reminders'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { signedIn } from '~/api/http/openapi-security'

const params = z.object({ locale: localeSchema })
const unauthenticated = { 401: refusalResponse('No session') }

const summaryRoute = createRoute({
  method: 'get',
  path: '/{locale}/account',
  operationId: 'getAccountSummary',
  security: signedIn,
  summary: "The account home: the customer's name, points, last three orders and default address",
  request: { params },
  responses: {
    200: { content: { 'application/json': { schema: accountSummaryResponseSchema } }, description: 'The summary' },
    ...unauthenticated,
  },
})

const ordersRoute = createRoute({
  method: 'get',
  path: '/{locale}/orders',
  operationId: 'listOrders',
  security: signedIn,
  summary: "The customer's orders, newest first, ten a page",
  request: { params, query: ordersQuerySchema },
  responses: {
    200: { content: { 'application/json': { schema: ordersResponseSchema } }, description: 'A page of orders' },
    400: refusalResponse('Invalid page'),
    ...unauthenticated,
  },
})

const orderRoute = createRoute({
  method: 'get',
  path: '/{locale}/orders/{reference}',
  operationId: 'getOrder',
  security: signedIn,
  summary: "One of the customer's orders, by its reference; another customer's answers 404",
  request: { params: params.extend({ reference: orderReferenceSchema }) },
  responses: {
    200: { content: { 'application/json': { schema: orderResponseSchema } }, description: 'The order' },
    404: refusalResponse('No such order of this customer'),
    ...unauthenticated,
  },
})

const jugsRoute = createRoute({
  method: 'get',
  path: '/{locale}/account/jugs',
  operationId: 'getJugAccount',
  security: signedIn,
  summary: "The customer's jug account: jugs held, the deposit the shop holds, and its history, newest first",
  request: { params },
  responses: {
    200: { content: { 'application/json': { schema: jugAccountResponseSchema } }, description: 'The jug account' },
    ...unauthenticated,
  },
})

const profileRoute = createRoute({
  method: 'get',
  path: '/{locale}/profile',
  operationId: 'getProfile',
  security: signedIn,
  summary: "The customer's profile",
  request: { params },
  responses: {
    200: { content: { 'application/json': { schema: profileResponseSchema } }, description: 'The profile' },
    ...unauthenticated,
  },
})

const updateProfileRoute = createRoute({
  method: 'put',
  path: '/{locale}/profile',
  operationId: 'updateProfile',
  security: signedIn,
  summary: 'Changes the profile; a new e-mail needs `current_password` and must be free. Other fields are ignored.',
  request: {
    params,
    // Validated by the service, so that every message is the shop's own, in the request's language;
    // documented as the service's schema, which is what a client must send.
    body: {
      content: {
        'application/json': {
          schema: z.record(z.string(), z.unknown()).openapi({ allOf: [{ $ref: '#/components/schemas/ProfileBody' }] }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: { content: { 'application/json': { schema: profileResponseSchema } }, description: 'The profile as saved' },
    400: refusalResponse('Invalid fields, wrong or missing password'),
    409: refusalResponse('E-mail already used by another account'),
    429: refusalResponse('Too many wrong passwords on this account (Retry-After)'),
    ...unauthenticated,
  },
})

const exportRoute = createRoute({
  method: 'get',
  path: '/{locale}/privacy/export',
  operationId: 'exportPersonalData',
  security: signedIn,
  summary: 'Everything the shop keeps about the customer, as a JSON file to download',
  request: { params },
  responses: {
    200: { content: { 'application/json': { schema: privacyExportSchema } }, description: 'The export (Content-Disposition: attachment)' },
    ...unauthenticated,
  },
})

const deleteRoute = createRoute({
  method: 'post',
  path: '/{locale}/privacy/delete',
  operationId: 'deleteAccount',
  security: signedIn,
  summary: "Deletes the customer's account (password, or the confirmation word for an account without one)",
  request: { params, body: { content: { 'application/json': { schema: deleteBodySchema } }, required: true } },
  responses: {
    200: { content: { 'application/json': { schema: deleteResponseSchema } }, description: 'Deleted; every session has ended' },
    400: refusalResponse('Wrong or missing confirmation'),
    429: refusalResponse('Too many wrong passwords on this account (Retry-After)'),
    ...unauthenticated,
  },
})

const stopReminderRoute = createRoute({
  method: 'post',
  path: '/{locale}/reminders/{id}/stop',
  operationId: 'stopReminder',
  security: signedIn,
  summary: "Stops one of the customer's reorder reminders (the ids are in the order's answer); another customer's answers 404",
  request: { params: params.extend({ id: idSchema }) },
  responses: {
    200: { content: { 'application/json': { schema: stopReminderResponseSchema } }, description: 'Stopped (or already stopped)' },
    400: refusalResponse('Invalid id'),
    404: refusalResponse('No such reminder of this customer'),
    ...unauthenticated,
  },
})

export function registerAccount(app: OpenAPIHono<ApiEnv>) {
  // The body schema is documented apart: validation runs in the service.
  app.openAPIRegistry.register('ProfileBody', profileBodyDocSchema)

  app.openapi(summaryRoute, async (c) => {
    const user = await requireUser(c)
    const db = await c.var.db()
    const lastOrders = await listOrders(db, user.id, 1, 3)
    return c.json({ success: true as const, data: await accountSummary(db, user, c.req.valid('param').locale, lastOrders) }, 200)
  })
  app.openapi(ordersRoute, async (c) => {
    const user = await requireUser(c)
    const page = c.req.valid('query').page ?? 1
    return c.json({ success: true as const, data: await listOrders(await c.var.db(), user.id, page) }, 200)
  })
  app.openapi(orderRoute, async (c) => {
    const user = await requireUser(c)
    const { locale, reference } = c.req.valid('param')
    return c.json({ success: true as const, data: await orderDetail(await c.var.db(), user.id, reference, locale) }, 200)
  })
  app.openapi(jugsRoute, async (c) => {
    const user = await requireUser(c)
    return c.json({ success: true as const, data: await readJugAccount(await c.var.db(), user.id) }, 200)
  })
  app.openapi(profileRoute, async (c) => {
    const user = await requireUser(c)
    return c.json({ success: true as const, data: await getProfile(await c.var.db(), user) }, 200)
  })
  app.openapi(updateProfileRoute, async (c) => {
    const user = await requireUser(c)
    const db = await c.var.db()
    await updateProfile(db, user, c.req.valid('json'), c.req.valid('param').locale)
    const saved = await requireUser(c)
    return c.json({ success: true as const, data: await getProfile(db, saved) }, 200)
  })
  app.openapi(exportRoute, async (c) => {
    const user = await requireUser(c)
    const data = await exportPersonalData(await c.var.db(), user)
    c.header('Content-Disposition', `attachment; filename="ma-source-donnees-${user.id}.json"`)
    return c.json(data, 200)
  })
  app.openapi(stopReminderRoute, async (c) => {
    const user = await requireUser(c)
    await stopReminder(await c.var.db(), user.id, c.req.valid('param').id)
    return c.json({ success: true as const, data: { stopped: true as const } }, 200)
  })
  app.openapi(deleteRoute, async (c) => {
    const user = await requireUser(c)
    await deleteAccount(await c.var.db(), user, c.req.valid('json'), c.req.valid('param').locale)
    return c.json({ success: true as const, data: { deleted: true as const } }, 200)
  })
}
