/**
 * Brands and categories in the back office (issue 17 §4): read by staff, created and changed by
 * admins. A save is one transaction: the row locked and compared with the version the admin
 * edited (409 with what changed), unique slugs (a brand's may not be a category's either: the
 * catalogue path reads both), the former slug kept in `slug_redirects` so its URL answers 301,
 * the audit line, and the announcement that the catalogue changed.
 */
import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm'
import {
  type AdminBrand,
  type AdminCategory,
  type BrandFields,
  brandFieldsSchema,
  type CategoryFields,
  categoryFieldsSchema,
} from '~/api/contract/admin-brands-categories'
import type { Database, Executor } from '~/api/db/database'
import { fullNameSql } from '~/api/db/full-name'
import { brands, categories, products, slugRedirects, users } from '~/api/db/schema'
import { notFound } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { recordAudit } from './audit'
import { announceChange } from './change-feed'
import {
  changedFields,
  editConflict,
  editedVersion,
  type FieldMessages,
  isUniqueViolation,
  parseFields,
  pick,
  refusal,
} from './admin-edits'

type Actor = { actorId: number; now: Date }
type BrandRow = typeof brands.$inferSelect
type CategoryRow = typeof categories.$inferSelect

const slugMessage = (locale: Locale) => m.api_bo_meta_slug_invalid({}, { locale })
const nameMessage = (locale: Locale) => m.api_bo_meta_name_required({}, { locale })
const arabicMessage = (locale: Locale) => m.api_bo_meta_name_ar_invalid({}, { locale })
const imageMessage = (locale: Locale) => m.api_bo_meta_image_invalid({}, { locale })
const orderMessage = (locale: Locale) => m.api_bo_meta_order_invalid({}, { locale })

const brandMessages: FieldMessages = {
  slug: slugMessage,
  name_fr: nameMessage,
  name_ar: arabicMessage,
  image_path: imageMessage,
  sort_order: orderMessage,
}
const categoryMessages: FieldMessages = { ...brandMessages, slug_fr: slugMessage, slug_ar: slugMessage }

/** Field names for the 409's "what changed". */
const labels: FieldMessages = {
  slug: (locale) => m.api_bo_meta_label_slug({}, { locale }),
  slug_fr: (locale) => m.api_bo_meta_label_slug_fr({}, { locale }),
  slug_ar: (locale) => m.api_bo_meta_label_slug_ar({}, { locale }),
  name_fr: (locale) => m.api_bo_meta_label_name_fr({}, { locale }),
  name_ar: (locale) => m.api_bo_meta_label_name_ar({}, { locale }),
  image_path: (locale) => m.api_bo_meta_label_image({}, { locale }),
  sort_order: (locale) => m.api_bo_meta_label_order({}, { locale }),
}

const lastChange = (row: { updatedAt: Date; updatedBy: number | null }, by: string | null) => ({
  by: row.updatedBy ? by : null,
  at: row.updatedAt.toISOString(),
})

/** No image is null, whether the body left it out or sent it empty (so it compares equal to the stored row). */
const withImage = <T extends { image_path?: string | null }>(fields: T) => ({ ...fields, image_path: fields.image_path ?? null })

// ─── Reading ─────────────────────────────────────────────────────────────────

const brandFieldsOf = (row: BrandRow): BrandFields & { image_path: string | null } => ({
  slug: row.slug,
  name_fr: row.name,
  name_ar: row.nameAr ?? '',
  image_path: row.imagePath ?? null,
  sort_order: row.sortOrder,
})
const categoryFieldsOf = (row: CategoryRow): CategoryFields & { image_path: string | null } => ({
  slug_fr: row.slug,
  slug_ar: row.slugAr,
  name_fr: row.nameFr,
  name_ar: row.nameAr,
  image_path: row.imagePath,
  sort_order: row.sortOrder,
})

export async function listBrands(db: Executor, only?: number): Promise<AdminBrand[]> {
  const productCount = db.$with('brand_products').as(
    db
      .select({ brandId: products.brandId, n: count().as('n') })
      .from(products)
      .groupBy(products.brandId),
  )
  const rows = await db
    .with(productCount)
    .select({ brand: brands, by: fullNameSql(users), n: productCount.n })
    .from(brands)
    .leftJoin(users, eq(users.id, brands.updatedBy))
    .leftJoin(productCount, eq(productCount.brandId, brands.id))
    .where(only === undefined ? undefined : eq(brands.id, only))
    .orderBy(asc(brands.sortOrder), asc(brands.id))
  return rows.map(({ brand, by, n }) => ({
    id: brand.id,
    ...brandFieldsOf(brand),
    product_count: Number(n ?? 0),
    version: brand.version,
    updated: lastChange(brand, by),
  }))
}

