/**
 * Products and pack sizes as files (docs/decisions/0081). A product's row is keyed by its
 * reference (its slug is written for people and never changed by an import: a slug is a URL);
 * a pack size's by its own reference, beside its product's. An import changes what is there
 * (names, brand, category, prices, on sale or not); a new product, which needs images and cities,
 * or a new pack size, with its format, is made in the product editor. A product with pack sizes
 * takes its prices from them, so its own price is not imported.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { brands, categories, cities, products, productVariants } from '~/api/db/schema'
import { mirrorFirstPackSize } from '~/api/services/pricing/price-cells'
import { variantLabels } from '~/api/services/catalogue/variant-labels'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { type CatalogueSheet, PlanBuilder, type SheetRow } from './catalogue-sheet'
import { lockNamedRows } from './row-locks'
import { madOf, type Read, readFlag, readPrice, shownPrice } from './sheet-cells'

type ProductWrite = {
  id: number
  nameFr: string
  nameAr: string
  brandId: number
  categoryId: number
  price: number
  sellPrice: number | null
  isActive: boolean
}
type PackSizeWrite = { id: number; price: number; sellPrice: number | null; isActive: boolean }

const NAME_MAX = 200

const productsOf = (db: Executor) =>
  db
    .select({
      id: products.id,
      reference: products.reference,
      slug: products.slug,
      nameFr: products.nameFr,
      nameAr: products.nameAr,
      brand: brands.slug,
      category: categories.slug,
      price: products.priceCentimes,
      sellPrice: products.sellPriceCentimes,
      isActive: products.isActive,
      packSizes:
        sql<number>`(SELECT count(*) FROM ${productVariants} WHERE ${productVariants.productId} = ${products.id} AND ${productVariants.isActive})`.mapWith(
          Number,
        ),
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(products.reference))

/** A price and sale price read together, the sale price no higher; errors under their columns. */
function readPrices(builder: PlanBuilder<unknown>, row: SheetRow, locale: Locale): Read<{ price: number; sellPrice: number | null }> {
  const price = readPrice(row.cells.price ?? '', locale)
  if (!price.ok) builder.error(row, 'price', price.message)
  const sellPrice = readPrice(row.cells.sell_price ?? '', locale, { optional: true })
  if (!sellPrice.ok) builder.error(row, 'sell_price', sellPrice.message)
  if (!price.ok || !sellPrice.ok) return { ok: false, message: '' }
  if (sellPrice.value !== null && sellPrice.value > price.value!) {
    const message = m.imp_error_sell_above_price({}, { locale })
    builder.error(row, 'sell_price', message)
    return { ok: false, message }
  }
  return { ok: true, value: { price: price.value!, sellPrice: sellPrice.value } }
}

function readName(builder: PlanBuilder<unknown>, row: SheetRow, column: string, locale: Locale) {
  const name = row.cells[column] ?? ''
  if (name === '' || name.length > NAME_MAX) builder.error(row, column, m.imp_error_name_invalid({ max: NAME_MAX }, { locale }))
  return name
}

const shownProduct = (p: Omit<ProductWrite, 'id' | 'brandId' | 'categoryId'> & { brand: string; category: string }) =>
  `${p.nameFr} | ${p.nameAr} | ${p.brand} | ${p.category} | ${shownPrice(p.price, p.sellPrice)} | ${p.isActive ? 1 : 0}`

export const productSheet: CatalogueSheet<ProductWrite> = {
  fileName: 'produits',
  columns: ['reference', 'slug', 'name_fr', 'name_ar', 'brand', 'category', 'price', 'sell_price', 'active'],

  async exportRows(db) {
    return (await productsOf(db)).map((p) => [
      p.reference,
      p.slug,
      p.nameFr,
      p.nameAr,
      p.brand,
      p.category,
      madOf(p.price),
      madOf(p.sellPrice),
      p.isActive ? 1 : 0,
    ])
  },

  async plan(db, rows, { locale, lock }) {
    if (lock) await lockNamedRows(db, rows, { products: 'reference' })
    const current = new Map((await productsOf(db)).map((p) => [p.reference, p]))
    const brandIds = new Map((await db.select({ id: brands.id, slug: brands.slug }).from(brands)).map((b) => [b.slug, b.id]))
    const categoryIds = new Map((await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]))
    const builder = new PlanBuilder<ProductWrite>()
    for (const row of rows) {
      const reference = row.cells.reference ?? ''
      const product = current.get(reference)
      if (!product) builder.error(row, 'reference', m.imp_error_unknown_product({ value: reference }, { locale }))
      const nameFr = readName(builder, row, 'name_fr', locale)
      const nameAr = readName(builder, row, 'name_ar', locale)
      const brand = row.cells.brand ?? ''
      if (!brandIds.has(brand)) builder.error(row, 'brand', m.imp_error_unknown_brand({ value: brand }, { locale }))
      const category = row.cells.category ?? ''
      if (!categoryIds.has(category)) builder.error(row, 'category', m.imp_error_unknown_category({ value: category }, { locale }))
      const prices = readPrices(builder, row, locale)
      if (
        prices.ok &&
        product &&
        product.packSizes > 0 &&
        (prices.value.price !== product.price || prices.value.sellPrice !== product.sellPrice)
      ) {
        builder.error(row, 'price', m.imp_error_price_follows_pack_sizes({}, { locale }))
      }
      const active = readFlag(row.cells.active ?? '', locale)
      if (!active.ok) builder.error(row, 'active', active.message)
      if (!builder.firstOf(row, reference, 'reference', (line) => m.imp_error_duplicate({ line }, { locale }))) continue
      if (!product || !prices.ok || !active.ok || builder.failed(row)) continue
      const after = { nameFr, nameAr, brand, category, ...prices.value, isActive: active.value }
      const before = { ...product }
      if (shownProduct(before) === shownProduct(after)) {
        builder.unchanged++
        continue
      }
      builder.changes.push({
        row: row.line,
        key: reference,
        status: 'changed',
        before: shownProduct(before),
        after: shownProduct(after),
        write: { id: product.id, ...after, brandId: brandIds.get(brand)!, categoryId: categoryIds.get(category)! },
      })
    }
    return builder.plan()
  },

  async write(tx, writes, actor) {
    for (const w of writes) {
      // The version moves: an editor open on the product is told it changed (docs/decisions/0069).
      await tx
        .update(products)
        .set({
          nameFr: w.nameFr,
          nameAr: w.nameAr,
          brandId: w.brandId,
          categoryId: w.categoryId,
          priceCentimes: w.price,
          sellPriceCentimes: w.sellPrice,
          isActive: w.isActive,
          version: sql`${products.version} + 1`,
          updatedBy: actor.id,
          updatedAt: actor.now,
        })
        .where(eq(products.id, w.id))
    }
  },
}

