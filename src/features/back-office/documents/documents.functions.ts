/**
 * The back office's billing screen through the Shop API: the legal identity (admins save it from
 * the version read), the products' VAT rates, the companies' balances, their payments and the
 * month's invoices (decisions 0074, 0075). Refusals come back in the one shape (`answerOf`).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  PAYMENT_MODES,
  companyBalancesResponseSchema,
  invoiceSummarySchema,
  legalIdentityResponseSchema,
  monthlyRunResponseSchema,
  productVatRatesResponseSchema,
} from '~/api/contract/admin-documents'
import { orNull, successSchema } from '~/api/contract/common'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'
import { centimesOf } from '~/lib/money'

const text = z.string().max(300)

export const getLegalIdentityFn = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('/api/admin/legal-identity', { schema: legalIdentityResponseSchema })).data)

export const saveLegalIdentityFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(
    z.object({
      name: text,
      legal_form: text,
      address: text,
      city: text,
      ice: text,
      tax_id: text,
      trade_register: text,
      patente: text,
      cnss: text,
      capital: text,
      phone: text,
      email: text,
      rib: text,
      default_vat_rate: z.number().int(),
      delivery_vat_rate: z.number().int(),
      monthly_payment_days: z.number().int().nullable(),
      version: z.number().int(),
    }),
  )
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.request('/api/admin/legal-identity', {
        method: 'PUT',
        schema: legalIdentityResponseSchema,
        body: { ...data, rib: data.rib.trim() || null, monthly_payment_days: data.monthly_payment_days ?? -1 },
      }),
    ),
  )

export const getVatRatesFn = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('/api/admin/vat-rates', { schema: productVatRatesResponseSchema })).data)

export const saveVatRateFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ product_id: z.number().int().positive(), rate: z.number().int().nullable() }))
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.request(`/api/admin/vat-rates/${data.product_id}`, {
        method: 'PUT',
        schema: successSchema(z.object({ product_id: z.number(), rate: z.number().nullable() })),
        body: { rate: data.rate },
      }),
    ),
  )

export const getCompanyBalancesFn = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(
    async ({ context }) => (await context.upstream.get('/api/admin/company-balances', { schema: companyBalancesResponseSchema })).data,
  )

export const recordPaymentFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(
    z.object({
      user_id: z.number().int(),
      amount: z.number().nullable(),
      paid_on: z.string().max(10),
      mode: z.enum(PAYMENT_MODES),
      reference: z.string().max(80),
    }),
  )
  .handler(({ data: { user_id, amount, ...payment }, context }) =>
    answerOf(() =>
      context.upstream.request(`/api/admin/company-balances/${user_id}/payments`, {
        method: 'POST',
        schema: successSchema(z.object({ id: z.number() })),
        body: { ...payment, amount: amount === null ? 0 : centimesOf(amount) },
      }),
    ),
  )

export const runMonthlyInvoicesFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ month: z.string().max(7) }))
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.request('/api/admin/monthly-invoices', { method: 'POST', schema: monthlyRunResponseSchema, body: data }),
    ),
  )

export const getAdminOrderInvoiceFn = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ reference: z.string().min(1).max(64) }))
  .handler(
    async ({ data, context }) =>
      (
        await context.upstream.get(`/api/admin/orders/${encodeURIComponent(data.reference)}/invoice`, {
          schema: successSchema(orNull(invoiceSummarySchema)),
        })
      ).data,
  )