export async function listCategories(db: Executor, only?: number): Promise<AdminCategory[]> {
  const productCount = db.$with('category_products').as(
    db
      .select({ categoryId: products.categoryId, n: count().as('n') })
      .from(products)
      .groupBy(products.categoryId),
  )
  const rows = await db
    .with(productCount)
    .select({ category: categories, by: fullNameSql(users), n: productCount.n })
    .from(categories)
    .leftJoin(users, eq(users.id, categories.updatedBy))
    .leftJoin(productCount, eq(productCount.categoryId, categories.id))
    .where(only === undefined ? undefined : eq(categories.id, only))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
  return rows.map(({ category, by, n }) => ({
    id: category.id,
    ...categoryFieldsOf(category),
    product_count: Number(n ?? 0),
    version: category.version,
    updated: lastChange(category, by),
  }))
}

export async function getBrand(db: Executor, id: number): Promise<AdminBrand> {
  const [brand] = await listBrands(db, id)
  if (!brand) throw notFound()
  return brand
}

export async function getCategory(db: Executor, id: number): Promise<AdminCategory> {
  const [category] = await listCategories(db, id)
  if (!category) throw notFound()
  return category
}

// ─── Slugs ───────────────────────────────────────────────────────────────────

/**
 * Refuses slugs another brand or category uses: the catalogue path `/catalogue/{category}/{brand}`
 * reads its segments against both lists, so a slug names one thing only.
 */
async function checkSlugsFree(tx: Executor, wanted: Record<string, string>, self: { kind: 'brand' | 'category'; id: number | null }) {
  const slugs = [...new Set(Object.values(wanted))]
  const brandRows = await tx
    .select({ id: brands.id, slug: brands.slug, name: brands.name })
    .from(brands)
    .where(and(inArray(brands.slug, slugs), self.kind === 'brand' && self.id ? ne(brands.id, self.id) : undefined))
  const categoryRows = await tx
    .select({ id: categories.id, slug: categories.slug, slugAr: categories.slugAr, name: categories.nameFr })
    .from(categories)
    .where(
      and(
        or(inArray(categories.slug, slugs), inArray(categories.slugAr, slugs)),
        self.kind === 'category' && self.id ? ne(categories.id, self.id) : undefined,
      ),
    )
  const errors: Record<string, ((locale: Locale) => string)[]> = {}
  for (const [field, slug] of Object.entries(wanted)) {
    const brand = brandRows.find((row) => row.slug === slug)
    const category = categoryRows.find((row) => row.slug === slug || row.slugAr === slug)
    if (brand) errors[field] = [(locale) => m.api_bo_meta_slug_taken_brand({ name: brand.name }, { locale })]
    else if (category) errors[field] = [(locale) => m.api_bo_meta_slug_taken_category({ name: category.name }, { locale })]
  }
  if (Object.keys(errors).length) throw refusal(errors)
}

/**
 * Keeps `oldSlug` answering 301 towards the brand or category `targetId`, and frees the slugs it
 * now uses from any redirect (a slug in use is never redirected elsewhere).
 */
async function moveSlugs(
  tx: Executor,
  kind: 'brand' | 'category',
  targetId: number,
  moves: { locale: Locale; from: string | null; to: string }[],
) {
  for (const move of moves) {
    if (!move.from || move.from === move.to) continue
    await tx
      .insert(slugRedirects)
      .values({ kind, oldSlug: move.from, locale: move.locale, targetId })
      .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.oldSlug], set: { targetId, locale: move.locale } })
  }
  const current = moves.map((move) => move.to)
  // Either kind: a brand's new slug was perhaps a category's old one.
  await tx.delete(slugRedirects).where(inArray(slugRedirects.oldSlug, current))
}

/** Two admins creating the same slug at once: the database's unique key answers, under the field. */
async function uniquely<T>(fields: string[], work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw refusal(Object.fromEntries(fields.map((field) => [field, [(locale: Locale) => m.api_bo_meta_slug_taken({}, { locale })]])))
  }
}

// ─── Brands ──────────────────────────────────────────────────────────────────

const brandValues = (fields: BrandFields, { actorId, now }: Actor) => ({
  slug: fields.slug,
  name: fields.name_fr,
  nameAr: fields.name_ar,
  imagePath: fields.image_path ?? null,
  sortOrder: fields.sort_order,
  updatedBy: actorId,
  updatedAt: now,
})

export async function createBrand(db: Database, body: unknown, actor: Actor): Promise<AdminBrand> {
  const fields = withImage(parseFields(brandFieldsSchema, body, brandMessages))
  const id = await uniquely(['slug'], () =>
    db.transaction(async (tx) => {
      await checkSlugsFree(tx, { slug: fields.slug }, { kind: 'brand', id: null })
      const [row] = await tx.insert(brands).values(brandValues(fields, actor)).returning({ id: brands.id })
      await moveSlugs(tx, 'brand', row!.id, [{ locale: 'fr', from: null, to: fields.slug }])
      await recordAudit(
        tx,
        { actorId: actor.actorId, action: 'brand.create', entity: 'brand', entityId: row!.id, after: { version: 1, ...fields } },
        actor.now,
      )
      await announceChange(tx, { topic: 'catalogue', key: `brand:${row!.id}` })
      return row!.id
    }),
  )
  return getBrand(db, id)
}

