/**
 * The shop's legal documents in the back office (issue 35 §3, §8; docs/decisions/0074, 0075):
 * the legal identity every invoice carries (one row, admins change it from the version read), the
 * VAT rate of each product (prices are TTC), the monthly invoices of companies that pay at the end
 * of the month, their balances and the payments recorded against them. Money is integer centimes.
 */
import { z } from '@hono/zod-openapi'
import { centimesSchema, isoDaySchema, successSchema, versionSchema } from './common'

/** The VAT rates the CGI knows (article 99), in percent; the database holds the same list. */
export const VAT_RATE_CHOICES = [0, 7, 10, 14, 20] as const
export const vatRateSchema = z
  .number()
  .int()
  .refine((rate) => (VAT_RATE_CHOICES as readonly number[]).includes(rate))
  .openapi({ description: 'VAT rate in percent: 0, 7, 10, 14 or 20' })

const line = (max: number) => z.string().trim().max(max)

export const legalIdentityFieldsSchema = z.object({
  name: line(160).min(1),
  legal_form: line(60),
  address: line(300).min(1),
  city: line(80).min(1),
  ice: z
    .string()
    .trim()
    .regex(/^\d{15}$/),
  tax_id: line(40).min(1),
  trade_register: line(80).min(1),
  patente: line(40),
  cnss: line(40),
  capital: line(60),
  phone: line(40),
  email: z.union([z.literal(''), z.string().trim().email().max(200)]),
  rib: line(40).nullable(),
  default_vat_rate: vatRateSchema,
  delivery_vat_rate: vatRateSchema,
  monthly_payment_days: z.number().int().min(0).max(120),
})
export type LegalIdentityFields = z.infer<typeof legalIdentityFieldsSchema>

export const legalIdentitySchema = legalIdentityFieldsSchema
  .extend({
    /** Every field the law asks for is filled: invoices may be issued. */
    complete: z.boolean(),
    version: z.number().int(),
  })
  .openapi('LegalIdentity')
export type LegalIdentity = z.infer<typeof legalIdentitySchema>

export const legalIdentityChangeSchema = legalIdentityFieldsSchema.extend({ version: versionSchema })
export const legalIdentityChangeBodySchema = legalIdentityChangeSchema.openapi('LegalIdentityChange')
export const legalIdentityResponseSchema = successSchema(legalIdentitySchema)

export const productVatRateSchema = z
  .object({
    product_id: z.number().int(),
    name: z.string(),
    reference: z.string(),
    /** Its own rate, or null: the shop's default applies. */
    rate: z.number().int().nullable(),
  })
  .openapi('ProductVatRate')
export type ProductVatRate = z.infer<typeof productVatRateSchema>
export const productVatRatesResponseSchema = successSchema(
  z.object({ default_rate: z.number().int(), products: z.array(productVatRateSchema) }),
)
export const productVatRateChangeBodySchema = z.object({ rate: vatRateSchema.nullable() }).openapi('ProductVatRateChange')
export const productParamSchema = z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647) })

/** A company that pays at the end of the month, with what it owes. */
export const companyBalanceSchema = z
  .object({
    user_id: z.number().int(),
    name: z.string(),
    ice: z.string().nullable(),
    invoiced: centimesSchema,
    paid: centimesSchema,
    /** Invoiced minus paid: negative when it paid ahead. */
    balance: z.number().int(),
    /** Delivered orders not yet on an invoice. */
    orders_to_invoice: z.number().int(),
  })
  .openapi('CompanyBalance')
export type CompanyBalance = z.infer<typeof companyBalanceSchema>
export const companyBalancesResponseSchema = successSchema(z.array(companyBalanceSchema))

export const PAYMENT_MODES = ['cash', 'cheque', 'transfer', 'card'] as const
export const companyPaymentBodySchema = z
  .object({
    amount: z.number().int().positive().max(100_000_000),
    paid_on: isoDaySchema,
    mode: z.enum(PAYMENT_MODES),
    reference: line(80).default(''),
  })
  .openapi('CompanyPayment')
export const companyParamSchema = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) })

export const monthlyRunBodySchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) }).openapi('MonthlyInvoiceRun')
export const monthlyRunResponseSchema = successSchema(
  z.object({ month: z.string(), issued: z.array(z.object({ user_id: z.number().int(), reference: z.string(), total: centimesSchema })) }),
)

/** The invoice of an order, as its pages show it. */
export const invoiceSummarySchema = z
  .object({ reference: z.string(), issued_at: z.string(), total: centimesSchema, kind: z.enum(['order', 'monthly']) })
  .openapi('InvoiceSummary')
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>

/** The orders whose invoices are printed together: `?order=12&order=13…` (ids). */
export const PRINT_LIMIT = 200
export const printQuerySchema = z.object({ order: z.union([z.string(), z.array(z.string())]).optional() })
