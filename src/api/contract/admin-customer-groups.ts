/**
 * Customer groups and their price lists, and company customers (issue 35, docs/decisions/0079):
 * `/api/admin/customer-groups...` and `/api/admin/customers/{id}/company`.
 */
import { z } from '@hono/zod-openapi'
import { centimesSchema, idSchema, successSchema, versionFromZeroSchema } from './common'

const optionalId = z.number().int().positive().max(2_147_483_647).nullable()

export const groupPriceSchema = z.object({
  product_id: idSchema,
  /** The pack size; null: the product's own price (a product without pack sizes). */
  variant_id: optionalId,
  /** One city; null: every city (a city's own row wins). */
  city_id: optionalId,
  price: centimesSchema,
})
export type GroupPrice = z.infer<typeof groupPriceSchema>

export const customerGroupBodySchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    /** Taken off the city's price of every item without a price of the group's own. */
    discount_percent: z.number().int().min(0).max(90),
    prices: z.array(groupPriceSchema).max(2000).default([]),
    /** The group's version the admin edited (a change; a new group has none): a save since is a 409. */
    version: versionFromZeroSchema.optional(),
  })
  .openapi('CustomerGroupBody')
export type CustomerGroupBody = z.infer<typeof customerGroupBodySchema>

export const customerGroupSchema = customerGroupBodySchema
  .omit({ version: true })
  .extend({ id: z.number().int(), members: z.number().int(), version: z.number().int() })
  .openapi('CustomerGroup')
export type CustomerGroup = z.infer<typeof customerGroupSchema>

/** What a group may price: each active pack size, or a product without any, with its base price (before a city's factor). */
export const priceableItemSchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  name: z.string(),
  base_price: centimesSchema,
})
export const customerGroupsResponseSchema = successSchema(
  z.object({ items: z.array(customerGroupSchema), priceable: z.array(priceableItemSchema) }),
).openapi('CustomerGroupsResponse')
export const customerGroupResponseSchema = successSchema(customerGroupSchema).openapi('CustomerGroupResponse')
export const groupIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

export const companyContactSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    role: z.string().trim().max(80).default(''),
    phone: z.string().trim().max(40).default(''),
    email: z.union([z.email().max(254), z.literal('')]).default(''),
  })
  .refine((contact) => contact.phone !== '' || contact.email !== '', { path: ['phone'] })

export const customerCompanySchema = z
  .object({
    /** Null: the customer does not buy for a company. */
    company: z
      .object({
        name: z.string().trim().min(1).max(150),
        /** Identifiant Commun de l'Entreprise: 15 digits. */
        ice: z
          .string()
          .trim()
          .regex(/^(\d{15})?$/)
          .default(''),
        tax_id: z.string().trim().max(30).default(''),
        trade_register: z.string().trim().max(30).default(''),
        pays_monthly: z.boolean().default(false),
      })
      .nullable(),
    group_id: optionalId,
    contacts: z.array(companyContactSchema).max(20).default([]),
  })
  .openapi('CustomerCompany')
export type CustomerCompany = z.infer<typeof customerCompanySchema>

export const customerCompanyBodySchema = customerCompanySchema
  .extend({
    /** The card's version the staff member edited: a save since is a 409 (docs/decisions/0096). */
    version: versionFromZeroSchema,
  })
  .openapi('CustomerCompanyBody')
export type CustomerCompanyBody = z.infer<typeof customerCompanyBodySchema>
/** The card as saved, with its version (what the next save names). */
export const customerCompanyResponseSchema = successSchema(customerCompanySchema.extend({ version: z.number().int() })).openapi(
  'CustomerCompanyResponse',
)