export async function updateBrand(db: Database, id: number, body: unknown, actor: Actor): Promise<AdminBrand> {
  const fields = withImage(parseFields(brandFieldsSchema, body, brandMessages))
  const seenVersion = editedVersion(body)
  await uniquely(['slug'], () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update')
      if (!row) throw notFound()
      if (row.version !== seenVersion) throw await editConflict(tx, { entity: 'brand', entityId: id, seenVersion, labels })
      const before = brandFieldsOf(row)
      const changed = changedFields(before, fields)
      if (!changed.length) return
      await checkSlugsFree(tx, { slug: fields.slug }, { kind: 'brand', id })
      const version = row.version + 1
      await tx
        .update(brands)
        .set({ ...brandValues(fields, actor), version })
        .where(eq(brands.id, id))
      await moveSlugs(tx, 'brand', id, [{ locale: 'fr', from: row.slug, to: fields.slug }])
      await recordAudit(
        tx,
        {
          actorId: actor.actorId,
          action: 'brand.update',
          entity: 'brand',
          entityId: id,
          before: { version: row.version, ...pick(before, changed) },
          after: { version, ...pick(fields, changed) },
        },
        actor.now,
      )
      await announceChange(tx, { topic: 'catalogue', key: `brand:${id}` })
    }),
  )
  return getBrand(db, id)
}

// ─── Categories ──────────────────────────────────────────────────────────────

const categoryValues = (fields: CategoryFields, { actorId, now }: Actor) => ({
  slug: fields.slug_fr,
  slugAr: fields.slug_ar,
  nameFr: fields.name_fr,
  nameAr: fields.name_ar,
  imagePath: fields.image_path ?? null,
  sortOrder: fields.sort_order,
  updatedBy: actorId,
  updatedAt: now,
})

export async function createCategory(db: Database, body: unknown, actor: Actor): Promise<AdminCategory> {
  const fields = withImage(parseFields(categoryFieldsSchema, body, categoryMessages))
  const id = await uniquely(['slug_fr', 'slug_ar'], () =>
    db.transaction(async (tx) => {
      await checkSlugsFree(tx, { slug_fr: fields.slug_fr, slug_ar: fields.slug_ar }, { kind: 'category', id: null })
      const [row] = await tx.insert(categories).values(categoryValues(fields, actor)).returning({ id: categories.id })
      await moveSlugs(tx, 'category', row!.id, [
        { locale: 'fr', from: null, to: fields.slug_fr },
        { locale: 'ar', from: null, to: fields.slug_ar },
      ])
      await recordAudit(
        tx,
        { actorId: actor.actorId, action: 'category.create', entity: 'category', entityId: row!.id, after: { version: 1, ...fields } },
        actor.now,
      )
      await announceChange(tx, { topic: 'catalogue', key: `category:${row!.id}` })
      return row!.id
    }),
  )
  return getCategory(db, id)
}

export async function updateCategory(db: Database, id: number, body: unknown, actor: Actor): Promise<AdminCategory> {
  const fields = withImage(parseFields(categoryFieldsSchema, body, categoryMessages))
  const seenVersion = editedVersion(body)
  await uniquely(['slug_fr', 'slug_ar'], () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update')
      if (!row) throw notFound()
      if (row.version !== seenVersion) throw await editConflict(tx, { entity: 'category', entityId: id, seenVersion, labels })
      const before = categoryFieldsOf(row)
      const changed = changedFields(before, fields)
      if (!changed.length) return
      await checkSlugsFree(tx, { slug_fr: fields.slug_fr, slug_ar: fields.slug_ar }, { kind: 'category', id })
      const version = row.version + 1
      await tx
        .update(categories)
        .set({ ...categoryValues(fields, actor), version })
        .where(eq(categories.id, id))
      await moveSlugs(tx, 'category', id, [
        { locale: 'fr', from: row.slug, to: fields.slug_fr },
        { locale: 'ar', from: row.slugAr, to: fields.slug_ar },
      ])
      await recordAudit(
        tx,
        {
          actorId: actor.actorId,
          action: 'category.update',
          entity: 'category',
          entityId: id,
          before: { version: row.version, ...pick(before, changed) },
          after: { version, ...pick(fields, changed) },
        },
        actor.now,
      )
      await announceChange(tx, { topic: 'catalogue', key: `category:${id}` })
    }),
  )
  return getCategory(db, id)
}
