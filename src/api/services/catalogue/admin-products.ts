/**
 * The back office's products (issue 17 §1): the paginated list, the editor's choices, one
 * product in both languages, and its save with pack sizes and cities in one transaction. A save
 * names the version it was edited from: of two admins, the second is refused (409) with who
 * saved meanwhile, when and what they changed. Products are never deleted (orders name them).
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AdminProduct, ProductListQuery, ProductOptions, ProductSave } from '~/api/contract/admin-products'
import { PRODUCTS_PER_PAGE } from '~/api/contract/admin-products'
import type { Database, Executor } from '~/api/db/executor'
import { fullNameSql } from '~/api/db/full-name'
import { escapeLike } from '~/api/db/like'
import {
  attributes,
  attributeValues,
  brands,
  categories,
  cities,
  productCities,
  products,
  productVariants,
  productVariantValues,
  users,
} from '~/api/db/schema'
import { ApiError, notFound, type SavedSince } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { recordAudit } from '~/api/services/shared/audit'
import { announceChange } from '~/api/services/shared/change-feed'
import { staleSave, versionedSave } from '~/api/services/shared/versioned-save'
import { type ProductPart, checkProduct, changedProductParts, partNames, slugOf } from '~/api/services/rules/admin-product-rules'
import { onPage } from '~/api/services/shared/paging'
import { pgErrorOf, UNIQUE_VIOLATION } from '~/api/db/pg-error'

export async function listAdminProducts(db: Executor, query: ProductListQuery, locale: Locale) {
  const conditions: (SQL | undefined)[] = []
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`
    conditions.push(or(ilike(products.nameFr, pattern), ilike(products.nameAr, pattern), ilike(products.reference, pattern)))
  }
  if (query.brand) conditions.push(eq(products.brandId, query.brand))
  if (query.category) conditions.push(eq(products.categoryId, query.category))
  if (query.status !== 'all') conditions.push(eq(products.isActive, query.status === 'active'))
  const where = and(...conditions)
  const name = locale === 'ar' ? products.nameAr : products.nameFr
  const [rows, [total]] = await Promise.all([
    onPage(
      db
        .select({
          id: products.id,
          reference: products.reference,
          slug: products.slug,
          name,
          brand: brands.name,
          category: locale === 'ar' ? categories.nameAr : categories.nameFr,
          price: products.priceCentimes,
          sell_price: products.sellPriceCentimes,
          is_active: products.isActive,
          pack_sizes:
            sql<number>`(SELECT count(*) FROM ${productVariants} WHERE ${productVariants.productId} = ${products.id} AND ${productVariants.isActive})`.mapWith(
              Number,
            ),
          cities:
            sql<number>`(SELECT count(*) FROM ${productCities} WHERE ${productCities.productId} = ${products.id} AND ${productCities.isAvailable})`.mapWith(
              Number,
            ),
          imagePath: products.imagePath,
          imageWidth: products.imageWidth,
          imageHeight: products.imageHeight,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(desc(products.isActive), asc(name), asc(products.id))
        .$dynamic(),
      query.page,
      PRODUCTS_PER_PAGE,
    ),
    db.select({ total: count() }).from(products).where(where),
  ])
  return {
    items: rows.map(({ imagePath, imageWidth, imageHeight, ...row }) => ({
      ...row,
      image: { url: imagePath, width: imageWidth, height: imageHeight },
    })),
    total: total?.total ?? 0,
    page: query.page,
    per_page: PRODUCTS_PER_PAGE,
  }
}

export async function productOptions(db: Executor, locale: Locale): Promise<ProductOptions> {
  const [brandRows, categoryRows, cityRows, formatRows] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.sortOrder), asc(brands.name)),
    db
      .select({ id: categories.id, name: locale === 'ar' ? categories.nameAr : categories.nameFr })
      .from(categories)
      .orderBy(asc(categories.sortOrder)),
    db
      .select({ id: cities.id, name: locale === 'ar' ? cities.nameAr : cities.nameFr })
      .from(cities)
      .orderBy(asc(cities.sortOrder), asc(cities.id)),
    db
      .select({ id: attributeValues.id, code: attributeValues.code, fr: attributeValues.labelFr, ar: attributeValues.labelAr })
      .from(attributeValues)
      .innerJoin(attributes, and(eq(attributes.id, attributeValues.attributeId), eq(attributes.code, 'format')))
      .orderBy(asc(attributeValues.sortOrder), asc(attributeValues.id)),
  ])
  return {
    brands: brandRows,
    categories: categoryRows,
    cities: cityRows,
    formats: formatRows.map(({ fr, ar, ...row }) => ({ ...row, label: { fr, ar } })),
  }
}

export async function adminProduct(db: Executor, id: number): Promise<AdminProduct> {
  const [row] = await db
    .select({ product: products, by: fullNameSql(users) })
    .from(products)
    .leftJoin(users, eq(users.id, products.updatedBy))
    .where(eq(products.id, id))
  if (!row) throw notFound()
  const { product } = row
  const [variantRows, cityRows] = await Promise.all([
    db
      .select({
        variant: productVariants,
        formatId: attributeValues.id,
        fr: attributeValues.labelFr,
        ar: attributeValues.labelAr,
      })
      .from(productVariants)
      .leftJoin(productVariantValues, eq(productVariantValues.variantId, productVariants.id))
      .leftJoin(attributeValues, eq(attributeValues.id, productVariantValues.attributeValueId))
      .leftJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(and(eq(productVariants.productId, id), or(eq(attributes.code, 'format'), sql`${attributes.id} IS NULL`)))
      .orderBy(desc(productVariants.isActive), asc(productVariants.sortOrder), asc(productVariants.id)),
    db
      .select({ cityId: productCities.cityId })
      .from(productCities)
      .where(and(eq(productCities.productId, id), eq(productCities.isAvailable, true)))
      .orderBy(asc(productCities.cityId)),
  ])
  return {
    id: product.id,
    slug: product.slug,
    version: product.version,
    updated: { by: product.updatedBy ? row.by : null, at: product.updatedAt.toISOString() },
    name: { fr: product.nameFr, ar: product.nameAr },
    description: { fr: product.descriptionFr, ar: product.descriptionAr },
    brand_id: product.brandId,
    category_id: product.categoryId,
    reference: product.reference,
    price: product.priceCentimes,
    sell_price: product.sellPriceCentimes,
    deposit: product.depositCentimes,
    city_ids: cityRows.map((city) => city.cityId),
    is_active: product.isActive,
    image: { url: product.imagePath, width: product.imageWidth, height: product.imageHeight },
    search_terms: product.searchTerms,
    pack_sizes: variantRows.map(({ variant, formatId, fr, ar }) => ({
      id: variant.id,
      reference: variant.reference,
      format_id: formatId,
      label: { fr: fr ?? '', ar: ar ?? '' },
      price: variant.priceCentimes,
      sell_price: variant.sellPriceCentimes,
      deposit: variant.depositCentimes,
      is_active: variant.isActive,
    })),
  }
}

type Actor = { id: number }

/** Creates a product with its pack sizes and cities; answers its id. */
/** Two saves racing for one reference or slug: the second meets the unique index, a 409 rather than a 500. */
async function uniqueOrConflict<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save()
  } catch (error) {
    if (pgErrorOf(error).code !== UNIQUE_VIOLATION) throw error
    throw new ApiError(409, (locale) => m.api_product_reference_taken({}, { locale }))
  }
}

