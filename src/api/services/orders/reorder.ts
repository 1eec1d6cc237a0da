/**
 * Reorder (issue 7): an old order's lines that are still sold in the customer's city go back into
 * the customer's cart, merged like a visitor's cart at sign-in (cart-merge.ts); the cart is then
 * saved and priced by saveCart, today's prices. Lines no longer sold are reported, not added.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { SessionUser } from '~/api/auth/session'
import type { ServerCart } from '~/api/contract/cart'
import type { Database, Executor } from '~/api/db/executor'
import { orderLines, orders, products, productVariants } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { saveCart, saveOnLatest } from '~/api/services/cart/cart'
import { accountCart, type CartLineInput, mergeCartLines } from '~/api/services/cart/cart-merge'
import { requireCity } from '~/api/services/places/cities'
import { availableInCitySql } from '~/api/services/catalogue/products'
import type { Locale } from '~/paraglide/runtime.js'

type Sellable = 'sold' | 'not_in_city' | 'gone'

/**
 * Whether each line can go into a cart of the city: `gone` when the product or its variant was
 * withdrawn (saveCart would refuse the line), `not_in_city` when the city no longer sells it.
 */
async function sellability(
  db: Executor,
  lines: { productId: number | null; variantId: number | null }[],
  cityId: number,
): Promise<Sellable[]> {
  const ids = [...new Set(lines.map((line) => line.productId).filter((id): id is number => id !== null))]
  const productRows = ids.length
    ? await db
        .select({ id: products.id, isActive: products.isActive, inCity: availableInCitySql(cityId) })
        .from(products)
        .where(inArray(products.id, ids))
    : []
  const variantRows = ids.length
    ? await db
        .select({ id: productVariants.id, productId: productVariants.productId })
        .from(productVariants)
        .where(and(inArray(productVariants.productId, ids), eq(productVariants.isActive, true)))
    : []
  return lines.map(({ productId, variantId }) => {
    const product = productRows.find((row) => row.id === productId)
    if (!product?.isActive) return 'gone'
    const variants = variantRows.filter((row) => row.productId === product.id)
    const choiceValid = variants.length ? variants.some((row) => row.id === variantId) : variantId === null
    if (!choiceValid) return 'gone'
    return product.inCity ? 'sold' : 'not_in_city'
  })
}

export async function reorder(
  db: Database,
  { user, reference, cityId, locale }: { user: SessionUser; reference: string; cityId: number | undefined; locale: Locale },
): Promise<ServerCart> {
  // Another customer's reference and an unknown one are the same 404 (docs/decisions/0012).
  const [order] = await db
    .select({ id: orders.id, cityId: orders.cityId })
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.reference, reference)))
  if (!order) throw new ApiError(404, (l) => m.orders_not_found({}, { locale: l }))

  // Built on the cart as read here: a save in between makes it read again (saveOnLatest).
  return saveOnLatest(async () => {
    const { cart, lines: cartLines } = await accountCart(db, user.id)
    // The city the customer shops in now: the page's, else the cart's, else the account's, else the order's.
    const city = await requireCity(db, cityId ?? cart?.cityId ?? user.cityId ?? order.cityId)
    const ordered = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id)

    const cartRefs = cartLines.map((line) => ({ productId: line.product_id, variantId: line.product_attribute_id ?? null }))
    const sale = await sellability(db, [...ordered, ...cartRefs], city.id)
    const orderedSale = sale.slice(0, ordered.length)
    const cartSale = sale.slice(ordered.length)
    const added: CartLineInput[] = ordered
      .filter((_, index) => orderedSale[index] === 'sold')
      .map((line) => ({ product_id: line.productId!, product_attribute_id: line.variantId, quantity: Math.min(999, line.quantity) }))
    // The cart's own withdrawn lines would make the save fail; the cart already showed them as such.
    const kept = cartLines.filter((_, index) => cartSale[index] !== 'gone')

    const saved = await saveCart(db, {
      body: {
        city_id: city.id,
        products: mergeCartLines(kept, added),
        // The checkout choices already in the cart stay.
        delivery_address_id: cart?.deliveryAddressId,
        billing_address_id: cart?.billingAddressId,
        delivery_mode_id: cart?.deliveryModeId,
        payment_mode_id: cart?.paymentModeId,
        delivery_date: cart?.deliveryDate,
        reminder_period: cart?.reminderPeriod,
        reminder_frequency: cart?.reminderFrequency,
        comment: cart?.comment,
        voucher_code: cart?.voucherCode,
        used_points: cart?.usedPoints,
        empties_returned: cart?.emptiesReturned,
        base_revision: cart?.revision ?? 0,
      },
      user,
      locale,
    })
    const cityName = locale === 'ar' ? city.nameAr : city.nameFr
    const notSold = ordered
      .filter((_, index) => orderedSale[index] !== 'sold')
      .map((line) => ({
        code: 'reorder_unavailable',
        field: 'products',
        message: m.api_reorder_unavailable({ name: locale === 'ar' ? line.nameAr : line.nameFr, city: cityName }, { locale }),
      }))
    return { ...saved, messages: [...notSold, ...saved.messages] }
  })
}
