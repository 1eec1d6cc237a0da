/**
 * The back office's brands and categories (issue 17 §4): staff read them, admins create and edit
 * them. Names in both languages, slugs (a category has one per language, a brand one for both),
 * order and an optional image, uploaded first (`/admin/product-images` with its `kind`). A save
 * carries the `version` the admin edited (409 when someone saved since); a changed slug keeps the
 * old catalogue URL answering 301.
 */
import { z } from '@hono/zod-openapi'
import { STORED_IMAGE_PATH } from './admin-images'
import { successSchema } from './common'

/** Lower-case Latin letters and digits in words joined by single hyphens: `eau-minerale`, `sidi-ali`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const slugSchema = z.string().trim().toLowerCase().min(1).max(80).regex(SLUG_PATTERN)
/** Half of a UTF-16 pair alone: PostgreSQL's jsonb (the audit log) cannot hold it, and no one types it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
export const wellFormed = (value: string) => !LONE_SURROGATE.test(value)
const nameSchema = z.string().trim().min(1).max(120).refine(wellFormed)
const hasArabic = /\p{Script=Arabic}/u
/** An Arabic name has Arabic letters, so `/ar` never shows a French one. */
export const arabicNameSchema = nameSchema.refine((value) => hasArabic.test(value))
/** An image the shop serves itself (an upload's `/media/…` URL, or a public `/images/…webp`); empty means none. */
export const imagePathSchema = z
  .string()
  .trim()
  .max(200)
  .refine((value) => value === '' || STORED_IMAGE_PATH.test(value))
  .transform((value) => value || null)
  .nullable()
  .optional()
export const sortOrderSchema = z.number().int().min(0).max(100_000)

/** Who saved last and when (null before any back-office save). */
export const lastChangeSchema = z.object({ by: z.string().nullable(), at: z.string() })

export const adminBrandSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name_fr: z.string(),
    /** Empty while the brand has no Arabic name yet. */
    name_ar: z.string(),
    image_path: z.string().nullable(),
    sort_order: z.number().int(),
    product_count: z.number().int(),
    version: z.number().int(),
    updated: lastChangeSchema,
  })
  .openapi('AdminBrand')
export type AdminBrand = z.infer<typeof adminBrandSchema>

export const adminCategorySchema = z
  .object({
    id: z.number().int(),
    slug_fr: z.string(),
    slug_ar: z.string(),
    name_fr: z.string(),
    name_ar: z.string(),
    image_path: z.string().nullable(),
    sort_order: z.number().int(),
    product_count: z.number().int(),
    version: z.number().int(),
    updated: lastChangeSchema,
  })
  .openapi('AdminCategory')
export type AdminCategory = z.infer<typeof adminCategorySchema>

/** Field rules, checked by the service so each refusal is under its field in the admin's language. */
export const brandFieldsSchema = z.object({
  slug: slugSchema,
  name_fr: nameSchema,
  name_ar: arabicNameSchema,
  image_path: imagePathSchema,
  sort_order: sortOrderSchema,
})
export type BrandFields = z.infer<typeof brandFieldsSchema>

export const categoryFieldsSchema = z.object({
  slug_fr: slugSchema,
  slug_ar: slugSchema,
  name_fr: nameSchema,
  name_ar: arabicNameSchema,
  image_path: imagePathSchema,
  sort_order: sortOrderSchema,
})
export type CategoryFields = z.infer<typeof categoryFieldsSchema>

/** Loose on purpose: the service checks each field and answers under it. */
const looseBody = (name: string, description: string) => z.record(z.string(), z.unknown()).openapi(name, { description, type: 'object' })

export const brandSaveBodySchema = looseBody(
  'BrandSave',
  'slug (a-z, 0-9, hyphens), name_fr, name_ar (Arabic letters), image_path (an uploaded /media/brands/…webp or a public /images/…webp, optional), sort_order (0-100000); ' +
    'version as read, on a change (optimistic concurrency)',
)
export const categorySaveBodySchema = looseBody(
  'CategorySave',
  'slug_fr, slug_ar (a-z, 0-9, hyphens), name_fr, name_ar (Arabic letters), image_path (an uploaded /media/categories/…webp or a public /images/…webp, optional), sort_order (0-100000); ' +
    'version as read, on a change (optimistic concurrency)',
)

export const brandListResponseSchema = successSchema(z.object({ items: z.array(adminBrandSchema) })).openapi('AdminBrandList')
export const brandResponseSchema = successSchema(adminBrandSchema).openapi('AdminBrandResponse')
export const categoryListResponseSchema = successSchema(z.object({ items: z.array(adminCategorySchema) })).openapi('AdminCategoryList')
export const categoryResponseSchema = successSchema(adminCategorySchema).openapi('AdminCategoryResponse')