export async function createProduct(db: Database, body: ProductSave, actor: Actor, now = new Date()) {
  await checkProduct(db, body, null)
  return uniqueOrConflict(() =>
    db.transaction(async (tx) => {
      await checkReferences(tx, body, null)
      const slug = await freeSlug(tx, slugOf(body.name.fr, body.reference))
      const [created] = await tx
        .insert(products)
        .values({ ...productValues(body), slug, updatedBy: actor.id, updatedAt: now, createdAt: now })
        .returning({ id: products.id })
      const id = created!.id
      await savePackSizes(tx, id, body)
      await saveCities(tx, id, body.city_ids)
      await recordAudit(
        tx,
        { actorId: actor.id, action: 'product.create', entity: 'product', entityId: id, after: { version: 1, ...summary(body) } },
        now,
      )
      await announceChange(tx, { topic: 'catalogue', key: `product:${id}` })
      return { id }
    }),
  )
}

/** Saves a product over the version the admin edited from, pack sizes and cities with it, or nothing. */
export async function updateProduct(db: Database, id: number, body: ProductSave, actor: Actor, now = new Date()) {
  await checkProduct(db, body, id)
  return uniqueOrConflict(() =>
    db.transaction(async (tx) => {
      await versionedSave(tx, {
        entity: 'product',
        entityId: id,
        lock: async () => (await tx.select().from(products).where(eq(products.id, id)).for('update'))[0],
        seen: body.version,
        refuse: ({ since, saves }) => conflict(since, saves),
        actorId: actor.id,
        now,
        announce: { topic: 'catalogue', key: `product:${id}` },
        write: async (_current, version) => {
          await checkReferences(tx, body, id)
          const before = await adminProduct(tx, id)
          await tx
            .update(products)
            .set({ ...productValues(body), version, updatedBy: actor.id, updatedAt: now })
            .where(eq(products.id, id))
          await savePackSizes(tx, id, body)
          await saveCities(tx, id, body.city_ids)
          return {
            action: body.is_active || !before.is_active ? 'product.update' : 'product.deactivate',
            before: summary(before),
            after: { changed: changedProductParts(before, body), ...summary(body) },
          }
        },
      })
      return { id }
    }),
  )
}

