/** An edited order's lines, written as an order's are at checkout: names, labels and prices copied. */
import { eq } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { orderLines } from '~/api/db/schema'
import type { Line } from '~/api/services/cart/cart-lines'
import { variantLabels } from '~/api/services/catalogue/variant-labels'
import { reservedKey } from '~/api/services/stock/stock'

export type SnapshotLine = { nameFr: string; nameAr: string; labelFr: string; labelAr: string; quantity: number; total: number }

/** Replaces the order's lines with `lines` (only those on sale), each marked with whether it took stock. */
export async function writeOrderLines(tx: Executor, orderId: number, lines: Line[], reserved: Set<string>): Promise<SnapshotLine[]> {
  const sold = lines.filter((line) => line.available)
  const labels = await variantLabels(
    tx,
    sold.flatMap((line) => (line.variantId ? [line.variantId] : [])),
  )
  await tx.delete(orderLines).where(eq(orderLines.orderId, orderId))
  await tx.insert(orderLines).values(
    sold.map((line) => ({
      orderId,
      productId: line.productId,
      variantId: line.variantId,
      nameFr: line.nameFr,
      nameAr: line.nameAr,
      reference: line.product.reference,
      attributesLabelFr: labels.get(line.variantId ?? -1)?.fr ?? '',
      attributesLabelAr: labels.get(line.variantId ?? -1)?.ar ?? '',
      unitPriceCentimes: line.unitPrice,
      quantity: line.quantity,
      lineTotalCentimes: line.unitPrice * line.quantity,
      stockReserved: reserved.has(reservedKey(line)),
    })),
  )
  return sold.map((line) => ({
    nameFr: line.nameFr,
    nameAr: line.nameAr,
    labelFr: labels.get(line.variantId ?? -1)?.fr ?? '',
    labelAr: labels.get(line.variantId ?? -1)?.ar ?? '',
    quantity: line.quantity,
    total: line.unitPrice * line.quantity,
  }))
}
