import { z } from '@hono/zod-openapi'
import { productSummarySchema } from './catalogue'
import { centimesSchema, successSchema } from './common'

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
  /** False when the pack size's stock is tracked and none is left: it cannot be ordered (docs/decisions/0032). */
  in_stock: z.boolean(),
  /** The deposit per unit of a returnable pack size (docs/decisions/0083); absent when not returnable. */
  deposit: centimesSchema.optional(),
})

export const attributeSchema = z.object({
  code: z.string(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), code: z.string(), label: z.string() })),
})

/** A product's page: its card in the listing (less the listing's `formats`), with its description and variants. */
export const productSchema = productSummarySchema
  .omit({ formats: true })
  .extend({
    description: z.string(),
    /** False when nothing of the product can be ordered for want of stock (without pack sizes: its own stock). */
    in_stock: z.boolean(),
    attributes: z.array(attributeSchema),
    formated_attributes: z.record(z.string(), formatedAttributeSchema),
    /** The deposit per unit of a returnable product sold without pack sizes (docs/decisions/0083); absent when not returnable. */
    deposit: centimesSchema.optional(),
  })
  .openapi('Product')
export type Product = z.infer<typeof productSchema>

export const productResponseSchema = successSchema(productSchema).openapi('ProductResponse')
