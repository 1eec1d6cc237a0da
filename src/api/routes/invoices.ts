/**
 * `GET /api/{locale}/orders/{reference}/invoice[.pdf]`: the invoice of one of the customer's own
 * orders (another's is not found), as its page shows it and as a PDF in the invoice's language
 * (decision 0074).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { requireUser } from '~/api/auth/require-user'
import { orderReferenceSchema } from '~/api/contract/account'
import { invoiceSummarySchema } from '~/api/contract/admin-documents'
import { localeSchema, orNull, successSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { notFound } from '~/api/http/errors'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { signedIn } from '~/api/http/openapi-security'
import { invoiceFileName, invoicePdf } from '~/api/services/documents/invoice-pdf'
import { customerInvoice, invoiceSummary } from '~/api/services/documents/invoices'

const params = z.object({ locale: localeSchema, reference: orderReferenceSchema })

const invoiceRoute = createRoute({
  method: 'get',
  path: '/{locale}/orders/{reference}/invoice',
  operationId: 'getOrderInvoice',
  security: signedIn,
  summary: "The invoice of one of the customer's orders, or null (not delivered yet, or on the company's monthly invoice)",
  request: { params },
  responses: {
    200: { content: { 'application/json': { schema: successSchema(orNull(invoiceSummarySchema)) } }, description: 'The invoice' },
    401: refusalResponse('No session'),
  },
})

const pdfRoute = createRoute({
  method: 'get',
  path: '/{locale}/orders/{reference}/invoice.pdf',
  operationId: 'getOrderInvoicePdf',
  security: signedIn,
  summary: "The invoice of one of the customer's orders as a PDF (Content-Disposition: facture-2026-000042.pdf)",
  request: { params },
  responses: {
    200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The PDF' },
    401: refusalResponse('No session'),
    404: refusalResponse('No such order of this customer, or no invoice yet'),
  },
})

export function registerInvoices(app: OpenAPIHono<ApiEnv>) {
  app.openapi(invoiceRoute, async (c) => {
    const user = await requireUser(c)
    const invoice = await customerInvoice(await c.var.db(), user.id, c.req.valid('param').reference)
    return c.json({ success: true as const, data: invoice ? invoiceSummary(invoice) : null }, 200)
  })
  app.openapi(pdfRoute, async (c) => {
    const user = await requireUser(c)
    const invoice = await customerInvoice(await c.var.db(), user.id, c.req.valid('param').reference)
    if (!invoice) throw notFound()
    return c.body(await invoicePdf(invoice, { userId: user.id }), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(invoice)}"`,
      'Cache-Control': 'private, no-store',
    })
  })
}
