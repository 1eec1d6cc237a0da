/**
 * The driver at the door (docs/decisions/0087): `POST /admin/orders/{reference}/arrived` keeps when
 * they arrived (a driver: their own orders), and `GET /admin/orders/{reference}/proof.webp` gives
 * staff the delivery's signature or photo, never cached, never public. The deliver action's proof
 * goes with the order's status change (orders.ts), made ready here by `deliveryProofChange`.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import type { OrderChangeBody } from '~/api/contract/admin-orders'
import { arrivedBodySchema, arrivedResponseSchema } from '~/api/contract/delivery-proof'
import type { ApiEnv } from '~/api/http/env'
import { ApiError } from '~/api/http/errors'
import { json } from '~/api/http/openapi-json'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { mediaStore } from '~/api/media/media-store'
import { proofImageKey, recordArrival } from '~/api/services/orders/delivery-proofs'
import { storeProofImage } from '~/api/services/delivery/proof-image'
import { m } from '~/paraglide/messages.js'
import { staffRoute } from './staff-route'

const reference = z.object({ reference: z.string().min(1).max(40) })

const arrivedRoute = staffRoute(ROLES.driver, {
  method: 'post',
  path: '/admin/orders/{reference}/arrived',
  operationId: 'adminOrderArrived',
  summary: "The driver arrived at the door: kept once, at the driver's time bounded by the dispatch and now (a driver: their own orders)",
  request: { params: reference, body: { ...json(arrivedBodySchema), required: true } },
  responses: {
    200: { ...json(arrivedResponseSchema), description: 'The arrival kept (the first one sent)' },
    404: refusalResponse('No such order'),
    409: refusalResponse('The order is not out for delivery'),
  },
})

const proofImageRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/orders/{reference}/proof.webp',
  operationId: 'adminGetDeliveryProofImage',
  summary: "The delivery's proof: the recipient's signature or the driver's photo, WebP (staff, admin)",
  request: { params: reference },
  responses: {
    200: { content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The image' },
    404: refusalResponse('No such order, or no proof image'),
  },
})

/**
 * A status change's delivery part: the driver's time, and the proof's image, decoded and stored
 * only once the change has checked the order, its driver, its state and the replay key (issue 43).
 */
export function deliveryProofChange(body: OrderChangeBody) {
  if (body.action !== 'deliver') return {}
  const image = body.proof?.data
  return {
    actedAt: body.acted_at ? new Date(body.acted_at) : undefined,
    proof: {
      recipientName: body.recipient_name,
      kind: body.proof?.kind,
      storeImage: image ? () => storeProofImage(mediaStore(), image) : undefined,
    },
  }
}

export function registerAdminDeliveryProofs(app: OpenAPIHono<ApiEnv>) {
  app.openapi(arrivedRoute, async (c) => {
    const body = c.req.valid('json')
    const data = await recordArrival(await c.var.db(), {
      reference: c.req.valid('param').reference,
      actor: actingStaff(c),
      acted: body.acted_at ? new Date(body.acted_at) : undefined,
      now: c.var.now(),
    })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(proofImageRoute, async (c) => {
    const key = await proofImageKey(await c.var.db(), c.req.valid('param').reference)
    const bytes = key ? await mediaStore().read(key) : null
    if (!bytes) throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })
}
