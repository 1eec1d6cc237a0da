import { z } from '@hono/zod-openapi'
import { centimesSchema, imageSchema, namedRefSchema, successSchema } from './common'

import { CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS } from './catalogue-rules'

const list = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean))

/** Filters of the catalogue listing; every one optional. */
export const catalogueQuerySchema = z.object({
  brand: list.optional().openapi({ description: 'Brand slugs, comma-separated' }),
  category: z.string().max(100).optional().openapi({ description: 'Category slug' }),
  format: list.optional().openapi({ description: 'Format (pack size) codes, comma-separated' }),
  min_price: z.coerce.number().int().nonnegative().max(2_147_483_647).optional().openapi({ description: 'Centimes of MAD' }),
  max_price: z.coerce.number().int().nonnegative().max(2_147_483_647).optional().openapi({ description: 'Centimes of MAD' }),
  q: z.string().trim().max(100).optional(),
  available: z.enum(['1', 'true']).optional().openapi({ description: 'Only products sold in the city' }),
  sort: z.enum(CATALOGUE_SORTS).default('popular'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(CATALOGUE_PAGE_SIZE),
})
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>

export const productSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    price: centimesSchema,
    sell_price: centimesSchema.nullable(),
    reference: z.string(),
    brand: namedRefSchema,
    category: namedRefSchema,
    image: imageSchema,
    available: z.boolean(),
    formats: z.array(z.string()),
  })
  .openapi('ProductSummary')
export type ProductSummary = z.infer<typeof productSummarySchema>

const facetSchema = z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() }))
/** Categories have a slug per language: `slug` is the request's, both are given for links. */
const categoryFacetSchema = z.array(
  z.object({ slug: z.string(), slug_fr: z.string(), slug_ar: z.string(), name: z.string(), count: z.number().int() }),
)

export const catalogueSchema = z.object({
  items: z.array(productSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** How many products each choice would give, the other filters kept. */
  facets: z.object({
    brands: facetSchema,
    categories: categoryFacetSchema,
    formats: facetSchema,
    /** How many of the products matching the other filters are sold in the city. */
    available: z.number().int(),
  }),
  price_range: z.object({ min: centimesSchema, max: centimesSchema }),
})
export type Catalogue = z.infer<typeof catalogueSchema>
export const catalogueResponseSchema = successSchema(catalogueSchema).openapi('CatalogueResponse')
