/**
 * An applying import locks the rows its file names, and only those, in id order (products, then
 * pack sizes): a product save, a price grid save or an order reserving one of them waits for the
 * import's transaction, and the import's plan read after the locks is the state it writes over.
 */
import { asc, inArray } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { products, productVariants } from '~/api/db/schema'
import type { SheetRow } from './catalogue-sheet'

const named = (rows: SheetRow[], column: string) => [...new Set(rows.map((row) => row.cells[column] ?? '').filter((value) => value !== ''))]

export async function lockNamedRows(tx: Executor, rows: SheetRow[], columns: { products: string; packSizes?: string }) {
  const productReferences = named(rows, columns.products)
  if (productReferences.length) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.reference, productReferences))
      .orderBy(asc(products.id))
      .for('update')
  }
  const packReferences = columns.packSizes ? named(rows, columns.packSizes) : []
  if (packReferences.length) {
    await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(inArray(productVariants.reference, packReferences))
      .orderBy(asc(productVariants.id))
      .for('update')
  }
}
