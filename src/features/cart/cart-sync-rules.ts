/**
 * One cart on several devices (docs/decisions/0019), as pure functions: what the browser holds
 * ("mine") is merged into the cart the server holds now ("theirs").
 * - Mine is this account's cart as this browser last saw it (same reference, and the server's
 *   answer it last had, "base"): what the shopper changed here since base is applied on theirs
 *   (units added or taken away, a removal, a choice), everything else is theirs. So a line
 *   removed or ordered on another device stays gone, and the change the server refused as stale
 *   is applied again instead of lost.
 * - Mine is a visitor's cart (another reference, or never saved): the lines of both, a line in
 *   both with the larger quantity, as at sign-in (docs/decisions/0013); a choice made here wins.
 */
import type { CartChoices, ServerCart } from '~/api/contract/cart'
import { CART_CHOICE_FIELDS } from '~/api/contract/cart-rules'
import type { CartState } from './cart-rules'

export type PlannedLine = { productId: number; product_attribute_id: number | null; quantity: number }
export type CartPlan = { lines: PlannedLine[]; choices: CartChoices; changed: boolean }

const lineKey = (line: { productId: number; product_attribute_id: number | null }) => `${line.productId}:${line.product_attribute_id ?? ''}`

const serverLines = (cart: ServerCart | null): PlannedLine[] =>
  (cart?.cart_details ?? []).map((detail) => ({
    productId: detail.product_id,
    product_attribute_id: detail.product_attribute_id,
    quantity: detail.quantity,
  }))

const quantities = (lines: PlannedLine[]) => new Map(lines.map((line) => [lineKey(line), line.quantity]))

const isEmptyChoice = (value: unknown) => value === null || value === undefined || value === '' || value === 0

/** Whether mine is this cart as the browser last saw it from the server (not a visitor's). */
export function isSameCart(mine: CartState, theirs: ServerCart): boolean {
  return mine.server_cart !== null && mine.reference === theirs.reference && mine.server_cart.reference === theirs.reference
}

/** The lines and choices to keep, and whether they differ from theirs (then they must be saved). */
export function planMerge(mine: CartState, theirs: ServerCart): CartPlan {
  const theirLines = serverLines(theirs)
  const myLines: PlannedLine[] = mine.items.map((item) => ({
    productId: item.productId,
    product_attribute_id: item.product_attribute_id,
    quantity: item.quantity,
  }))
  const same = isSameCart(mine, theirs)
  const base = quantities(serverLines(same ? mine.server_cart : null))
  const ours = quantities(myLines)
  const keys = [...new Set([...theirLines, ...myLines].map(lineKey))]
  const byKey = new Map([...myLines, ...theirLines].map((line) => [lineKey(line), line]))

  const lines = keys.flatMap((key): PlannedLine[] => {
    const their = theirLines.find((line) => lineKey(line) === key)?.quantity ?? 0
    const my = ours.get(key) ?? 0
    const seen = base.get(key) ?? 0
    // Same cart: a removal here removes; otherwise the units added (or taken away) here since
    // base go on top of theirs. A visitor's cart: the larger of both.
    const quantity = same ? (my === 0 && seen > 0 ? 0 : Math.min(999, Math.max(0, their + my - seen))) : Math.max(my, their)
    return quantity > 0 ? [{ ...byKey.get(key)!, quantity }] : []
  })

  const baseChoices = same ? mine.server_cart?.choices : undefined
  const choices = Object.fromEntries(
    CART_CHOICE_FIELDS.map((field) => {
      const changedHere = same ? baseChoices !== undefined && mine[field] !== baseChoices[field] : !isEmptyChoice(mine[field])
      return [field, changedHere ? mine[field] : theirs.choices[field]]
    }),
  ) as CartChoices

  const theirQuantities = quantities(theirLines)
  const changed =
    lines.length !== theirLines.length ||
    lines.some((line) => theirQuantities.get(lineKey(line)) !== line.quantity) ||
    CART_CHOICE_FIELDS.some((field) => choices[field] !== theirs.choices[field])
  return { lines, choices, changed }
}
