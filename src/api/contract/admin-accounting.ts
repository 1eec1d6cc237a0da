/**
 * The accountant's exports (issue 35 §6, docs/decisions/0082): for a period (from–to, the shop's
 * days, both included), the credit notes and the payments as CSV or Excel, and the period's figures.
 */
import { z } from '@hono/zod-openapi'
import { centimesSchema, isoDaySchema, localeSchema, successSchema } from './common'

export const ACCOUNTING_EXPORTS = ['invoices', 'credit_notes', 'payments'] as const

/** Without `from` / `to`: this month up to today (the shop's days). */
export const accountingPeriodSchema = z.object({
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  lang: localeSchema.optional(),
})

/** By default the invoices, as CSV, of this month up to today. */
export const accountingExportQuerySchema = accountingPeriodSchema.extend({
  kind: z.enum(ACCOUNTING_EXPORTS).default('invoices'),
  format: z.enum(['csv', 'xlsx']).default('csv'),
})

const documentFigures = z.object({ count: z.number().int(), ht: centimesSchema, vat: centimesSchema, ttc: centimesSchema })

export const accountingSummarySchema = z
  .object({
    from: z.string(),
    to: z.string(),
    invoices: documentFigures,
    credit_notes: documentFigures,
    /** Collected on delivery, refunds paid back, companies' payments of monthly invoices. */
    payments: z.object({ collected: centimesSchema, refunded: centimesSchema, monthly: centimesSchema }),
  })
  .openapi('AccountingSummary')
export type AccountingSummary = z.infer<typeof accountingSummarySchema>
export const accountingSummaryResponseSchema = successSchema(accountingSummarySchema)
