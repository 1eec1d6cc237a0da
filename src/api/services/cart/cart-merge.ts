/**
 * Putting lines into a customer's cart that has lines already: at sign-in, the visitor's cart
 * (docs/decisions/0013), and at reorder, an old order's lines. The lines of both are kept; a
 * product and variant in both keeps the larger quantity, so signing in twice with the same cart,
 * or reordering twice, never doubles it.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { CART_CHOICE_FIELDS } from '~/api/contract/cart-rules'
import type { ServerCart, SaveCartBody } from '~/api/contract/cart'
import type { SessionUser } from '~/api/auth/session'
import type { Database, Executor } from '~/api/db/executor'
import { cartLines, carts } from '~/api/db/schema'
import { readCart, saveCart, saveOnLatest } from './cart'
import type { Locale } from '~/paraglide/runtime.js'

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
    lines: lines.map((line): CartLineInput => ({
      product_id: line.productId,
      quantity: line.quantity,
      product_attribute_id: line.variantId,
    })),
  }
}

/**
 * At sign-in: without a visitor's cart, the account's cart as stored (read, not saved, so its
 * revision is the one the browser must follow); with one, both merged and saved. A choice the
 * visitor made wins over the account's; the account's stays where the visitor made none.
 */
export async function mergeCartAtSignIn(
  db: Database,
  { user, visitorCart, locale }: { user: SessionUser; visitorCart: SaveCartBody | undefined; locale: Locale },
): Promise<ServerCart | null> {
  if (!visitorCart) return readCart(db, { user, reference: undefined, locale })
  return saveOnLatest(() => mergeIntoAccountCart(db, { user, visitorCart, locale }))
}

async function mergeIntoAccountCart(
  db: Database,
  { user, visitorCart, locale }: { user: SessionUser; visitorCart: SaveCartBody; locale: Locale },
): Promise<ServerCart> {
  const { cart: existing, lines } = await accountCart(db, user.id)
  const accountChoices = existing
    ? {
        delivery_address_id: existing.deliveryAddressId,
        billing_address_id: existing.billingAddressId,
        delivery_mode_id: existing.deliveryModeId,
        payment_mode_id: existing.paymentModeId,
        delivery_date: existing.deliveryDate,
        reminder_period: existing.reminderPeriod,
        reminder_frequency: existing.reminderFrequency,
        comment: existing.comment,
        voucher_code: existing.voucherCode,
        used_points: existing.usedPoints,
        empties_returned: existing.emptiesReturned,
      }
    : {}
  // The visitor's own choices only: an empty one (null, '', 0 points) leaves the account's.
  const visitorChoices: Partial<SaveCartBody> = Object.fromEntries(
    CART_CHOICE_FIELDS.flatMap((field) => (visitorCart[field] ? [[field, visitorCart[field]]] : [])),
  )
  const cart = await saveCart(db, {
    body: {
      ...accountChoices,
      ...visitorChoices,
      city_id: visitorCart.city_id,
      products: mergeCartLines(lines, visitorCart.products),
      reference: null,
      revision: undefined,
      // Built on the account's cart as just read: a save in between makes this one read again.
      base_revision: existing?.revision ?? 0,
    },
    user,
    locale,
  })
  if (visitorCart.reference) {
    await db.delete(carts).where(and(eq(carts.reference, visitorCart.reference), isNull(carts.userId)))
  }
  return cart
}
