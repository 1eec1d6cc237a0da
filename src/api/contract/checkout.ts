/**
 * The checkout's endpoints (issue 7, docs/decisions/0014): what the steps offer for a city, the
 * priced cart with what still blocks it (in cart.ts), placing the order once, and reordering.
 * Every rule (fees, dates, vouchers, points, reminders) is enforced by the server only; the
 * browser shows what these answers say.
 */
import { z } from '@hono/zod-openapi'
import { orderReferenceSchema } from './account'
import { centimesSchema, successSchema } from './common'
import { saveCartBodySchema, serverCartSchema } from './cart'

const isoDate = z.iso.date()

/** `GET /api/{locale}/checkout/options?city_id=`: what the steps can offer in this city. */
export const checkoutOptionsSchema = z
  .object({
    city_id: z.number().int(),
    /** The smallest order the city accepts (goods only), in centimes. */
    min_order: centimesSchema,
    delivery_modes: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        fee: centimesSchema,
        /** Goods amount from which delivery is free in this city, or null. */
        free_from: centimesSchema.nullable(),
        /** Every date this mode can deliver in this city, soonest first (lead time, cut-off, weekdays, holidays applied). */
        dates: z.array(isoDate),
      }),
    ),
    payment_modes: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), online: z.boolean() })),
    /** How long after delivery the first reminder comes, and then between reminders. */
    reminder_periods: z.array(z.object({ code: z.string(), label: z.string(), days: z.number().int() })),
    /** How many reminders: a number, or null for "until I stop them". */
    reminder_frequencies: z.array(z.object({ code: z.string(), label: z.string(), times: z.number().int().nullable() })),
    points: z.object({
      /** The signed-in customer's balance (0 for a visitor). */
      balance: z.number().int(),
      /** What one point takes off the total, in centimes. */
      value: centimesSchema,
      /** Goods amount that earns one point, in centimes. */
      earn_per: centimesSchema,
      /** The share of the goods that points may pay, in percent. */
      max_share_percent: z.number().int(),
    }),
  })
  .openapi('CheckoutOptions')
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>
export const checkoutOptionsResponseSchema = successSchema(checkoutOptionsSchema).openapi('CheckoutOptionsResponse')
export const checkoutOptionsQuerySchema = z.object({ city_id: z.coerce.number().int().positive().max(2_147_483_647) })

/**
 * The fields a blocking message belongs to, so each step shows its own: step 1 has the
 * addresses, mode, date and reminder; step 2 the payment, voucher, points and comment; the
 * cart's lines (`products`) show on every step.
 */
export const CHECKOUT_FIELDS = [
  'products',
  'delivery_address_id',
  'billing_address_id',
  'delivery_mode_id',
  'delivery_date',
  'reminder_period',
  'reminder_frequency',
  'payment_mode_id',
  'voucher_code',
  'used_points',
  'comment',
  'empties_returned',
] as const
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number]
export const STEP_FIELDS: Record<1 | 2, readonly CheckoutField[]> = {
  1: [
    'delivery_address_id',
    'billing_address_id',
    'delivery_mode_id',
    'delivery_date',
    'reminder_period',
    'reminder_frequency',
    'empties_returned',
  ],
  2: ['payment_mode_id', 'voucher_code', 'used_points', 'comment'],
}

/**
 * `POST /api/{locale}/orders`, signed in, with an `Idempotency-Key` header (16 to 100 of
 * [A-Za-z0-9_-], one per confirmation): the cart as the browser has it. The same key and body
 * answer the first order again; the same key with another body is refused (409).
 */
export const placeOrderBodySchema = saveCartBodySchema.openapi('PlaceOrderBody')
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/

export const placedOrderSchema = z
  .object({
    reference: orderReferenceSchema,
    status: z.literal('placed'),
    total: centimesSchema,
    /** The jugs' deposit, paid with the order, apart from its total (docs/decisions/0083). */
    deposit: z.number().int(),
    delivery_date: isoDate,
    points_used: z.number().int(),
    points_gained: z.number().int(),
  })
  .openapi('PlacedOrder')
export type PlacedOrder = z.infer<typeof placedOrderSchema>
export const placedOrderResponseSchema = successSchema(placedOrderSchema).openapi('PlacedOrderResponse')

/** `POST /api/{locale}/orders/{reference}/reorder`: the order's lines put back in the customer's cart. */
export const reorderResponseSchema = successSchema(serverCartSchema).openapi('ReorderResponse')
