/** An order's lines, written the same way when it is placed and when it is edited: names, labels and prices copied. */
import { eq } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { orderLines } from '~/api/db/schema'
import type { Line } from '~/api/services/catalogue/cart-lines'
import { variantLabels, type VariantLabels } from '~/api/services/catalogue/variant-labels'
import { reservedKey } from '~/api/services/stock/stock'

export type SnapshotLine = {
  nameFr: string
  nameAr: string
  labelFr: string
  labelAr: string
  quantity: number
  total: number
  /** The deposit per unit, apart from the price (docs/decisions/0083). */
  unitDeposit: number
}

/** Replaces the order's lines with `lines` (only those on sale), each marked with whether it took stock. */
export async function writeOrderLines(tx: Executor, orderId: number, lines: Line[], reserved: Set<string>): Promise<SnapshotLine[]> {
  await tx.delete(orderLines).where(eq(orderLines.orderId, orderId))
  return insertOrderLines(
    tx,
    orderId,
    lines.filter((line) => line.available),
    reserved,
  )
}

/**
 * Writes an order's lines as they are sold: names, pack-size labels and prices copied, so a later
 * change of the catalogue never changes a placed order. Returns them as the order's e-mail shows them.
 * The one writer of order lines, at checkout (place-order.ts) and when an order is edited.
 */
export async function insertOrderLines(
  tx: Executor,
  orderId: number,
  lines: Line[],
  reserved: Set<string>,
  /** The pack sizes' labels when the caller read them already (a standing orders' run): used when they name every line's. */
  knownLabels?: VariantLabels,
): Promise<SnapshotLine[]> {
  const variantIds = lines.flatMap((line) => (line.variantId ? [line.variantId] : []))
  const labels = knownLabels && variantIds.every((id) => knownLabels.has(id)) ? knownLabels : await variantLabels(tx, variantIds)
  const sold = lines.map((line) => ({
    line,
    snapshot: {
      nameFr: line.nameFr,
      nameAr: line.nameAr,
      labelFr: labels.get(line.variantId ?? -1)?.fr ?? '',
      labelAr: labels.get(line.variantId ?? -1)?.ar ?? '',
      quantity: line.quantity,
      total: line.unitPrice * line.quantity,
      unitDeposit: line.unitDeposit,
    },
  }))
  if (sold.length === 0) return []
  await tx.insert(orderLines).values(
    sold.map(({ line, snapshot }) => ({
      orderId,
      productId: line.productId,
      variantId: line.variantId,
      nameFr: line.nameFr,
      nameAr: line.nameAr,
      reference: line.product.reference,
      attributesLabelFr: snapshot.labelFr,
      attributesLabelAr: snapshot.labelAr,
      unitPriceCentimes: line.unitPrice,
      quantity: line.quantity,
      lineTotalCentimes: snapshot.total,
      stockReserved: reserved.has(reservedKey(line)),
      unitDepositCentimes: line.unitDeposit,
    })),
  )
  return sold.map(({ snapshot }) => snapshot)
}
