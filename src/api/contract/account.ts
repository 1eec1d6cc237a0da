/**
 * The account area's endpoints (docs/decisions/0012): the customer's orders, profile and privacy
 * (export and deletion). Every one answers only the signed-in customer's own data.
 */
import { z } from '@hono/zod-openapi'
import { deliveredToSchema } from './delivery-proof'
import { m } from '~/paraglide/messages.js'
import { centimesSchema, localeSchema, successSchema } from './common'
import { orderStatusSchema } from './order-status'
import { normalizeMoroccanPhone } from '~/lib/phone'

/** Orders are named by their reference in URLs (`MS-…`), never by their sequential id. */
export const orderReferenceSchema = z.string().min(1).max(64)

export const ORDERS_PER_PAGE = 10

export const orderSummarySchema = z
  .object({
    reference: z.string(),
    status: orderStatusSchema,
    placed_at: z.string().openapi({ description: 'ISO 8601' }),
    items: z.number().int().nonnegative(),
    total: centimesSchema,
  })
  .openapi('OrderSummary')
export type OrderSummary = z.infer<typeof orderSummarySchema>

export const ordersQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() })

export const ordersPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
})
export type OrdersPage = z.infer<typeof ordersPageSchema>
export const ordersResponseSchema = successSchema(ordersPageSchema).openapi('OrdersResponse')

export const addressSnapshotSchema = z
  .object({
    recipientName: z.string().optional(),
    phone: z.string().nullable().optional(),
    line1: z.string().optional(),
    line2: z.string().optional(),
    district: z.string().optional(),
    postalCode: z.string().optional(),
    city: z.string().optional(),
  })
  .openapi('AddressSnapshot')

/** A reorder reminder still running (issue 7): the customer can stop it from the order page. */
export const orderReminderSchema = z
  .object({
    id: z.number().int(),
    period_days: z.number().int().positive(),
    /** Reminders still to come, or null: until the customer stops them. */
    remaining: z.number().int().nonnegative().nullable(),
    sent: z.number().int().nonnegative(),
    next_at: z.string().openapi({ description: 'ISO 8601' }),
  })
  .openapi('OrderReminder')
export type OrderReminder = z.infer<typeof orderReminderSchema>

/** `POST /api/{locale}/reminders/{id}/stop`: the customer's own reminder, switched off (again is fine). */
export const stopReminderResponseSchema = successSchema(z.object({ stopped: z.literal(true) })).openapi('StopReminderResponse')

export const orderDetailSchema = orderSummarySchema
  .extend({
    lines: z.array(
      z.object({
        name: z.string(),
        reference: z.string(),
        attributes: z.string(),
        unit_price: centimesSchema,
        quantity: z.number().int().positive(),
        total: centimesSchema,
        /** The deposit per unit of a returnable line, apart from the price (docs/decisions/0083); absent when not returnable. */
        unit_deposit: centimesSchema.optional(),
      }),
    ),
    subtotal: centimesSchema,
    delivery_fee: centimesSchema,
    discount: centimesSchema,
    points_used: z.number().int().nonnegative(),
    points_discount: centimesSchema,
    points_gained: z.number().int().nonnegative(),
    /** Jugs lent with the order, empties announced, and the deposit (charged > 0): paid with the order, apart from its total. */
    jugs: z.number().int().nonnegative(),
    empties_announced: z.number().int().nonnegative(),
    deposit: z.number().int(),
    city: z.string(),
    delivery_address: addressSnapshotSchema,
    delivery_mode: z.string(),
    delivery_date: z.string(),
    payment_mode: z.string(),
    comment: z.string(),
    /** The order's reminders still running. */
    reminders: z.array(orderReminderSchema),
    /** What happened to the order, oldest first: placed, each status change, each failed delivery attempt. */
    timeline: z.array(
      z.object({
        status: orderStatusSchema,
        at: z.string().openapi({ description: 'ISO 8601' }),
        /** A cancellation's or a failed attempt's reason. */
        reason: z.string().nullable(),
        /** A failed attempt's new delivery date. */
        new_delivery_date: z.string().nullable(),
      }),
    ),
    /** Delivered: when, and to whom when the driver took a name (decision 0087). */
    delivered_to: deliveredToSchema.nullable(),
  })
  .openapi('OrderDetail')
export type OrderDetail = z.infer<typeof orderDetailSchema>
export const orderResponseSchema = successSchema(orderDetailSchema).openapi('OrderResponse')

// ─── Account home ───────────────────────────────────────────────────────────

export const accountSummarySchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    points: z.number().int().nonnegative(),
    orders_count: z.number().int().nonnegative(),
    last_orders: z.array(orderSummarySchema),
    default_address: z
      .object({
        label: z.string(),
        recipient_name: z.string(),
        phone: z.string(),
        line1: z.string(),
        line2: z.string(),
        district: z.string(),
        postal_code: z.string(),
        city: z.string(),
      })
      .nullable(),
  })
  .openapi('AccountSummary')
