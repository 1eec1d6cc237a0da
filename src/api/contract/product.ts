import { z } from '@hono/zod-openapi'
import { centimesSchema, imageSchema, namedRefSchema, successSchema } from './common'

/**
 * One choice of a product (a variant) in `formated_attributes`, keyed by its attribute values:
 * `code:valueId` pairs sorted by attribute code and joined with `|`, e.g. `format:12`
 * (`variantKey` in src/lib/catalogue-rules.ts). Each entry gives the variant's id, price and reference.
 */
export const formatedAttributeSchema = z.object({
  id: z.number().int(),
  price: centimesSchema,
  sell_price: centimesSchema.nullable(),
  reference: z.string(),
})

export const attributeSchema = z.object({
  code: z.string(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), code: z.string(), label: z.string() })),
})

export const productSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    price: centimesSchema,
    sell_price: centimesSchema.nullable(),
    reference: z.string(),
    brand: namedRefSchema,
    category: namedRefSchema,
    image: imageSchema,
    available: z.boolean(),
    attributes: z.array(attributeSchema),
    formated_attributes: z.record(z.string(), formatedAttributeSchema),
  })
  .openapi('Product')
export type Product = z.infer<typeof productSchema>

export const productResponseSchema = successSchema(productSchema).openapi('ProductResponse')