const summary = (product: ProductSave) => ({
  reference: product.reference,
  name: product.name,
  price: product.price,
  sell_price: product.sell_price,
  deposit: product.deposit,
  is_active: product.is_active,
  city_ids: product.city_ids,
  search_terms: product.search_terms,
  pack_sizes: product.pack_sizes.map((pack) => ({
    reference: pack.reference,
    price: pack.price,
    sell_price: pack.sell_price,
    deposit: pack.deposit,
    is_active: pack.is_active,
  })),
})

const productValues = (body: ProductSave) => ({
  reference: body.reference.trim(),
  nameFr: body.name.fr.trim(),
  nameAr: body.name.ar.trim(),
  descriptionFr: body.description.fr.trim(),
  descriptionAr: body.description.ar.trim(),
  brandId: body.brand_id,
  categoryId: body.category_id,
  priceCentimes: body.price,
  sellPriceCentimes: body.sell_price,
  ...(body.deposit === undefined ? {} : { depositCentimes: body.deposit }),
  isActive: body.is_active,
  imagePath: body.image.url,
  imageWidth: body.image.width,
  imageHeight: body.image.height,
  // Absent, a save keeps the product's terms (a create starts with none, the column's default).
  ...(body.search_terms ? { searchTerms: body.search_terms } : {}),
})

/** A reference another product or pack size already has: 409 under its field. */
async function checkReferences(tx: Executor, body: ProductSave, productId: number | null) {
  const errors: Record<string, (locale: Locale) => string> = {}
  const taken = (locale: Locale) => m.api_product_reference_taken({}, { locale })
  const [productTaken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.reference, body.reference.trim()), productId ? ne(products.id, productId) : undefined))
  if (productTaken) errors.reference = taken
  const references = body.pack_sizes.map((pack) => pack.reference.trim())
  if (references.length) {
    const rows = await tx
      .select({ id: productVariants.id, reference: productVariants.reference, productId: productVariants.productId })
      .from(productVariants)
      .where(inArray(productVariants.reference, references))
    // This product's pack sizes named in the body take their new references (two may swap theirs);
    // one left out keeps its own.
    const renamed = new Set(body.pack_sizes.flatMap((pack) => (pack.id === undefined ? [] : [pack.id])))
    body.pack_sizes.forEach((pack, index) => {
      const owner = rows.find((row) => row.reference === pack.reference.trim())
      if (owner && owner.id !== pack.id && (owner.productId !== productId || !renamed.has(owner.id))) {
        errors[`pack_sizes.${index}.reference`] = taken
      }
    })
  }
  if (Object.keys(errors).length) {
    throw new ApiError(
      409,
      (locale) => m.api_product_reference_taken({}, { locale }),
      (locale) => Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text(locale)]])),
    )
  }
}

