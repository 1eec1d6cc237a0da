import { z } from '@hono/zod-openapi'
import { successSchema } from './common'

/** One address of the signed-in customer's book. `phone` is E.164 (`+212…`). */
export const addressSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    recipient_name: z.string(),
    phone: z.string().openapi({ example: '+212612345678' }),
    city_id: z.number().int(),
    city_name: z.string().openapi({ description: 'In the language of the answer' }),
    line1: z.string(),
    line2: z.string(),
    district: z.string(),
    postal_code: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /** The default delivery address. */
    is_default: z.boolean(),
    /** The default billing address. */
    is_default_billing: z.boolean(),
  })
  .openapi('Address')
export type Address = z.infer<typeof addressSchema>

export const addressListResponseSchema = successSchema(
  z.object({ addresses: z.array(addressSchema), max: z.number().int().openapi({ description: 'Addresses a customer may keep' }) }),
).openapi('AddressListResponse')
export const addressResponseSchema = successSchema(addressSchema).openapi('AddressResponse')
export const addressDeletedResponseSchema = successSchema(z.object({ id: z.number().int() })).openapi('AddressDeletedResponse')

export const ADDRESS_DEFAULT_KINDS = ['delivery', 'billing'] as const
export type AddressDefaultKind = (typeof ADDRESS_DEFAULT_KINDS)[number]
export const addressDefaultKindSchema = z.enum(ADDRESS_DEFAULT_KINDS)
