import { z } from '@hono/zod-openapi'
import { centimesSchema, imageSchema, orNull, rowIdSchema, successSchema } from './common'
import type { CartChoiceField } from './cart-rules'

const id = rowIdSchema
const optionalId = id.nullable().optional()
/**
 * Where a visitor's cart reference travels when the cart is read: a header (lower case, as Hono
 * validates headers), never the URL's query, which proxies and access logs keep.
 */
export const CART_REFERENCE_HEADER = 'x-cart-reference'

/** The largest revision `carts.revision` (a PostgreSQL integer) holds: a larger one failed the save with a 500. */
const INTEGER_MAX = 2_147_483_647
/** The most empty jugs one order may announce (the field's limit; the jug account limits it further). */
export const EMPTIES_MAX = 999
/** The unguessable reference the server gives a cart (a visitor's browser keeps it). */
export const cartReferenceSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)

/**
 * The body of `save-cart` and `validate-cart`. Prices, totals or discounts sent by the
 * client are not part of it: they are dropped, the server computes everything.
 */
export const cartLineInputSchema = z.object({
  product_id: id,
  quantity: z.number().int().min(1).max(999),
  attributes: z.record(z.string().max(40), z.object({ id })).optional(),
  product_attribute_id: optionalId,
})

export const saveCartBodySchema = z
  .object({
    products: z.array(cartLineInputSchema).max(100),
    city_id: id,
    delivery_address_id: optionalId,
    billing_address_id: optionalId,
    payment_mode_id: optionalId,
    delivery_mode_id: optionalId,
    delivery_date: z.iso.date().nullable().optional(),
    reminder_period: z.string().max(40).nullable().optional(),
    reminder_frequency: z.string().max(40).nullable().optional(),
    comment: z.string().max(1000).nullable().optional(),
    voucher_code: z.string().max(40).nullable().optional(),
    used_points: z.number().int().min(0).max(1_000_000).nullable().optional(),
    /** Empty jugs the customer will hand back with the order (docs/decisions/0083). */
    empties_returned: z.number().int().min(0).max(EMPTIES_MAX).nullable().optional(),
    /** The browser's cart (guests): an unguessable reference the server gave. */
    reference: cartReferenceSchema.nullable().optional(),
    /** Increases with every save of this browser: an older save arriving late is refused. */
    revision: z.number().int().min(0).max(INTEGER_MAX).optional(),
    /**
     * The revision of the server's cart this browser's cart was built on, and the page that
     * saves (a random id per page load): when another page saved since that revision, the save
     * is stale (409) and the browser merges its change into the newer cart (docs/decisions/0019).
     */
    base_revision: z.number().int().min(0).max(INTEGER_MAX).optional(),
    writer: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  })
  .openapi('SaveCartBody')
export type SaveCartBody = z.infer<typeof saveCartBodySchema>

export const cartDetailSchema = z.object({
  product_id: z.number().int(),
  product_attribute_id: z.number().int().nullable(),
  quantity: z.number().int(),
  available: z.boolean(),
  /** False when the stock left cannot cover the quantity: the line stops the order (a `products` message says how many are left). */
  in_stock: z.boolean(),
  prices: z.object({ price: centimesSchema, total: centimesSchema }),
  product: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    reference: z.string(),
    attributes_label: z.string(),
    image: imageSchema,
  }),
})
export type CartDetail = z.infer<typeof cartDetailSchema>

/**
 * The checkout choices the server kept (an address that is not the customer's or an unknown
 * mode is dropped to null), so another device of the customer takes them with the lines.
 */
export const cartChoicesSchema = z
  .object({
    // Every field of CART_CHOICE_FIELDS, and no other (`satisfies` below).
    delivery_address_id: z.number().int().nullable(),
    billing_address_id: z.number().int().nullable(),
    payment_mode_id: z.number().int().nullable(),
    delivery_mode_id: z.number().int().nullable(),
    delivery_date: z.string().nullable(),
    reminder_period: z.string().nullable(),
    reminder_frequency: z.string().nullable(),
    comment: z.string(),
    voucher_code: z.string().nullable(),
    used_points: z.number().int(),
    empties_returned: z.number().int(),
  } satisfies Record<CartChoiceField, z.ZodType>)
  .openapi('CartChoices')
export type CartChoices = z.infer<typeof cartChoicesSchema>

export const serverCartSchema = z
  .object({
    reference: z.string(),
    revision: z.number().int(),
    city_id: z.number().int(),
    cart_details: z.array(cartDetailSchema),
    totals: z.object({
      items: z.number().int(),
      /** Goods, in the city's prices. */
      subtotal: centimesSchema,
      /** For the chosen delivery mode (0 when free, or none chosen yet). */
      delivery_fee: centimesSchema,
      /** The voucher's discount (a free-delivery voucher shows here as the fee it removes). */
      discount: centimesSchema,
      /** The points actually used (never more than the balance or the allowed share). */
      used_points: z.number().int(),
      /** What those points take off. */
      points_discount: centimesSchema,
      /** subtotal + delivery_fee - discount - points_discount, never below 0. */
      total: centimesSchema,
      /** The customer's points balance before this cart. */
      points: z.number().int(),
      /** Points this cart will earn. */
      gained_points: z.number().int(),
      /** The balance once this cart is delivered. */
      cumulated_points: z.number().int(),
      min_order: centimesSchema,
      /** Returnable units in the cart: jugs lent (docs/decisions/0083). */
      returnable_jugs: z.number().int(),
      /** Jugs the customer holds now (their jug account), and the most empties they can hand back. */
      jugs_held: z.number().int(),
      max_empties: z.number().int(),
      /** Jugs that pay their deposit, and the deposit: apart from the goods, never discounted, not revenue. */
      deposit_jugs: z.number().int(),
      deposit: centimesSchema,
      /** What the customer pays: total + deposit. */
      to_pay: centimesSchema,
    }),
    /** The voucher the server accepted, or null (a refused code comes back as a message). */
    voucher: z.object({ code: z.string(), kind: z.enum(['percent', 'fixed', 'free_delivery']) }).nullable(),
    /**
     * What stops the order for now, in the request's language, each with the field it belongs
     * to (checkout.ts CHECKOUT_FIELDS) so the step where it can be fixed shows it. save-cart
     * reports wrong values only; validate-cart also reports what is still missing.
     */
    messages: z.array(z.object({ code: z.string(), field: z.string(), message: z.string() })),
    choices: cartChoicesSchema,
  })
  .openapi('ServerCart')
export type ServerCart = z.infer<typeof serverCartSchema>

export const saveCartResponseSchema = successSchema(serverCartSchema).openapi('SaveCartResponse')

/** `GET /api/{locale}/cart`: the customer's cart (or a visitor's, by reference) as stored, or null when there is none. */
export const readCartResponseSchema = successSchema(orNull(serverCartSchema)).openapi('ReadCartResponse')
