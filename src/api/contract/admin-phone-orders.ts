/**
 * Orders taken by phone (issue 35, docs/decisions/0078): staff price an order for a customer (the
 * city's prices and the customer's group's), then place it under the checkout's rules, once per
 * Idempotency-Key. The customer is an existing one (`customer_id`) or a new one with an address.
 */
import { z } from '@hono/zod-openapi'
import { saveCartBodySchema, serverCartSchema } from './cart'
import { checkoutOptionsSchema, placedOrderSchema } from './checkout'
import { centimesSchema, successSchema } from './common'

export const newPhoneCustomerSchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().max(100).default(''),
  phone: z.string().trim().min(6).max(40),
  /** Optional: a customer known by phone only gets no e-mail (docs/decisions/0078). */
  email: z.email().max(254).nullable().optional(),
  locale: z.enum(['fr', 'ar']).default('fr'),
  /** The address form's fields; its rules (address-input.ts) are checked by the service, in the staff member's language. */
  address: z.object({
    label: z.string().max(200).optional(),
    recipient_name: z.string().max(200),
    phone: z.string().max(40),
    city_id: z.number().int(),
    line1: z.string().max(400),
    line2: z.string().max(400).optional(),
    district: z.string().max(200).optional(),
    postal_code: z.string().max(20).optional(),
    latitude: z.number().nullable().optional(),
    longitude: z.number().nullable().optional(),
  }),
})

export const phoneOrderBodySchema = saveCartBodySchema
  .pick({
    products: true,
    city_id: true,
    delivery_address_id: true,
    delivery_mode_id: true,
    payment_mode_id: true,
    delivery_date: true,
    comment: true,
    voucher_code: true,
    empties_returned: true,
  })
  .extend({
    customer_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    new_customer: newPhoneCustomerSchema.nullable().optional(),
  })
  .openapi('PhoneOrderBody')
export type PhoneOrderBody = z.infer<typeof phoneOrderBodySchema>

/** The preview: the priced order (lines, totals, what still blocks it) for that customer. */
export const phoneOrderPreviewResponseSchema = successSchema(serverCartSchema).openapi('PhoneOrderPreviewResponse')
export const phoneOrderPlacedResponseSchema = successSchema(placedOrderSchema.extend({ customer_id: z.number().int() })).openapi(
  'PhoneOrderPlacedResponse',
)

/** What staff may sell in a city, at the customer's prices, and the city's checkout options (modes, dates, payments). */
export const phoneOrderOfferQuerySchema = z.object({
  lang: z.enum(['fr', 'ar']).optional(),
  /** Without it: the city of the customer's default address (else of their first, else their account's, else the shop's default city). */
  city_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  customer_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
})
export const phoneOrderItemSchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  name: z.string(),
  reference: z.string(),
  price: centimesSchema,
})
export type PhoneOrderItem = z.infer<typeof phoneOrderItemSchema>
export const phoneOrderOfferSchema = z.object({
  items: z.array(phoneOrderItemSchema),
  options: checkoutOptionsSchema,
  /** The customer's addresses, to deliver to one of them (the order's city is the address's). */
  addresses: z.array(z.object({ id: z.number().int(), text: z.string(), city_id: z.number().int() })),
})
export type PhoneOrderOffer = z.infer<typeof phoneOrderOfferSchema>
export const phoneOrderOfferResponseSchema = successSchema(phoneOrderOfferSchema).openapi('PhoneOrderOfferResponse')
