/**
 * `/api/admin/legal-identity`, `/api/admin/vat-rates…`: the shop's legal identity and the VAT
 * rate of each product, which every invoice carries (staff read, admins change), see
 * src/api/contract/admin-documents.ts and docs/decisions/0074.
 */
import type { OpenAPIHono } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { orderReferenceSchema } from '~/api/contract/account'
import {
  companyBalancesResponseSchema,
  companyParamSchema,
  companyPaymentBodySchema,
  invoiceSummarySchema,
  legalIdentityChangeBodySchema,
  legalIdentityResponseSchema,
  monthlyRunBodySchema,
  monthlyRunResponseSchema,
  productParamSchema,
  productVatRateChangeBodySchema,
  productVatRatesResponseSchema,
  printQuerySchema,
} from '~/api/contract/admin-documents'
import { orNull, successSchema } from '~/api/contract/common'
import { z } from '@hono/zod-openapi'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { notFound } from '~/api/http/errors'
import { invoiceFileName, invoicePdf, printInvoicesPdf } from '~/api/services/documents/invoice-pdf'
import { invoiceSummary, staffInvoice } from '~/api/services/documents/invoices'
import { companyBalances, issueMonthlyInvoices, recordCompanyPayment } from '~/api/services/documents/monthly-invoices'
import { getLegalIdentity, saveLegalIdentity } from '~/api/services/documents/legal-identity'
import { listProductVatRates, setProductVatRate } from '~/api/services/documents/vat-rates'
import { staffRoute } from './staff-route'

const identityRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/legal-identity',
  operationId: 'adminGetLegalIdentity',
  summary: "The shop's legal identity and default VAT rates, as invoices carry them (staff, admin)",
  responses: { 200: { ...json(legalIdentityResponseSchema), description: 'The identity' } },
})
const identitySaveRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/legal-identity',
  operationId: 'adminSaveLegalIdentity',
  summary: "Sets the shop's legal identity from the version read (admin); invoices issued before keep theirs",
  request: { body: { ...json(legalIdentityChangeBodySchema), required: true } },
  responses: {
    200: { ...json(legalIdentityResponseSchema), description: 'The identity as saved' },
    400: refusalResponse('Each wrong field under its name'),
    409: conflictResponse('Changed since the admin read it: who, when and what'),
  },
})
const vatRatesRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/vat-rates',
  operationId: 'adminGetVatRates',
  summary: "Every product's own VAT rate (null: the shop's default) (staff, admin)",
  responses: { 200: { ...json(productVatRatesResponseSchema), description: 'The rates' } },
})
const vatRateSaveRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/vat-rates/{productId}',
  operationId: 'adminSaveVatRate',
  summary: "Sets a product's own VAT rate, or null for the default (admin)",
  request: { params: productParamSchema, body: { ...json(productVatRateChangeBodySchema), required: true } },
  responses: {
    200: { ...json(successSchema(z.object({ product_id: z.number().int(), rate: z.number().int().nullable() }))), description: 'Saved' },
    400: refusalResponse('Not a rate Morocco knows'),
    404: refusalResponse('No such product'),
  },
})

const pdfContent = { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }
const orderParams = z.object({ reference: orderReferenceSchema })
const orderInvoiceRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/orders/{reference}/invoice',
  operationId: 'adminGetOrderInvoice',
  summary: "An order's invoice (its own, or its company's monthly one), or null (staff, admin)",
  request: { params: orderParams },
  responses: { 200: { ...json(successSchema(orNull(invoiceSummarySchema))), description: 'The invoice' } },
})
const orderInvoicePdfRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/orders/{reference}/invoice.pdf',
  operationId: 'adminGetOrderInvoicePdf',
  summary: "An order's invoice as a PDF in the customer's language (Content-Disposition: facture-2026-000042.pdf) (staff, admin)",
  request: { params: orderParams },
  responses: { 200: { content: pdfContent, description: 'The PDF' }, 404: refusalResponse('No such order, or no invoice yet') },
})
const printRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/invoices/print.pdf',
  operationId: 'adminPrintInvoices',
  summary:
    'The invoices of the orders named (`?order=<id>&order=<id>…`, at most 200) as one PDF, a first page naming those without one (staff, admin)',
  request: { query: printQuerySchema },
  responses: {
    200: { content: pdfContent, description: 'The PDF' },
    400: refusalResponse('Too many orders'),
  },
})

const balancesRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/company-balances',
  operationId: 'adminGetCompanyBalances',
  summary: 'Each company paying monthly: invoiced, paid, balance owed, delivered orders not invoiced yet (staff, admin)',
  responses: { 200: { ...json(companyBalancesResponseSchema), description: 'The balances' } },
})
const paymentRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/company-balances/{userId}/payments',
  operationId: 'adminRecordCompanyPayment',
  summary: "Records a company's payment (amount, date, mode, reference) against its monthly invoices (staff, admin)",
  request: { params: companyParamSchema, body: { ...json(companyPaymentBodySchema), required: true } },
  responses: {
    201: { ...json(successSchema(z.object({ id: z.number().int() }))), description: 'Recorded' },
    400: refusalResponse('Bad payment, or not a company paying monthly'),
    404: refusalResponse('No such company'),
  },
})
const monthlyRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/monthly-invoices',
  operationId: 'adminIssueMonthlyInvoices',
  summary: "Issues a finished month's invoice for each company paying monthly, for its delivered orders not invoiced yet (staff, admin)",
  request: { body: { ...json(monthlyRunBodySchema), required: true } },
  responses: { 200: { ...json(monthlyRunResponseSchema), description: 'The invoices issued' }, 400: refusalResponse('Month not over') },
})

const pdfHeaders = (fileName: string) => ({
  'Content-Type': 'application/pdf',
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'private, no-store',
})

export function registerAdminDocuments(app: OpenAPIHono<ApiEnv>) {
  const actor = (c: Parameters<typeof actingStaff>[0]) => ({ actorId: actingStaff(c).id, now: c.var.now() })
  app.openapi(identityRoute, async (c) => c.json({ success: true as const, data: await getLegalIdentity(await c.var.db()) }, 200))
  app.openapi(identitySaveRoute, async (c) =>
    c.json({ success: true as const, data: await saveLegalIdentity(await c.var.db(), c.req.valid('json'), actor(c)) }, 200),
  )
  app.openapi(vatRatesRoute, async (c) =>
    c.json({ success: true as const, data: await listProductVatRates(await c.var.db(), requestLocale(c)) }, 200),
  )
  app.openapi(vatRateSaveRoute, async (c) => {
    const { productId } = c.req.valid('param')
    const data = await setProductVatRate(await c.var.db(), productId, c.req.valid('json').rate, actor(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(balancesRoute, async (c) => c.json({ success: true as const, data: await companyBalances(await c.var.db()) }, 200))
  app.openapi(paymentRoute, async (c) => {
    const data = await recordCompanyPayment(await c.var.db(), c.req.valid('param').userId, c.req.valid('json'), actor(c))
    return c.json({ success: true as const, data }, 201)
  })
  app.openapi(monthlyRoute, async (c) =>
    c.json({ success: true as const, data: await issueMonthlyInvoices(await c.var.db(), c.req.valid('json').month, actor(c)) }, 200),
  )
  app.openapi(orderInvoiceRoute, async (c) => {
    const invoice = await staffInvoice(await c.var.db(), c.req.valid('param').reference)
    return c.json({ success: true as const, data: invoice ? invoiceSummary(invoice) : null }, 200)
  })
  app.openapi(orderInvoicePdfRoute, async (c) => {
    const invoice = await staffInvoice(await c.var.db(), c.req.valid('param').reference)
    if (!invoice) throw notFound()
    return c.body(await invoicePdf(invoice, { userId: actingStaff(c).id }), 200, pdfHeaders(invoiceFileName(invoice)))
  })
  app.openapi(printRoute, async (c) => {
    const ids = (c.req.queries('order') ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647)
    const pdf = await printInvoicesPdf(await c.var.db(), ids, requestLocale(c), { userId: actingStaff(c).id })
    return c.body(pdf, 200, pdfHeaders(`factures-${c.var.now().toISOString().slice(0, 10)}.pdf`))
  })
}
