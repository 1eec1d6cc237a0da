/**
 * The back office's products and pack sizes (issue 17 §1): staff read them, admins create and
 * change them. A product is saved with its pack sizes and cities in one body, naming the
 * `version` it was edited from (optimistic concurrency); never deleted, only deactivated.
 * Amounts are centimes of MAD. Images are uploaded first (`/admin/product-images`), then named
 * by the product (docs/decisions/0036).
 */
import { z } from '@hono/zod-openapi'
import { centimesSchema, idSchema, imageSchema, localeSchema, rowIdSchema, successSchema, versionSchema } from './common'
import { PRODUCT_STATUSES } from './back-office-rules'

export const PRODUCTS_PER_PAGE = 20
/** Amounts the shop accepts for one item: 100 000 MAD, far above any water. */
export const PRICE_MAX_CENTIMES = 10_000_000
/** The largest deposit per jug: 1 000 MAD. */
export const DEPOSIT_MAX_CENTIMES = 100_000

export const productListQuerySchema = z.object({
  lang: localeSchema.optional(),
  q: z.string().trim().max(100).optional().openapi({ description: 'Name (either language) or reference' }),
  brand: idSchema.optional(),
  category: idSchema.optional(),
  status: z.enum(PRODUCT_STATUSES).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type ProductListQuery = z.infer<typeof productListQuerySchema>

const bothLanguages = z.object({ fr: z.string(), ar: z.string() })

export const productListItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  price: z.number().int(),
  sell_price: z.number().int().nullable(),
  is_active: z.boolean(),
  pack_sizes: z.number().int(),
  cities: z.number().int(),
  image: imageSchema,
})
export type ProductListItem = z.infer<typeof productListItemSchema>

export const productListResponseSchema = successSchema(
  z.object({ items: z.array(productListItemSchema), total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
).openapi('AdminProductList')

const optionSchema = z.object({ id: z.number().int(), name: z.string() })
export const productOptionsSchema = z.object({
  brands: z.array(optionSchema),
  categories: z.array(optionSchema),
  cities: z.array(optionSchema),
  /** The existing pack labels (`format` attribute values), both languages. */
  formats: z.array(z.object({ id: z.number().int(), code: z.string(), label: bothLanguages })),
})
export type ProductOptions = z.infer<typeof productOptionsSchema>
export const productOptionsResponseSchema = successSchema(productOptionsSchema).openapi('AdminProductOptions')

export const packSizeSchema = z.object({
  /** Absent for a new pack size. */
  id: rowIdSchema.optional(),
  reference: z.string().max(64),
  /** An existing format value, or null to create one with `label`. */
  format_id: rowIdSchema.nullable(),
  label: bothLanguages.extend({ fr: z.string().max(80), ar: z.string().max(80) }),
  price: centimesSchema.max(PRICE_MAX_CENTIMES),
  sell_price: centimesSchema.max(PRICE_MAX_CENTIMES).nullable(),
  /** Deposit per unit (a returnable jug, docs/decisions/0083), 0: not returnable; absent on a save: unchanged. */
  deposit: centimesSchema.max(DEPOSIT_MAX_CENTIMES).optional(),
  is_active: z.boolean(),
})
export type PackSizeInput = z.infer<typeof packSizeSchema>

/** A product's search terms (issue 20): at most this many, each at most this long. */
export const SEARCH_TERMS_MAX = 30
export const SEARCH_TERM_MAX_LENGTH = 60

/** Other words shoppers type for the product: trimmed, empty ones dropped, repeats (any case) kept once. */
export const searchTermsSchema = z
  .array(z.string().trim().max(SEARCH_TERM_MAX_LENGTH))
  .max(SEARCH_TERMS_MAX)
  .transform((terms) => {
    const seen = new Set<string>()
    return terms.filter((term) => {
      const key = term.toLocaleLowerCase()
      if (!term || seen.has(key)) return false
      seen.add(key)
      return true
    })
  })
  .openapi({
    description: `Search synonyms (Darija, Latin spellings): at most ${SEARCH_TERMS_MAX}, ${SEARCH_TERM_MAX_LENGTH} characters each`,
  })

export const productImagePathSchema = z
  .string()
  .regex(/^\/(media|images\/products)\/[a-z0-9][a-z0-9._/-]*\.webp$/)
  .max(200)

export const productSaveSchema = z
  .object({
    /** The version the admin edited from; ignored on creation. */
    version: versionSchema.optional(),
    name: z.object({ fr: z.string().max(120), ar: z.string().max(120) }),
    description: z.object({ fr: z.string().max(4000), ar: z.string().max(4000) }),
    brand_id: rowIdSchema,
    category_id: rowIdSchema,
    reference: z.string().max(64),
    price: centimesSchema.max(PRICE_MAX_CENTIMES),
    sell_price: centimesSchema.max(PRICE_MAX_CENTIMES).nullable(),
    /** Deposit per unit of a product sold without pack sizes (docs/decisions/0083); absent on a save: unchanged. */
    deposit: centimesSchema.max(DEPOSIT_MAX_CENTIMES).optional(),
    city_ids: z.array(rowIdSchema).max(100),
    is_active: z.boolean(),
    image: z.object({ url: productImagePathSchema, width: z.number().int().min(1).max(6000), height: z.number().int().min(1).max(6000) }),
    pack_sizes: z.array(packSizeSchema).max(30),
    /** Absent: none on creation, unchanged on a save. */
    search_terms: searchTermsSchema.optional(),
  })
  .openapi('AdminProductSave', {
    description:
      'A product with its pack sizes (in their order) and cities; pack sizes left out are deactivated. ' +
      'An active product needs its names and pack labels in French and Arabic.',
  })
export type ProductSave = z.infer<typeof productSaveSchema>

export const adminProductSchema = productSaveSchema
  .extend({
    id: z.number().int(),
    slug: z.string(),
    version: z.number().int(),
    pack_sizes: z.array(packSizeSchema.extend({ id: z.number().int() })),
    updated: z.object({ by: z.string().nullable(), at: z.string() }),
    search_terms: z.array(z.string()),
  })
  .openapi('AdminProduct')
export type AdminProduct = z.infer<typeof adminProductSchema>
export const adminProductResponseSchema = successSchema(adminProductSchema).openapi('AdminProductResponse')

export const productParamSchema = z.object({ id: idSchema })
