/**
 * A pack size's name as the cart shows it ("6 × 1,5 L"): its attribute values joined, by
 * attribute code, in both languages. The order's lines keep it; the stock list shows it.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { attributes, attributeValues, productVariantValues } from '~/api/db/schema'

export type VariantLabels = Map<number, { fr: string; ar: string }>

export async function variantLabels(db: Executor, variantIds: number[]): Promise<VariantLabels> {
  const labels: VariantLabels = new Map()
  if (variantIds.length === 0) return labels
  const rows = await db
    .select({ variantId: productVariantValues.variantId, fr: attributeValues.labelFr, ar: attributeValues.labelAr })
    .from(productVariantValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productVariantValues.attributeValueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(inArray(productVariantValues.variantId, variantIds))
    .orderBy(asc(productVariantValues.variantId), asc(attributes.code))
  for (const row of rows) {
    const label = labels.get(row.variantId)
    labels.set(row.variantId, label ? { fr: `${label.fr} · ${row.fr}`, ar: `${label.ar} · ${row.ar}` } : { fr: row.fr, ar: row.ar })
  }
  return labels
}
