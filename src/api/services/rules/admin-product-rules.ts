/**
 * What a product save must hold before anything is written, each refusal under its field in the
 * admin's language; the product's slug from its French name; and, for the concurrent-edit
 * refusal, which parts of a product a save changed, named for a person.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { AdminProduct, ProductSave } from '~/api/contract/admin-products'
import type { Executor } from '~/api/db/executor'
import { attributes, attributeValues, brands, categories, cities, productVariants } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

type Refusals = Record<string, (locale: Locale) => string>

const hasArabic = /\p{Script=Arabic}/u

/** Lower-case ASCII words joined by dashes: "Eau Minérale Aïn Atlas 1,5 L" gives "eau-minerale-ain-atlas-1-5-l". */
export function slugOf(text: string, fallback: string) {
  const slug = text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return slug || fallback.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'produit'
}

/**
 * Refuses (400) a save that breaks a rule: required texts (both languages for an active product,
 * so `/ar` never shows French), a sale price above the price, unknown brand, category, city or
 * format, a pack size of another product, two pack sizes with one reference.
 */
export async function checkProduct(db: Executor, body: ProductSave, productId: number | null) {
  const errors: Refusals = {}
  const required = (locale: Locale) => m.api_product_required({}, { locale })
  const requiredLive = (locale: Locale) => m.api_product_required_to_go_live({}, { locale })
  const arabic = (locale: Locale) => m.api_content_arabic_required({}, { locale })
  const live = body.is_active

  if (!body.name.fr.trim()) errors['name.fr'] = required
  // Inactive, a product may wait for its Arabic name; it goes live only with it.
  if (!body.name.ar.trim()) {
    if (live) errors['name.ar'] = requiredLive
  } else if (!hasArabic.test(body.name.ar)) errors['name.ar'] = arabic
  if (live && !body.description.fr.trim() !== !body.description.ar.trim()) {
    errors[body.description.fr.trim() ? 'description.ar' : 'description.fr'] = requiredLive
  }
  if (body.description.ar.trim() && !hasArabic.test(body.description.ar)) errors['description.ar'] = arabic
  if (!body.reference.trim()) errors.reference = required
  if (body.sell_price !== null && body.sell_price > body.price) {
    errors.sell_price = (locale) => m.api_product_sell_price_above({}, { locale })
  }

  const references = new Map<string, number>()
  for (const [index, pack] of body.pack_sizes.entries()) {
    const field = (name: string) => `pack_sizes.${index}.${name}`
    const reference = pack.reference.trim()
    if (!reference) errors[field('reference')] = required
    else if (references.has(reference) || reference === body.reference.trim()) {
      errors[field('reference')] = (locale) => m.api_product_reference_twice({}, { locale })
    }
    references.set(reference, index)
    if (pack.format_id === null) {
      // A new pack label: both languages always, active product or not (other products may choose it).
      if (!pack.label.fr.trim()) errors[field('label.fr')] = required
      if (!pack.label.ar.trim()) errors[field('label.ar')] = live ? requiredLive : required
      else if (!hasArabic.test(pack.label.ar)) errors[field('label.ar')] = arabic
    }
    if (pack.sell_price !== null && pack.sell_price > pack.price) {
      errors[field('sell_price')] = (locale) => m.api_product_sell_price_above({}, { locale })
    }
  }
  if (live && body.pack_sizes.length && !body.pack_sizes.some((pack) => pack.is_active)) {
    errors.pack_sizes = (locale) => m.api_product_no_active_pack_size({}, { locale })
  }

  await checkChoices(db, body, productId, errors)
  if (Object.keys(errors).length) {
    throw new ApiError(
      400,
      (locale) => m.api_invalid_input({}, { locale }),
      (locale) => Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text(locale)]])),
    )
  }
}

