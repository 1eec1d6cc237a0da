/**
 * The server's cart (spec 4 and 7): the only authority on prices, totals and points. Every save
 * recomputes the lines from the database for the cart's city; prices the client may send are not
 * even read. Saves carry the browser's revision: an older save arriving after a newer one is
 * refused, so the last intent wins.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { m } from '../../paraglide/messages.js'
import type { SessionUser } from '../auth/session'
import type { SaveCartBody, ServerCart } from '../contract/cart'
import type { ApiLocale } from '../contract/common'
import type { Database, Executor } from '../db/database'
import { cartLines, carts } from '../db/schema'
import { ApiError } from '../http/errors'
import { type Line, resolveLines } from './cart-lines'
import { type PricedCheckout, priceCheckout } from './checkout-pricing'
import { requireCity } from './cities'
import { normalizeVoucherCode } from './vouchers'

/** The cart row to write: the customer's own, the guest's by reference, or a new one. Locked until the end of the transaction. */
async function lockCart(db: Executor, user: SessionUser | null, reference: string | null | undefined) {
  const [found] = user
    ? await db.select().from(carts).where(eq(carts.userId, user.id)).for('update')
    : reference
      ? await db.select().from(carts).where(and(eq(carts.reference, reference), isNull(carts.userId))).for('update')
      : []
  if (found) return found
  const [created] = await db
    .insert(carts)
    .values({ reference: randomBytes(18).toString('base64url'), userId: user?.id ?? null })
    .onConflictDoNothing()
    .returning()
  if (created) return created
  // Another save of the same customer created it a moment ago.
  const [again] = await db.select().from(carts).where(eq(carts.userId, user?.id ?? -1)).for('update')
  if (!again) throw new Error('The cart could not be created')
  return again
}

export async function saveCart(
  db: Database,
  { body, user, locale, now = new Date(), complete = false }: { body: SaveCartBody; user: SessionUser | null; locale: ApiLocale; now?: Date; complete?: boolean },
): Promise<ServerCart> {
  return db.transaction(async (tx) => {
    const city = await requireCity(tx, body.city_id)
    const lines = await resolveLines(tx, body, city.id, city.priceFactorPermille, locale)
    const cart = await lockCart(tx, user, body.reference)
    if (body.revision !== undefined && body.revision < cart.revision) {
      throw new ApiError(409, (lang) => m.api_cart_stale({}, { locale: lang }))
    }
    const priced = await priceCheckout(tx, { body, user, city, lines, locale, now, complete })
    const revision = body.revision ?? cart.revision + 1
    // Ids the client may not set are not stored: another customer's address, an unknown mode.
    const { choice } = priced
    await tx
      .update(carts)
      .set({
        cityId: city.id,
        deliveryAddressId: choice.deliveryAddress?.id ?? null,
        billingAddressId: choice.billingAddress?.id ?? null,
        deliveryModeId: choice.deliveryMode?.id ?? null,
        paymentModeId: choice.paymentMode?.id ?? null,
        deliveryDate: body.delivery_date ?? null,
        reminderPeriod: body.reminder_period ?? null,
        reminderFrequency: body.reminder_frequency ?? null,
        comment: body.comment ?? '',
        voucherCode: normalizeVoucherCode(body.voucher_code),
        usedPoints: body.used_points ?? 0,
        revision,
      })
      .where(eq(carts.id, cart.id))
    await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id))
    if (lines.length) {
      await tx.insert(cartLines).values(
        lines.map((line, index) => ({ cartId: cart.id, productId: line.productId, variantId: line.variantId, quantity: line.quantity, sortOrder: index })),
      )
    }
    return toServerCart(cart.reference, revision, city.id, lines, priced)
  })
}

export function toServerCart(reference: string, revision: number, cityId: number, lines: Line[], priced: PricedCheckout): ServerCart {
  return {
    reference,
    revision,
    city_id: cityId,
    cart_details: lines.map((line) => ({
      product_id: line.productId,
      product_attribute_id: line.variantId,
      quantity: line.quantity,
      available: line.available,
      prices: { price: line.unitPrice, total: line.unitPrice * line.quantity },
      product: line.product,
    })),
    totals: priced.totals,
    voucher: priced.voucher,
    messages: priced.messages,
  }
}
