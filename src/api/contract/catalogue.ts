import { z } from '@hono/zod-openapi'
import { centimesSchema, imageSchema, namedRefSchema, successSchema } from './common'

import { CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS, SEARCH_SUGGESTIONS_MIN_LENGTH, SEARCH_TEXT_MAX } from './catalogue-rules'

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
  q: z
    .string()
    .max(SEARCH_TEXT_MAX)
    .optional()
    .transform((text) => (text === '' ? undefined : text))
    .openapi({ description: 'Searched text (accents, case, Arabic letter forms and typos forgiven); only spaces or signs find nothing' }),
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
  /**
   * With `q`, when no product holds the text as typed (none found, or only by typo tolerance):
   * the nearest brand, category or product names, as written, to search instead ("Vouliez-vous dire Oulmès ?").
   */
  did_you_mean: z.array(z.string()),
})
export type Catalogue = z.infer<typeof catalogueSchema>
export const catalogueResponseSchema = successSchema(catalogueSchema).openapi('CatalogueResponse')

export const searchSuggestionsQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_TEXT_MAX)
    .default('')
    .openapi({ description: `Typed text; under ${SEARCH_SUGGESTIONS_MIN_LENGTH} characters (trimmed) the answer is empty` }),
})

const suggestedBrandSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() })
/** `slug` is the request's language's (the catalogue path's), both are given for links. */
const suggestedCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  slug_fr: z.string(),
  slug_ar: z.string(),
  name: z.string(),
})

export const searchSuggestionsSchema = z.object({
  /** The text the suggestions are for, as received (the page drops answers to older texts). */
  q: z.string(),
  /** The best matches, most relevant first, priced for the city like the catalogue's. */
  products: z.array(productSummarySchema),
  brands: z.array(suggestedBrandSchema),
  categories: z.array(suggestedCategorySchema),
})
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>
export const searchSuggestionsResponseSchema = successSchema(searchSuggestionsSchema).openapi('SearchSuggestionsResponse')
