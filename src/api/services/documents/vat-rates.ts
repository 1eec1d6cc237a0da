/**
 * The VAT rate of each product (decision 0074): prices are TTC, and an invoice needs the rate of
 * each line to show its price HT and the VAT per rate. A product without its own row takes the
 * shop's default (the legal identity's `default_vat_rate`, 20 %: bottled water, soft drinks,
 * clothing and equipment all bear the standard rate in Morocco). An admin sets a product's own.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { ProductVatRate } from '~/api/contract/admin-documents'
import type { Database, Executor } from '~/api/db/executor'
import { products, productVatRates } from '~/api/db/schema'
import { notFound } from '~/api/http/errors'
import { recordAudit } from '~/api/services/shared/audit'
import type { Locale } from '~/paraglide/runtime.js'
import { readLegalIdentityRow } from './legal-identity'

export async function listProductVatRates(db: Executor, locale: Locale): Promise<{ default_rate: number; products: ProductVatRate[] }> {
  const identity = await readLegalIdentityRow(db)
  const rows = await db
    .select({
      id: products.id,
      nameFr: products.nameFr,
      nameAr: products.nameAr,
      reference: products.reference,
      rate: productVatRates.rate,
    })
    .from(products)
    .leftJoin(productVatRates, eq(productVatRates.productId, products.id))
    .orderBy(asc(products.nameFr))
  return {
    default_rate: identity.defaultVatRate,
    products: rows.map((row) => ({
      product_id: row.id,
      name: locale === 'ar' ? row.nameAr : row.nameFr,
      reference: row.reference,
      rate: row.rate,
    })),
  }
}

/** Sets a product's own rate, or (null) gives it back the default; audited. */
export async function setProductVatRate(
  db: Database,
  productId: number,
  rate: number | null,
  { actorId, now }: { actorId: number; now: Date },
) {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId))
    if (!product) throw notFound()
    const [before] = await tx.select().from(productVatRates).where(eq(productVatRates.productId, productId)).for('update')
    if (rate === null) await tx.delete(productVatRates).where(eq(productVatRates.productId, productId))
    else
      await tx
        .insert(productVatRates)
        .values({ productId, rate, updatedAt: now })
        .onConflictDoUpdate({ target: productVatRates.productId, set: { rate, updatedAt: now } })
    await recordAudit(
      tx,
      {
        actorId,
        action: 'product.vat_rate',
        entity: 'product',
        entityId: productId,
        before: { vat_rate: before?.rate ?? null },
        after: { vat_rate: rate },
      },
      now,
    )
    return { product_id: productId, rate }
  })
}

/** The rate of each product named (the default for those without their own, or for lines whose product is gone). */
export async function vatRatesOf(
  db: Executor,
  productIds: number[],
): Promise<{ rateOf: (productId: number | null) => number; deliveryRate: number }> {
  const identity = await readLegalIdentityRow(db)
  const own = productIds.length ? await db.select().from(productVatRates).where(inArray(productVatRates.productId, productIds)) : []
  const byProduct = new Map(own.map((row) => [row.productId, row.rate]))
  return {
    rateOf: (productId) => (productId === null ? identity.defaultVatRate : (byProduct.get(productId) ?? identity.defaultVatRate)),
    deliveryRate: identity.deliveryVatRate,
  }
}
