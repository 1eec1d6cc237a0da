/**
 * Categories in the back office (issue 17 §4): read by staff, created and changed by admins;
 * a slug in each language. A save is one transaction: the row locked and compared with the
 * version the admin edited (409 with what changed), slugs unique and former ones kept
 * answering, the audit line, and the announcement that the catalogue changed.
 */
import { asc, count, eq } from 'drizzle-orm'
import { type AdminCategory, type CategoryFields, categoryFieldsSchema } from '~/api/contract/admin-brands-categories'
import type { Database, Executor } from '~/api/db/executor'
import { fullNameSql } from '~/api/db/full-name'
import { categories, products, users } from '~/api/db/schema'
import { notFound } from '~/api/http/errors'
import { recordAudit } from '~/api/services/shared/audit'
import { announceChange } from '~/api/services/shared/change-feed'
import { changedFields, editedVersion, parseFields, pick } from '~/api/services/shared/admin-edits'
import { versionedSave } from '~/api/services/shared/versioned-save'
import { type Actor, categoryMessages, checkSlugsFree, labels, lastChange, moveSlugs, uniquely, withImage } from './catalogue-meta-fields'

type CategoryRow = typeof categories.$inferSelect

const categoryFieldsOf = (row: CategoryRow): CategoryFields & { image_path: string | null } => ({
  slug_fr: row.slug,
  slug_ar: row.slugAr,
  name_fr: row.nameFr,
  name_ar: row.nameAr,
  image_path: row.imagePath,
  sort_order: row.sortOrder,
})

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

export async function getCategory(db: Executor, id: number): Promise<AdminCategory> {
  const [category] = await listCategories(db, id)
  if (!category) throw notFound()
  return category
}

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
      await versionedSave(tx, {
        entity: 'category',
        entityId: id,
        lock: async () => (await tx.select().from(categories).where(eq(categories.id, id)).for('update'))[0],
        seen: seenVersion,
        labels,
        actorId: actor.actorId,
        now: actor.now,
        announce: { topic: 'catalogue', key: `category:${id}` },
        write: async (row, version) => {
          const before = categoryFieldsOf(row)
          const changed = changedFields(before, fields)
          if (!changed.length) return null
          await checkSlugsFree(tx, { slug_fr: fields.slug_fr, slug_ar: fields.slug_ar }, { kind: 'category', id })
          await tx
            .update(categories)
            .set({ ...categoryValues(fields, actor), version })
            .where(eq(categories.id, id))
          await moveSlugs(tx, 'category', id, [
            { locale: 'fr', from: row.slug, to: fields.slug_fr },
            { locale: 'ar', from: row.slugAr, to: fields.slug_ar },
          ])
          return { action: 'category.update', before: pick(before, changed), after: pick(fields, changed) }
        },
      })
    }),
  )
  return getCategory(db, id)
}