/** The brand, category, cities, formats and existing pack sizes the body names exist (and are the product's). */
async function checkChoices(db: Executor, body: ProductSave, productId: number | null, errors: Refusals) {
  const unknown = (locale: Locale) => m.api_product_unknown_choice({}, { locale })
  const cityIds = [...new Set(body.city_ids)]
  const formatIds = [...new Set(body.pack_sizes.flatMap((pack) => (pack.format_id === null ? [] : [pack.format_id])))]
  const packIds = body.pack_sizes.flatMap((pack) => (pack.id === undefined ? [] : [pack.id]))
  const [brand, category, cityRows, formatRows, packRows] = await Promise.all([
    db.select({ id: brands.id }).from(brands).where(eq(brands.id, body.brand_id)),
    db.select({ id: categories.id }).from(categories).where(eq(categories.id, body.category_id)),
    cityIds.length ? db.select({ id: cities.id }).from(cities).where(inArray(cities.id, cityIds)) : [],
    formatIds.length
      ? db
          .select({ id: attributeValues.id })
          .from(attributeValues)
          .innerJoin(attributes, and(eq(attributes.id, attributeValues.attributeId), eq(attributes.code, 'format')))
          .where(inArray(attributeValues.id, formatIds))
      : [],
    packIds.length
      ? db
          .select({ id: productVariants.id, productId: productVariants.productId })
          .from(productVariants)
          .where(inArray(productVariants.id, packIds))
      : [],
  ])
  if (!brand.length) errors.brand_id = unknown
  if (!category.length) errors.category_id = unknown
  if (cityRows.length !== cityIds.length) errors.city_ids = unknown
  body.pack_sizes.forEach((pack, index) => {
    if (pack.format_id !== null && !formatRows.some((row) => row.id === pack.format_id)) errors[`pack_sizes.${index}.format_id`] = unknown
    if (pack.id !== undefined && !packRows.some((row) => row.id === pack.id && row.productId === productId)) {
      errors[`pack_sizes.${index}.reference`] = unknown
    }
  })
  if (new Set(packIds).size !== packIds.length) errors.pack_sizes = unknown
}

export const PRODUCT_PARTS = [
  'names',
  'descriptions',
  'brand',
  'category',
  'reference',
  'prices',
  'cities',
  'image',
  'active',
  'pack_sizes',
  'search_terms',
] as const
export type ProductPart = (typeof PRODUCT_PARTS)[number]

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Which parts of the product `after` changes from `before`. */
export function changedProductParts(before: AdminProduct, after: ProductSave): ProductPart[] {
  const trimmed = (both: { fr: string; ar: string }) => ({ fr: both.fr.trim(), ar: both.ar.trim() })
  const packs = (product: ProductSave) =>
    product.pack_sizes.map((pack) => [pack.id ?? null, pack.reference.trim(), pack.format_id, pack.price, pack.sell_price, pack.is_active])
  const changed: Record<ProductPart, boolean> = {
    names: !same(trimmed(before.name), trimmed(after.name)),
    descriptions: !same(trimmed(before.description), trimmed(after.description)),
    brand: before.brand_id !== after.brand_id,
    category: before.category_id !== after.category_id,
    reference: before.reference !== after.reference.trim(),
    prices: before.price !== after.price || before.sell_price !== after.sell_price,
    cities: !same(
      [...before.city_ids].sort(),
      [...new Set(after.city_ids)].sort((a, b) => a - b),
    ),
    image: before.image.url !== after.image.url,
    active: before.is_active !== after.is_active,
    pack_sizes: !same(
      packs(before).filter((pack) => pack[5]),
      packs(after).filter((pack) => pack[5]),
    ),
    search_terms: after.search_terms !== undefined && !same(before.search_terms, after.search_terms),
  }
  return PRODUCT_PARTS.filter((part) => changed[part])
}

export function partNames(parts: ProductPart[], locale: Locale) {
  const names: Record<ProductPart, () => string> = {
    names: () => m.api_product_part_names({}, { locale }),
    descriptions: () => m.api_product_part_descriptions({}, { locale }),
    brand: () => m.api_product_part_brand({}, { locale }),
    category: () => m.api_product_part_category({}, { locale }),
    reference: () => m.api_product_part_reference({}, { locale }),
    prices: () => m.api_product_part_prices({}, { locale }),
    cities: () => m.api_product_part_cities({}, { locale }),
    image: () => m.api_product_part_image({}, { locale }),
    active: () => m.api_product_part_active({}, { locale }),
    pack_sizes: () => m.api_product_part_pack_sizes({}, { locale }),
    search_terms: () => m.api_product_part_search_terms({}, { locale }),
  }
  return parts.map((part) => names[part]()).join(', ')
}
