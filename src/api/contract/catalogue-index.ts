import { z } from '@hono/zod-openapi'
import { successSchema } from './common'

/** Everything a search engine may index, in both languages (for sitemap.xml). */
export const catalogueIndexSchema = z.object({
  categories: z.array(z.object({ slug: z.string(), slug_ar: z.string() })),
  brands: z.array(z.object({ slug: z.string() })),
  products: z.array(z.object({ id: z.number().int(), slug: z.string(), updated_at: z.string() })),
})
export type CatalogueIndex = z.infer<typeof catalogueIndexSchema>
export const catalogueIndexResponseSchema = successSchema(catalogueIndexSchema).openapi('CatalogueIndexResponse')

/** Where an id of the old shop leads now. */
export const legacyTargetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('category'), slug: z.string(), slug_ar: z.string() }),
  z.object({ type: z.literal('product'), id: z.number().int(), slug: z.string() }),
])
export type LegacyTarget = z.infer<typeof legacyTargetSchema>
export const legacyTargetResponseSchema = successSchema(legacyTargetSchema).openapi('LegacyTargetResponse')

/**
 * The catalogue's categories (slug in each language) and brands, named in the request's language,
 * and the slugs they had before (`former_slugs`), each with where it leads now (a 301).
 */
export const taxonomySchema = z.object({
  categories: z.array(z.object({ slug_fr: z.string(), slug_ar: z.string(), name: z.string() })),
  brands: z.array(z.object({ slug: z.string(), name: z.string() })),
  former_slugs: z.array(z.object({ kind: z.enum(['brand', 'category']), old: z.string(), slug_fr: z.string(), slug_ar: z.string() })),
})
export type Taxonomy = z.infer<typeof taxonomySchema>
export const taxonomyResponseSchema = successSchema(taxonomySchema).openapi('TaxonomyResponse')
