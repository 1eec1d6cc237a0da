/**
 * The empties a customer hands back with an order placed for them (a standing order's date,
 * docs/decisions/0085): a jug customer exchanges, one empty per full jug, as far as the jugs they
 * hold go. Without it each weekly delivery would charge the deposit again (docs/decisions/0083).
 */
import { and, inArray } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { products, productVariants } from '~/api/db/schema'
import type { LineFacts } from '~/api/services/catalogue/cart-lines'
import { type JugBalance, readJugBalance } from './jug-ledger'

type Line = { productId: number; variantId: number | null; quantity: number }

export async function exchangedEmpties(db: Executor, userId: number, lines: Line[]): Promise<number> {
  if (lines.length === 0) return 0
  const productIds = [...new Set(lines.map((line) => line.productId))]
  const variantIds = lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]))
  const productDeposits = await db
    .select({ id: products.id, deposit: products.depositCentimes })
    .from(products)
    .where(inArray(products.id, productIds))
  const variantDeposits = variantIds.length
    ? await db
        .select({ id: productVariants.id, deposit: productVariants.depositCentimes })
        .from(productVariants)
        .where(and(inArray(productVariants.id, variantIds), inArray(productVariants.productId, productIds)))
    : []
  const productDeposit = new Map(productDeposits.map((row) => [row.id, row.deposit]))
  const variantDeposit = new Map(variantDeposits.map((row) => [row.id, row.deposit]))
  const jugs = jugsIn(lines, (line) => (line.variantId === null ? productDeposit.get(line.productId) : variantDeposit.get(line.variantId)))
  if (jugs === 0) return 0
  return Math.min(jugs, (await readJugBalance(db, userId)).jugs)
}

/**
 * The same count from what the caller read already: the catalogue's facts of the lines (a pack
 * size no longer sold is missing from them, as the order will be refused for it anyway) and the
 * customer's jug account.
 */
export function exchangedEmptiesOf(lines: Line[], facts: LineFacts, balance: JugBalance): number {
  const jugs = jugsIn(lines, (line) =>
    line.variantId === null ? facts.products.get(line.productId)?.depositCentimes : facts.variants.get(line.variantId)?.deposit,
  )
  return Math.min(jugs, balance.jugs)
}

// The same reading as the cart's: a pack size's own deposit, a product without pack sizes its own.
const jugsIn = (lines: Line[], depositOf: (line: Line) => number | undefined) =>
  lines.filter((line) => (depositOf(line) ?? 0) > 0).reduce((sum, line) => sum + line.quantity, 0)
