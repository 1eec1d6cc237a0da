/**
 * The back office's vouchers (issue 17 §5): staff read them, admins create, edit and disable
 * them. Amounts are centimes; validity is a range of shop days (Africa/Casablanca), both
 * included; a voucher restricted to cities or categories applies only there
 * (docs/decisions/0034). A save carries the `version` the admin edited (409 when someone saved since).
 */
import { z } from '@hono/zod-openapi'
import { idSchema, isoDaySchema, localeSchema, successSchema } from './common'
import { lastChangeSchema } from './admin-brands-categories'

export const VOUCHER_KINDS = ['percent', 'fixed', 'free_delivery'] as const
export const voucherKindSchema = z.enum(VOUCHER_KINDS)
export type VoucherKind = z.infer<typeof voucherKindSchema>

/** A voucher's state today: usable, not yet started, past its end or used up, or disabled by an admin. */
export const VOUCHER_STATES = ['active', 'scheduled', 'expired', 'disabled'] as const
export const voucherStateSchema = z.enum(VOUCHER_STATES)
export type VoucherState = z.infer<typeof voucherStateSchema>

/** The largest amount a voucher names: 1 000 000 MAD. */
export const VOUCHER_AMOUNT_MAX = 100_000_000
export const VOUCHER_USES_MAX = 1_000_000
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/

export const voucherListQuerySchema = z.object({
  lang: localeSchema.optional(),
  q: z.string().trim().max(40).optional().openapi({ description: 'Part of the code' }),
  state: z.enum(['all', 'active', 'expired']).optional().openapi({ description: 'active: usable today; expired: past or used up' }),
})

export const adminVoucherSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: voucherKindSchema,
    /** Percent (1-100) for `percent`, centimes for `fixed`, 0 for `free_delivery`. */
    value: z.number().int(),
    min_order: z.number().int(),
    /** First and last shop day of validity, both included; null: no bound. */
    starts_on: isoDaySchema.nullable(),
    ends_on: isoDaySchema.nullable(),
    max_uses: z.number().int().nullable(),
    max_uses_per_customer: z.number().int().nullable(),
    used_count: z.number().int(),
    is_active: z.boolean(),
    state: voucherStateSchema,
    city_ids: z.array(z.number().int()),
    category_ids: z.array(z.number().int()),
    version: z.number().int(),
    updated: lastChangeSchema,
  })
  .openapi('AdminVoucher')
export type AdminVoucher = z.infer<typeof adminVoucherSchema>

/** One use of a voucher: the order it was redeemed on. */
export const voucherUseSchema = z.object({
  reference: z.string(),
  customer: z.string(),
  email: z.string(),
  at: z.string(),
  /** What the voucher took off this order (goods and delivery), in centimes. */
  discount: z.number().int(),
  total: z.number().int(),
})
export type VoucherUse = z.infer<typeof voucherUseSchema>

export const voucherListResponseSchema = successSchema(z.object({ items: z.array(adminVoucherSchema) })).openapi('AdminVoucherList')
export const voucherResponseSchema = successSchema(adminVoucherSchema).openapi('AdminVoucherResponse')
export const voucherDetailResponseSchema = successSchema(
  z.object({ voucher: adminVoucherSchema, uses: z.array(voucherUseSchema) }),
).openapi('AdminVoucherDetail')

/** What a voucher may be restricted to: the cities and categories, named in the request's language. */
export const voucherChoicesResponseSchema = successSchema(
  z.object({
    cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
).openapi('AdminVoucherChoices')

const idListSchema = z.array(idSchema).max(200)
const usesSchema = z.number().int().min(1).max(VOUCHER_USES_MAX).nullable()

/** Field rules, checked by the service so each refusal is under its field in the admin's language. */
export const voucherFieldsSchema = z.object({
  code: z.string().trim().toUpperCase().regex(VOUCHER_CODE_PATTERN),
  kind: voucherKindSchema,
  value: z.number().int().min(0).max(VOUCHER_AMOUNT_MAX),
  min_order: z.number().int().min(0).max(VOUCHER_AMOUNT_MAX),
  starts_on: isoDaySchema.nullable(),
  ends_on: isoDaySchema.nullable(),
  max_uses: usesSchema,
  max_uses_per_customer: usesSchema,
  is_active: z.boolean(),
  city_ids: idListSchema,
  category_ids: idListSchema,
})
export type VoucherFields = z.infer<typeof voucherFieldsSchema>

export const voucherSaveBodySchema = z.record(z.string(), z.unknown()).openapi('VoucherSave', {
  type: 'object',
  description:
    'code (3-32 of A-Z 0-9 _ -, stored upper case), kind (percent, fixed, free_delivery), value (percent 1-100, or centimes > 0), ' +
    'min_order (centimes), starts_on / ends_on (YYYY-MM-DD or null), max_uses / max_uses_per_customer (>= 1 or null), is_active, ' +
    'city_ids, category_ids (empty: everywhere); version as read, on a change',
})
