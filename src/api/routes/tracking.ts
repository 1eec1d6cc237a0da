/**
 * The customer's tracking page (docs/decisions/0099), through the out-for-delivery e-mail's
 * signed link, without a session: `/{locale}/tracking/{token}`. The link opens its order on its
 * delivery day only; a token the shop did not sign is a 404 (never another order), and an address
 * sending many of them is slowed (429). A good link is not counted: its page refreshes itself.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import { takeAttempt } from '~/api/auth/rate-limits'
import { localeSchema } from '~/api/contract/common'
import { trackingResponseSchema, trackingTokenSchema } from '~/api/contract/tracking'
import { orders } from '~/api/db/schema'
import { addressKey } from '~/api/http/client-address'
import type { ApiEnv } from '~/api/http/env'
import { ApiError } from '~/api/http/errors'
import { json } from '~/api/http/openapi-json'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { noSession } from '~/api/http/openapi-security'
import { readTrackingToken } from '~/api/services/tracking/tracking-links'
import { trackingView } from '~/api/services/tracking/tracking-view'
import { shopClock } from '~/lib/shop-dates'

const trackingRoute = createRoute({
  method: 'get',
  path: '/{locale}/tracking/{token}',
  operationId: 'getTracking',
  security: noSession,
  summary:
    "An order on its delivery day, through the out-for-delivery e-mail's signed link: its state, the driver's first name, the stops before it, its arrival window, when and to whom it was delivered",
  request: { params: z.object({ locale: localeSchema, token: trackingTokenSchema }) },
  responses: {
    200: { ...json(trackingResponseSchema), description: 'The order as its tracking page shows it' },
    404: refusalResponse('Not a link the shop signed'),
    410: refusalResponse('The link was for a day that has passed'),
    429: refusalResponse('Too many links that were not the shop’s'),
  },
})

const badLink = () => new ApiError(404, (locale) => m.tracking_error_link({}, { locale }))

export function registerTracking(app: OpenAPIHono<ApiEnv>) {
  app.openapi(trackingRoute, async (c) => {
    const { token } = c.req.valid('param')
    const db = await c.var.db()
    const link = await readTrackingToken(db, token)
    if (!link) {
      await takeAttempt(db, [['trackingLinkAddress', addressKey(c)]])
      throw badLink()
    }
    const now = c.var.now()
    if (shopClock(now).day > link.day) throw new ApiError(410, (locale) => m.tracking_expired({}, { locale }))
    const [order] = await db.select().from(orders).where(eq(orders.reference, link.reference))
    if (!order) throw badLink()
    return c.json({ success: true as const, data: await trackingView(db, order, link.day, now) }, 200)
  })
}
