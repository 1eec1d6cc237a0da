/**
 * Brands in the back office (issue 17 §4): read by staff, created and changed by admins. A save
 * is one transaction: the row locked and compared with the version the admin edited (409 with
 * what changed), its slug unique and its former one kept answering, the audit line, and the
 * announcement that the catalogue changed.
 */
import { asc, count, eq } from 'drizzle-orm'
import { type AdminBrand, type BrandFields, brandFieldsSchema } from '~/api/contract/admin-brands-categories'
import type { Database, Executor } from '~/api/db/executor'
import { fullNameSql } from '~/api/db/full-name'
import { brands, products, users } from '~/api/db/schema'
import { notFound } from '~/api/http/errors'
import { recordAudit } from '~/api/services/shared/audit'
import { announceChange } from '~/api/services/shared/change-feed'
import { changedFields, editedVersion, parseFields, pick } from '~/api/services/shared/admin-edits'
import { versionedSave } from '~/api/services/shared/versioned-save'
import { type Actor, brandMessages, checkSlugsFree, labels, lastChange, moveSlugs, uniquely, withImage } from './catalogue-meta-fields'

type BrandRow = typeof brands.$inferSelect

const brandFieldsOf = (row: BrandRow): BrandFields & { image_path: string | null } => ({
  slug: row.slug,
  name_fr: row.name,
  name_ar: row.nameAr ?? '',
  image_path: row.imagePath ?? null,
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

export async function getBrand(db: Executor, id: number): Promise<AdminBrand> {
  const [brand] = await listBrands(db, id)
  if (!brand) throw notFound()
  return brand
}

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
      await versionedSave(tx, {
        entity: 'brand',
        entityId: id,
        lock: async () => (await tx.select().from(brands).where(eq(brands.id, id)).for('update'))[0],
        seen: seenVersion,
        labels,
        actorId: actor.actorId,
        now: actor.now,
        announce: { topic: 'catalogue', key: `brand:${id}` },
        write: async (row, version) => {
          const before = brandFieldsOf(row)
          const changed = changedFields(before, fields)
          if (!changed.length) return null
          await checkSlugsFree(tx, { slug: fields.slug }, { kind: 'brand', id })
          await tx
            .update(brands)
            .set({ ...brandValues(fields, actor), version })
            .where(eq(brands.id, id))
          await moveSlugs(tx, 'brand', id, [{ locale: 'fr', from: row.slug, to: fields.slug }])
          return { action: 'brand.update', before: pick(before, changed), after: pick(fields, changed) }
        },
      })
    }),
  )
  return getBrand(db, id)
}
