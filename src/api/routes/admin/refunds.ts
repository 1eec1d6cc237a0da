/**
 * `/api/admin/orders/{reference}/refunds` and `/api/admin/credit-notes/{reference}/pdf`: refunds
 * after delivery and their credit notes (issue 35 §2, docs/decisions/0082), staff and admins.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { orderRefundsResponseSchema, refundBodySchema, refundResponseSchema } from '~/api/contract/admin-refunds'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { json } from '~/api/http/openapi-json'
import { requestLocale } from '~/api/http/locale'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { creditNotePdf, pdfAnswer } from '~/api/services/refunds/credit-note-pdf'
import { orderRefunds } from '~/api/services/refunds/refund-views'
import { issueRefund } from '~/api/services/refunds/refunds'
import { staffRoute } from './staff-route'
import { assertRecentlyVerified } from '~/api/auth/step-up'

const reference = z.object({ reference: z.string().min(1).max(40) })
const lang = z.object({ lang: localeSchema.optional() })

const refundsRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/orders/{reference}/refunds',
  operationId: 'adminGetOrderRefunds',
  summary: 'What an order may still give back (lines, fee, amount left) and its credit notes (staff, admin)',
  request: { params: reference, query: lang },
  responses: {
    200: { ...json(orderRefundsResponseSchema), description: 'The refunds' },
    404: refusalResponse('No such order'),
  },
})

const refundRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/orders/{reference}/refunds',
  operationId: 'adminRefundOrder',
  summary:
    'Refunds lines, the delivery fee or an amount of a delivered order with a reason, once per idempotency key: issues a credit note, moves the points (staff, admin)',
  request: { params: reference, query: lang, body: { ...json(refundBodySchema), required: true } },
  responses: {
    200: { ...json(refundResponseSchema), description: 'The credit note (replayed: this key refunded already)' },
    400: refusalResponse('Nothing to refund, more than was paid or than is left on a line, a cash refund without its driver'),
    404: refusalResponse('No such order'),
    409: refusalResponse('Not delivered, or the delivery fee was refunded already'),
  },
})

const pdfRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/credit-notes/{reference}/pdf',
  operationId: 'adminGetCreditNotePdf',
  summary: "A credit note as a PDF, in the customer's language (staff, admin)",
  request: { params: reference },
  responses: {
    200: { content: { 'application/pdf': { schema: z.string() } }, description: 'The PDF (Content-Disposition: attachment)' },
    404: refusalResponse('No such credit note'),
  },
})

export function registerAdminRefunds(app: OpenAPIHono<ApiEnv>) {
  app.openapi(refundsRoute, async (c) => {
    const data = await orderRefunds(await c.var.db(), c.req.valid('param').reference, requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(refundRoute, async (c) => {
    // Paid in points, a refund moves points as an adjustment does: a recent password or code (0061).
    if (c.req.valid('json').method === 'points') assertRecentlyVerified(actingStaff(c))
    const data = await issueRefund(await c.var.db(), {
      reference: c.req.valid('param').reference,
      body: c.req.valid('json'),
      actor: actingStaff(c),
      now: c.var.now(),
    })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(pdfRoute, async (c) => {
    const file = await creditNotePdf(await c.var.db(), {
      reference: c.req.valid('param').reference,
      requester: { userId: actingStaff(c).id },
    })
    return pdfAnswer(file)
  })
}
