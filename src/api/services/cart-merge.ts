/**
 * Putting lines into a customer's cart that has lines already: at sign-in, the visitor's cart
 * (docs/decisions/0013), and at reorder, an old order's lines. The lines of both are kept; a
 * product and variant in both keeps the larger quantity, so signing in twice with the same cart,
 * or reordering twice, never doubles it.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { SaveCartBody } from '../contract/cart'
import type { ApiLocale } from '../contract/common'
import type { ServerCart } from '../contract/cart'
import type { SessionUser } from '../auth/session'
import type { Database, Executor } from '../db/database'
import { cartLines, carts } from '../db/schema'
import { saveCart } from './cart'

export type CartLineInput = SaveCartBody['products'][number]

/** The merge rule: the lines of both, a product and variant in both with the larger quantity. */
export function mergeCartLines(first: CartLineInput[], second: CartLineInput[]): CartLineInput[] {
  const merged = new Map<string, CartLineInput>()
  for (const line of [...first, ...second]) {
    const key = `${line.product_id}:${line.product_attribute_id ?? ''}`
    const existing = merged.get(key)
    merged.set(key, existing ? { ...existing, quantity: Math.max(existing.quantity, line.quantity) } : line)
  }
  // A save carries 100 lines at most.
  return [...merged.values()].slice(0, 100)
}

/** The customer's cart and its lines as a save would send them, or none. */
export async function accountCart(db: Executor, userId: number) {
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId))
  const lines = cart ? await db.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(cartLines.sortOrder) : []
  return {
    cart,
    lines: lines.map((line): CartLineInput => ({ product_id: line.productId, quantity: line.quantity, product_attribute_id: line.variantId })),
  }
}

export async function mergeCartAtSignIn(
  db: Database,
  { user, visitorCart, locale }: { user: SessionUser; visitorCart: SaveCartBody | undefined; locale: ApiLocale },
): Promise<ServerCart | null> {
  const { cart: existing, lines } = await accountCart(db, user.id)
  if (!visitorCart && lines.length === 0) return null
  const cityId = visitorCart?.city_id ?? existing?.cityId ?? user.cityId
  if (!cityId) return null

  const cart = await saveCart(db, {
    body: { ...visitorCart, city_id: cityId, products: mergeCartLines(lines, visitorCart?.products ?? []), reference: null, revision: undefined },
    user,
    locale,
  })
  if (visitorCart?.reference) {
    await db.delete(carts).where(and(eq(carts.reference, visitorCart.reference), isNull(carts.userId)))
  }
  return cart
}
