/**
 * The customer's credit notes (issue 35 §2, docs/decisions/0082): those of one of their orders,
 * and each as a PDF. Another customer's order or credit note answers 404.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { requireUser } from '~/api/auth/require-user'
import { orderReferenceSchema } from '~/api/contract/account'
import { customerCreditNotesResponseSchema } from '~/api/contract/admin-refunds'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { signedIn } from '~/api/http/openapi-security'
import { creditNotePdf, pdfAnswer } from '~/api/services/refunds/credit-note-pdf'
import { customerCreditNotes } from '~/api/services/refunds/refund-views'

const params = z.object({ locale: localeSchema })
const unauthenticated = { 401: refusalResponse('No session') }

const listRoute = createRoute({
  method: 'get',
  path: '/{locale}/orders/{reference}/credit-notes',
  operationId: 'getOrderCreditNotes',
  security: signedIn,
  summary: "The credit notes of one of the customer's orders, oldest first",
  request: { params: params.extend({ reference: orderReferenceSchema }) },
  responses: {
    200: { content: { 'application/json': { schema: customerCreditNotesResponseSchema } }, description: 'The credit notes' },
    404: refusalResponse('No such order of this customer'),
    ...unauthenticated,
  },
})

const pdfRoute = createRoute({
  method: 'get',
  path: '/{locale}/credit-notes/{reference}/pdf',
  operationId: 'getCreditNotePdf',
  security: signedIn,
  summary: "One of the customer's credit notes as a PDF, in the order's language",
  request: { params: params.extend({ reference: z.string().min(1).max(40) }) },
  responses: {
    200: { content: { 'application/pdf': { schema: z.string() } }, description: 'The PDF (Content-Disposition: attachment)' },
    404: refusalResponse('No such credit note of this customer'),
    ...unauthenticated,
  },
})

export function registerCreditNotes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const user = await requireUser(c)
    const { locale, reference } = c.req.valid('param')
    return c.json({ success: true as const, data: await customerCreditNotes(await c.var.db(), user.id, reference, locale) }, 200)
  })
  app.openapi(pdfRoute, async (c) => {
    const user = await requireUser(c)
    const file = await creditNotePdf(await c.var.db(), {
      reference: c.req.valid('param').reference,
      userId: user.id,
      requester: { userId: user.id },
    })
    return pdfAnswer(file)
  })
}