const packSizesOf = (db: Executor) =>
  db
    .select({
      id: productVariants.id,
      productId: products.id,
      productReference: products.reference,
      reference: productVariants.reference,
      price: productVariants.priceCentimes,
      sellPrice: productVariants.sellPriceCentimes,
      isActive: productVariants.isActive,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .orderBy(asc(products.reference), asc(productVariants.sortOrder), asc(productVariants.id))

const shownPackSize = (p: { price: number; sellPrice: number | null; isActive: boolean }) =>
  `${shownPrice(p.price, p.sellPrice)} | ${p.isActive ? 1 : 0}`

export const packSizeSheet: CatalogueSheet<PackSizeWrite> = {
  fileName: 'formats',
  columns: ['product_reference', 'reference', 'format_fr', 'format_ar', 'price', 'sell_price', 'active'],

  async exportRows(db) {
    const rows = await packSizesOf(db)
    const labels = await variantLabels(
      db,
      rows.map((row) => row.id),
    )
    return rows.map((p) => [
      p.productReference,
      p.reference,
      labels.get(p.id)?.fr ?? '',
      labels.get(p.id)?.ar ?? '',
      madOf(p.price),
      madOf(p.sellPrice),
      p.isActive ? 1 : 0,
    ])
  },

  async plan(db, rows, { locale, lock }) {
    if (lock) await lockNamedRows(db, rows, { products: 'product_reference', packSizes: 'reference' })
    const current = new Map((await packSizesOf(db)).map((p) => [p.reference, p]))
    const productReferences = new Set((await db.select({ reference: products.reference }).from(products)).map((p) => p.reference))
    const builder = new PlanBuilder<PackSizeWrite>()
    for (const row of rows) {
      const productReference = row.cells.product_reference ?? ''
      const reference = row.cells.reference ?? ''
      const packSize = current.get(reference)
      if (!productReferences.has(productReference))
        builder.error(row, 'product_reference', m.imp_error_unknown_product({ value: productReference }, { locale }))
      else if (!packSize || packSize.productReference !== productReference)
        builder.error(row, 'reference', m.imp_error_unknown_pack_size({ value: reference }, { locale }))
      const prices = readPrices(builder, row, locale)
      const active = readFlag(row.cells.active ?? '', locale)
      if (!active.ok) builder.error(row, 'active', active.message)
      if (!builder.firstOf(row, reference, 'reference', (line) => m.imp_error_duplicate({ line }, { locale }))) continue
      if (!packSize || !prices.ok || !active.ok || builder.failed(row)) continue
      const after = { ...prices.value, isActive: active.value }
      if (shownPackSize(packSize) === shownPackSize(after)) {
        builder.unchanged++
        continue
      }
      builder.changes.push({
        row: row.line,
        key: `${productReference} · ${reference}`,
        status: 'changed',
        before: shownPackSize(packSize),
        after: shownPackSize(after),
        write: { id: packSize.id, ...after },
      })
    }
    return builder.plan()
  },

  async write(tx, writes) {
    for (const w of writes) {
      await tx
        .update(productVariants)
        .set({ priceCentimes: w.price, sellPriceCentimes: w.sellPrice, isActive: w.isActive })
        .where(eq(productVariants.id, w.id))
    }
    // A pack size put on or off sale may change which is first: the products' own city prices follow it.
    const changed = await tx
      .selectDistinct({ productId: productVariants.productId })
      .from(productVariants)
      .where(
        inArray(
          productVariants.id,
          writes.map((w) => w.id),
        ),
      )
    const cityIds = (await tx.select({ id: cities.id }).from(cities)).map((city) => city.id)
    await mirrorFirstPackSize(
      tx,
      changed.map((row) => row.productId),
      cityIds,
    )
  },
}
