/** The catalogue's files by kind (docs/decisions/0081). */
import type { ImportKind } from '~/api/contract/admin-imports'
import { priceSheet } from './price-sheet'
import { packSizeSheet, productSheet } from './product-sheets'
import { stockSheet } from './stock-sheet'

export const catalogueSheets = {
  products: productSheet,
  'pack-sizes': packSizeSheet,
  prices: priceSheet,
  stock: stockSheet,
} satisfies Record<ImportKind, unknown>
