/**
 * A visitor's cart at sign-in (docs/decisions/0013): the lines of both carts are kept; a product
 * and variant in both keeps the larger quantity, so signing in twice with the same cart never
 * doubles it. The visitor's cart row is then dropped and the account's cart answered, priced.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { SaveCartBody } from '../contract/cart'
import type { ApiLocale } from '../contract/common'
import type { ServerCart } from '../contract/cart'
import type { SessionUser } from '../auth/session'
import type { Database } from '../db/database'
import { cartLines, carts } from '../db/schema'
import { saveCart } from './cart'

export async function mergeCartAtSignIn(
  db: Database,
  { user, visitorCart, locale }: { user: SessionUser; visitorCart: SaveCartBody | undefined; locale: ApiLocale },
): Promise<ServerCart | null> {
  const [accountCart] = await db.select().from(carts).where(eq(carts.userId, user.id))
  const accountLines = accountCart
    ? await db.select().from(cartLines).where(eq(cartLines.cartId, accountCart.id)).orderBy(cartLines.sortOrder)
    : []
  if (!visitorCart && accountLines.length === 0) return null
  const cityId = visitorCart?.city_id ?? accountCart?.cityId ?? user.cityId
  if (!cityId) return null

  const merged = new Map<string, SaveCartBody['products'][number]>()
  for (const line of accountLines) {
    merged.set(`${line.productId}:${line.variantId ?? ''}`, { product_id: line.productId, quantity: line.quantity, product_attribute_id: line.variantId })
  }
  for (const line of visitorCart?.products ?? []) {
    const key = `${line.product_id}:${line.product_attribute_id ?? ''}`
    const existing = merged.get(key)
    merged.set(key, existing ? { ...existing, quantity: Math.max(existing.quantity, line.quantity) } : line)
  }

  const cart = await saveCart(db, {
    body: { ...visitorCart, city_id: cityId, products: [...merged.values()].slice(0, 100), reference: null, revision: undefined },
    user,
    locale,
  })
  if (visitorCart?.reference) {
    await db.delete(carts).where(and(eq(carts.reference, visitorCart.reference), isNull(carts.userId)))
  }
  return cart
}