export type AccountSummary = z.infer<typeof accountSummarySchema>
export const accountSummaryResponseSchema = successSchema(accountSummarySchema).openapi('AccountSummaryResponse')

// ─── Profile ────────────────────────────────────────────────────────────────

export const profileSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    locale: localeSchema,
    city_id: z.number().int().nullable(),
    points: z.number().int().nonnegative(),
    /** False for an account that signs in only through an outside provider. */
    has_password: z.boolean(),
    /** A new address asked for and not confirmed yet: the e-mail stays `email` until its link is opened (decision 0059). */
    pending_email: z.string().nullable(),
    /** The company the customer's invoices name, and its ICE (docs/decisions/0079); null: none. */
    company_name: z.string().nullable(),
    company_ice: z.string().nullable(),
  })
  .openapi('Profile')
export type Profile = z.infer<typeof profileSchema>
export const profileResponseSchema = successSchema(profileSchema).openapi('ProfileResponse')

const NAME_MAX = 80

/**
 * What the profile form sends. Built per request so its messages are in the request's language;
 * the storefront's form uses the same rules (`profileFormRules`). Unknown keys are dropped.
 */
export function profileBodySchema(locale: 'fr' | 'ar') {
  // Wrong types (a number for a name, a missing field) get the shop's own message too.
  const typeError = { error: () => m.api_invalid_input({}, { locale }) }
  const name = (required: () => string) =>
    z
      .string(typeError)
      .trim()
      .min(1, { error: required })
      .max(NAME_MAX, { error: () => m.profile_error_too_long({ max: NAME_MAX }, { locale }) })
  return z.object(
    {
      first_name: name(() => m.profile_error_first_name_required({}, { locale })),
      last_name: name(() => m.profile_error_last_name_required({}, { locale })),
      email: z
        .string(typeError)
        .trim()
        .max(254, { error: () => m.profile_error_email_invalid({}, { locale }) })
        .pipe(z.email({ error: () => m.profile_error_email_invalid({}, { locale }) })),
      phone: z
        .string(typeError)
        .trim()
        .max(32, { error: () => m.profile_error_phone_invalid({}, { locale }) })
        .refine((value) => value === '' || normalizeMoroccanPhone(value) !== null, {
          error: () => m.profile_error_phone_invalid({}, { locale }),
        }),
      locale: z.enum(['fr', 'ar'], { error: () => m.profile_error_locale_invalid({}, { locale }) }),
      city_id: z.number(typeError).int(typeError).positive(typeError).max(2_147_483_647, typeError).nullable(),
      current_password: z.string(typeError).max(1024, typeError).optional(),
      /** Optional: absent leaves the company as it is; empty removes it (unless staff set a monthly payment). */
      company_name: z
        .string(typeError)
        .trim()
        .max(150, { error: () => m.profile_error_too_long({ max: 150 }, { locale }) })
        .optional(),
      company_ice: z
        .string(typeError)
        .trim()
        .refine((value) => value === '' || /^\d{15}$/.test(value), { error: () => m.phone_error_ice_digits({}, { locale }) })
        .optional(),
    },
    typeError,
  )
}
export type ProfileBody = z.infer<ReturnType<typeof profileBodySchema>>

/** The schema the OpenAPI document shows (messages in French). */
export const profileBodyDocSchema = profileBodySchema('fr').openapi('ProfileBody')

// ─── Privacy ────────────────────────────────────────────────────────────────

/** The export is a plain JSON document; its sections are described in docs/decisions/0012. */
export const privacyExportSchema = z
  .object({
    exported_at: z.string(),
    profile: z.record(z.string(), z.unknown()),
    addresses: z.array(z.record(z.string(), z.unknown())),
    orders: z.array(z.record(z.string(), z.unknown())),
    points_ledger: z.array(z.record(z.string(), z.unknown())),
    /** The jug account's rows (docs/decisions/0083). */
    jug_movements: z.array(z.record(z.string(), z.unknown())),
    satisfaction_requests: z.array(z.record(z.string(), z.unknown())),
    contact_messages: z.array(z.record(z.string(), z.unknown())),
    carts: z.array(z.record(z.string(), z.unknown())),
    reorder_reminders: z.array(z.record(z.string(), z.unknown())),
    sign_in_methods: z.array(z.object({ provider: z.string(), created_at: z.string() })),
    sessions: z.array(z.object({ created_at: z.string(), expires_at: z.string(), user_agent: z.string().nullable() })),
  })
  .openapi('PrivacyExport')
export type PrivacyExport = z.infer<typeof privacyExportSchema>

/** The word a provider-only account types to confirm its deletion, per language. */
export const deletionWord = (locale: 'fr' | 'ar') => m.privacy_delete_word({}, { locale })

export const deleteBodySchema = z
  .object({
    password: z.string().max(1024).optional(),
    confirmation: z.string().max(100).optional(),
  })
  .openapi('DeleteAccountBody')

export const deleteResponseSchema = successSchema(z.object({ deleted: z.literal(true) })).openapi('DeleteAccountResponse')
