/**
 * What the order editor starts from (docs/decisions/0076): the order as it is (its lines by
 * product and pack size, date, modes, version) and the choices of its city: the products on sale
 * there with their pack sizes, the delivery modes with the dates each offers (checkout's own
 * calendar), the payment modes and the customer's addresses in the city.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { OrderEditor } from '~/api/contract/admin-order-edit'
import type { Executor } from '~/api/db/executor'
import { addresses, orderLines, orders, users } from '~/api/db/schema'
import { notFound } from '~/api/http/errors'
import type { Locale } from '~/paraglide/runtime.js'
import { loadLineFacts } from '~/api/services/catalogue/cart-lines'
import { checkoutOptions } from '~/api/services/checkout/checkout-options'
import { EDITABLE_STATUSES } from './order-edit'

export async function orderEditor(db: Executor, reference: string, locale: Locale, now: Date): Promise<OrderEditor> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference))
  if (!order) throw notFound()
  const [customer] = await db.select().from(users).where(eq(users.id, order.userId))
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id))
  const options = await checkoutOptions(db, { cityId: order.cityId, user: customer ?? null, locale, now })
  const facts = await loadLineFacts(db, order.cityId, null, locale)
  const own = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, order.userId), eq(addresses.cityId, order.cityId)))
    .orderBy(asc(addresses.id))
  const products = [...facts.products.values()]
    .filter((product) => product.isActive && facts.available.has(product.id))
    .map((product) => ({
      id: product.id,
      name: locale === 'ar' ? product.nameAr : product.nameFr,
      variants: [...facts.variants.entries()]
        .filter(([, variant]) => variant.productId === product.id)
        .map(([id, variant]) => ({ id, name: variant.labels.join(' · ') })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  return {
    reference,
    version: order.version,
    editable: (EDITABLE_STATUSES as readonly string[]).includes(order.status),
    lines: lines.flatMap((line) =>
      line.productId === null ? [] : [{ product_id: line.productId, product_attribute_id: line.variantId, quantity: line.quantity }],
    ),
    delivery_date: order.deliveryDate,
    delivery_mode_id: order.deliveryModeId,
    payment_mode_id: order.paymentModeId,
    products,
    delivery_modes: options.delivery_modes.map((mode) => ({ id: mode.id, name: mode.name, dates: mode.dates })),
    payment_modes: options.payment_modes.map((mode) => ({ id: mode.id, name: mode.name })),
    addresses: own.map((address) => ({
      id: address.id,
      name: [address.label, address.line1, address.district].filter(Boolean).join(' · '),
    })),
  }
}
