/**
 * `/api/admin/legal-identity`, `/api/admin/vat-rates…`: the shop's legal identity and the VAT
 * rate of each product, which every invoice carries (staff read, admins change), see
 * src/api/contract/admin-documents.ts and docs/decisions/0074.
 */
import type { OpenAPIHono } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import {
  legalIdentityChangeBodySchema,
  legalIdentityResponseSchema,
  productParamSchema,
  productVatRateChangeBodySchema,
  productVatRatesResponseSchema,
} from '~/api/contract/admin-documents'
import { successSchema } from '~/api/contract/common'
import { z } from '@hono/zod-openapi'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
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
}