async function freeSlug(tx: Executor, base: string) {
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), ilike(products.slug, `${escapeLike(base)}-%`)))
  const used = new Set(rows.map((row) => row.slug))
  if (!used.has(base)) return base
  for (let suffix = 2; ; suffix++) if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`
}

/** The pack sizes in the body's order; those left out are deactivated (orders may name them). */
async function savePackSizes(tx: Executor, productId: number, body: ProductSave) {
  const [format] = await tx.select({ id: attributes.id }).from(attributes).where(eq(attributes.code, 'format'))
  const formatAttributeId = format?.id ?? (await createFormatAttribute(tx))
  const kept: number[] = []
  // Free the references first: two pack sizes may swap theirs in one save.
  const existing = body.pack_sizes.filter((pack) => pack.id !== undefined).map((pack) => pack.id!)
  if (existing.length) {
    await tx
      .update(productVariants)
      .set({ reference: sql`${productVariants.reference} || '~' || ${productVariants.id}` })
      .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, existing)))
  }
  for (const [index, pack] of body.pack_sizes.entries()) {
    const values = {
      reference: pack.reference.trim(),
      priceCentimes: pack.price,
      sellPriceCentimes: pack.sell_price,
      ...(pack.deposit === undefined ? {} : { depositCentimes: pack.deposit }),
      sortOrder: index + 1,
      isActive: pack.is_active,
    }
    let variantId: number
    if (pack.id !== undefined) {
      const [updated] = await tx
        .update(productVariants)
        .set(values)
        .where(and(eq(productVariants.id, pack.id), eq(productVariants.productId, productId)))
        .returning({ id: productVariants.id })
      if (!updated) throw notFound()
      variantId = updated.id
    } else {
      const [created] = await tx
        .insert(productVariants)
        .values({ ...values, productId })
        .returning({ id: productVariants.id })
      variantId = created!.id
    }
    kept.push(variantId)
    const valueId = pack.format_id ?? (await formatValueFor(tx, formatAttributeId, pack.label))
    // A pack size has one format value: replace whatever it had for the format attribute.
    await tx.execute(sql`DELETE FROM ${productVariantValues} WHERE ${productVariantValues.variantId} = ${variantId}
      AND ${productVariantValues.attributeValueId} IN (SELECT ${attributeValues.id} FROM ${attributeValues} WHERE ${attributeValues.attributeId} = ${formatAttributeId})`)
    await tx.insert(productVariantValues).values({ variantId, attributeValueId: valueId })
  }
  await tx
    .update(productVariants)
    .set({ isActive: false })
    .where(
      and(
        eq(productVariants.productId, productId),
        kept.length ? sql`${productVariants.id} NOT IN (${sql.join(kept, sql`, `)})` : undefined,
      ),
    )
}

async function createFormatAttribute(tx: Executor) {
  const [created] = await tx
    .insert(attributes)
    .values({ code: 'format', nameFr: 'Format', nameAr: 'الحجم' })
    .returning({ id: attributes.id })
  return created!.id
}

/** The format value with this French label, or a new one (its code from the French label). */
async function formatValueFor(tx: Executor, attributeId: number, label: { fr: string; ar: string }) {
  const fr = label.fr.trim()
  const [same] = await tx
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(and(eq(attributeValues.attributeId, attributeId), eq(attributeValues.labelFr, fr)))
  if (same) return same.id
  const base = slugOf(fr, 'format')
  const taken = await tx
    .select({ code: attributeValues.code })
    .from(attributeValues)
    .where(and(eq(attributeValues.attributeId, attributeId), ilike(attributeValues.code, `${escapeLike(base)}%`)))
  const codes = new Set(taken.map((row) => row.code))
  let code = base
  for (let suffix = 2; codes.has(code); suffix++) code = `${base}-${suffix}`
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${attributeValues.sortOrder}), 0) + 1`.mapWith(Number) })
    .from(attributeValues)
    .where(eq(attributeValues.attributeId, attributeId))
  const [created] = await tx
    .insert(attributeValues)
    .values({ attributeId, code, labelFr: fr, labelAr: label.ar.trim(), sortOrder: next })
    .returning({ id: attributeValues.id })
  return created!.id
}

async function saveCities(tx: Executor, productId: number, cityIds: number[]) {
  await tx.delete(productCities).where(eq(productCities.productId, productId))
  const unique = [...new Set(cityIds)]
  if (unique.length) await tx.insert(productCities).values(unique.map((cityId) => ({ productId, cityId, isAvailable: true })))
}

/** The refusal of a save made from an older version: who saved since, when, and the parts they changed (their audit lines'). */
function conflict(since: SavedSince, saves: unknown[]) {
  const parts = new Set<ProductPart>()
  for (const save of saves) for (const part of (save as { changed?: ProductPart[] } | null)?.changed ?? []) parts.add(part)
  return staleSave(since, ({ by, at }, locale) =>
    m.api_product_conflict(
      { by, at, changed: parts.size ? partNames([...parts], locale) : m.api_content_changed_unknown({}, { locale }) },
      { locale },
    ),
  )
}
