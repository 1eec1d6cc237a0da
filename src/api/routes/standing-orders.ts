/**
 * Standing orders (docs/decisions/0085): the customer's, signed in (`/{locale}/standing-orders`),
 * and one through the e-mail's signed link, without a session (`/{locale}/standing-orders/link/{token}`):
 * the link acts only on its standing order and until the cut-off of the date it names.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { requireUser } from '~/api/auth/require-user'
import { takeAttempt } from '~/api/auth/rate-limits'
import { idSchema, localeSchema } from '~/api/contract/common'
import {
  changeStandingOrderBodySchema,
  createStandingOrderBodySchema,
  standingActionBodySchema,
  standingActionSchema,
  standingLinkResponseSchema,
  standingOrderResponseSchema,
  standingOrdersResponseSchema,
} from '~/api/contract/standing-orders'
import { standingOrders, users } from '~/api/db/schema'
import { addressKey } from '~/api/http/client-address'
import type { ApiEnv } from '~/api/http/env'
import { ApiError } from '~/api/http/errors'
import { json } from '~/api/http/openapi-json'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { noSession, signedIn } from '~/api/http/openapi-security'
import { readStandingLinkToken } from '~/api/services/standing-orders/standing-links'
import {
  actOnStandingOrder,
  changeStandingOrder,
  createStandingOrder,
  listStandingOrders,
} from '~/api/services/standing-orders/standing-orders'
import { standingViews } from '~/api/services/standing-orders/standing-views'

const params = z.object({ locale: localeSchema })
const idParams = z.object({ locale: localeSchema, id: idSchema })
const tokenSchema = z.string().min(1).max(200)
const unauthenticated = { 401: refusalResponse('No session') }

const listRoute = createRoute({
  method: 'get',
  path: '/{locale}/standing-orders',
  operationId: 'listStandingOrders',
  security: signedIn,
  summary: "The customer's standing orders with their dates to come",
  request: { params },
  responses: { 200: { ...json(standingOrdersResponseSchema), description: 'The standing orders' }, ...unauthenticated },
})

const createStandingRoute = createRoute({
  method: 'post',
  path: '/{locale}/standing-orders',
  operationId: 'createStandingOrder',
  security: signedIn,
  summary:
    "Sets a standing order: an order's lines (or lines and an address), every 1, 2 or 4 weeks on the city's delivery day, paid on delivery",
  request: { params, body: { ...json(createStandingOrderBodySchema), required: true } },
  responses: {
    200: { ...json(standingOrderResponseSchema), description: 'Created' },
    400: refusalResponse('Lines not sold, an address or weekday not allowed'),
    404: refusalResponse('No such order of this customer'),
    ...unauthenticated,
  },
})

const changeRoute = createRoute({
  method: 'post',
  path: '/{locale}/standing-orders/{id}',
  operationId: 'changeStandingOrder',
  security: signedIn,
  summary: 'Changes the lines (priced again: the new total is the agreed one), the rhythm or the weekday',
  request: { params: idParams, body: { ...json(changeStandingOrderBodySchema), required: true } },
  responses: {
    200: { ...json(standingOrderResponseSchema), description: 'Changed' },
    400: refusalResponse('Lines not sold, or a weekday the city is not delivered on'),
    404: refusalResponse('No such standing order of this customer'),
    409: refusalResponse('Stopped'),
    ...unauthenticated,
  },
})

const actionRoute = createRoute({
  method: 'post',
  path: '/{locale}/standing-orders/{id}/{action}',
  operationId: 'actOnStandingOrder',
  security: signedIn,
  summary: 'Skips or confirms a date (before its cut-off), pauses, resumes or stops the standing order',
  request: {
    params: idParams.extend({ action: standingActionSchema }),
    body: { ...json(standingActionBodySchema), required: false },
  },
  responses: {
    200: { ...json(standingOrderResponseSchema), description: 'Done' },
    400: refusalResponse('No such date on the rhythm'),
    404: refusalResponse('No such standing order of this customer'),
    409: refusalResponse('After the cut-off, or not in a state that allows it'),
    ...unauthenticated,
  },
})

const linkRoute = createRoute({
  method: 'get',
  path: '/{locale}/standing-orders/link/{token}',
  operationId: 'getStandingOrderLink',
  security: noSession,
  summary: "The standing order and date an e-mail's signed link is about",
  request: { params: params.extend({ token: tokenSchema }) },
  responses: {
    200: { ...json(standingLinkResponseSchema), description: 'The standing order' },
    404: refusalResponse('Not a link the shop signed'),
    429: refusalResponse('Too many attempts'),
  },
})

const linkActionRoute = createRoute({
  method: 'post',
  path: '/{locale}/standing-orders/link/{token}/{action}',
  operationId: 'actOnStandingOrderLink',
  security: noSession,
  summary: "Skips or confirms the link's date, pauses, resumes or stops the standing order; until that date's cut-off",
  request: { params: params.extend({ token: tokenSchema, action: standingActionSchema }) },
  responses: {
    200: { ...json(standingLinkResponseSchema), description: 'Done' },
    404: refusalResponse('Not a link the shop signed'),
    409: refusalResponse('After the cut-off, or not in a state that allows it'),
    429: refusalResponse('Too many attempts'),
  },
})

const badLink = () => new ApiError(404, (locale) => m.sub_error_link({}, { locale }))

export function registerStandingOrders(app: OpenAPIHono<ApiEnv>) {
  // Registered before `/{id}/{action}`, whose pattern would take `link/{token}`.
  app.openapi(linkRoute, async (c) => {
    const { locale, token } = c.req.valid('param')
    const db = await c.var.db()
    await takeAttempt(db, [['registrationLinkAddress', addressKey(c)]])
    const link = await readStandingLinkToken(db, token)
    if (!link) throw badLink()
    return c.json({ success: true as const, data: await linkView(db, link, locale, c.var.now()) }, 200)
  })

  app.openapi(linkActionRoute, async (c) => {
    const { locale, token, action } = c.req.valid('param')
    const db = await c.var.db()
    await takeAttempt(db, [['registrationLinkAddress', addressKey(c)]])
    const link = await readStandingLinkToken(db, token)
    if (!link) throw badLink()
    const now = c.var.now()
    const view = await linkView(db, link, locale, now)
    // A date's own actions need the date still open to change; every action, resume included,
    // is refused after the date's cut-off by actOnStandingOrder itself.
    const date = view.standing_order.dates.find((candidate) => candidate.slot === link.day)
    if (!date?.can_change && (action === 'skip' || action === 'confirm'))
      throw new ApiError(409, (l) => m.sub_error_cutoff({}, { locale: l }))
    await actOnStandingOrder(db, { id: link.id, action, date: link.day, actor: { link: true }, locale, now })
    return c.json({ success: true as const, data: await linkView(db, link, locale, now) }, 200)
  })

  app.openapi(listRoute, async (c) => {
    const user = await requireUser(c)
    const { locale } = c.req.valid('param')
    return c.json({ success: true as const, data: await listStandingOrders(await c.var.db(), user.id, locale, c.var.now()) }, 200)
  })

  app.openapi(createStandingRoute, async (c) => {
    const user = await requireUser(c)
    const { locale } = c.req.valid('param')
    const data = await createStandingOrder(await c.var.db(), { customer: user, body: c.req.valid('json'), locale, now: c.var.now() })
    return c.json({ success: true as const, data }, 200)
  })

  app.openapi(changeRoute, async (c) => {
    const user = await requireUser(c)
    const { locale, id } = c.req.valid('param')
    const data = await changeStandingOrder(await c.var.db(), { userId: user.id, id, body: c.req.valid('json'), locale, now: c.var.now() })
    return c.json({ success: true as const, data }, 200)
  })

  app.openapi(actionRoute, async (c) => {
    const user = await requireUser(c)
    const { locale, id, action } = c.req.valid('param')
    const body = (await c.req.json().catch(() => ({}))) as { date?: string }
    const date = standingActionBodySchema.safeParse(body).data?.date
    const data = await actOnStandingOrder(await c.var.db(), { id, action, date, actor: { userId: user.id }, locale, now: c.var.now() })
    return c.json({ success: true as const, data }, 200)
  })
}

async function linkView(db: Awaited<ReturnType<ApiEnv['Variables']['db']>>, link: { id: number; day: string }, locale: Locale, now: Date) {
  const [view] = await standingViews(db, eq(standingOrders.id, link.id), locale, now)
  if (!view) throw badLink()
  const [owner] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .innerJoin(standingOrders, eq(standingOrders.userId, users.id))
    .where(eq(standingOrders.id, link.id))
  return { standing_order: view, date: link.day, first_name: owner?.firstName ?? '' }
}
