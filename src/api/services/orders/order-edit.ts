/**
 * Editing a placed order (docs/decisions/0076), until it leaves for delivery (placed, confirmed):
 * its lines and pack sizes, date, address, delivery and payment modes. Everything is computed
 * again by checkout's own pricing (`priceCheckout`) inside one transaction that first locks the
 * order's row, so an edit and a status change (dispatch, delivery, cancel) are served one after
 * the other: the edit is refused (409) once the order has left. The order's own uses are given
 * back before pricing (its voucher redemption, its points, its stock), then taken again as the
 * edited order needs them: the same rules as a new order, without counting the order against
 * itself. A preview runs the very same transaction and rolls it back.
 */
import { eq } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { OrderEditBody, OrderEditResult, OrderTotals } from '~/api/contract/admin-order-edit'
import type { SaveCartBody } from '~/api/contract/cart'
import { orderStatusLabel } from '~/api/contract/order-status'
import type { Database, Transaction } from '~/api/db/executor'
import { orderEvents, orders, users } from '~/api/db/schema'
import { ApiError, notFound } from '~/api/http/errors'
import { queueEmail } from '~/api/mail/outbox'
import type { Locale } from '~/paraglide/runtime.js'
import { resolveLines } from '~/api/services/catalogue/cart-lines'
import { applyGroupPrices } from '~/api/services/pricing/group-prices'
import { type AddressChoice, messagesByField, orderTotalsColumns, priceCheckout } from '~/api/services/checkout/checkout-pricing'
import { requireCity } from '~/api/services/places/cities'
import { recordAudit } from '~/api/services/shared/audit'
import { savedSince, staleSave } from '~/api/services/shared/versioned-save'
import { addressSnapshot, readAddressSnapshot } from '~/api/services/checkout/address-snapshot'
import { describeChanges, editedOrderEmail, type OrderFacts, orderFacts } from './order-edit-changes'
import { giveBackOrderUses, takeOrderUses } from './order-edit-uses'
import { writeOrderLines } from '~/api/services/checkout/order-lines'

/** Statuses an order may be edited from: once out for delivery, it is the driver's. */
export const EDITABLE_STATUSES = ['placed', 'confirmed'] as const

type OrderRow = typeof orders.$inferSelect
type EditInput = { reference: string; body: OrderEditBody; actorId: number; locale: Locale; now: Date }

/** Thrown at the end of a preview, so its transaction writes nothing. */
class PreviewDone extends Error {
  constructor(readonly result: OrderEditResult) {
    super('preview')
  }
}

export async function previewOrderEdit(db: Database, input: EditInput): Promise<OrderEditResult> {
  try {
    await db.transaction((tx) => applyEdit(tx, input, { preview: true }))
  } catch (error) {
    if (error instanceof PreviewDone) return error.result
    throw error
  }
  throw new Error('A preview always rolls back')
}

export const saveOrderEdit = (db: Database, input: EditInput) => db.transaction((tx) => applyEdit(tx, input, { preview: false }))

const totalsOf = (order: OrderRow): OrderTotals => ({
  subtotal: order.subtotalCentimes,
  delivery_fee: order.deliveryFeeCentimes,
  discount: order.discountCentimes,
  points_used: order.pointsUsed,
  points_discount: order.pointsDiscountCentimes,
  points_gained: order.pointsGained,
  total: order.totalCentimes,
})

async function lockEditable(tx: Transaction, reference: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update')
  if (!order) throw notFound()
  if (!(EDITABLE_STATUSES as readonly string[]).includes(order.status)) {
    const status = order.status
    throw new ApiError(409, (locale) => m.edit_api_order_left({ status: orderStatusLabel(status, locale) }, { locale }))
  }
  return order
}

async function applyEdit(tx: Transaction, { reference, body, actorId, locale, now }: EditInput, { preview }: { preview: boolean }) {
  const order = await lockEditable(tx, reference)
  if (!preview && body.version !== order.version) {
    const { since } = await savedSince(tx, { entity: 'order', entityId: reference, seen: body.version, version: order.version })
    throw staleSave(since, ({ by, at }, l) => m.edit_api_conflict({ by, at }, { locale: l }))
  }
  const [customer] = await tx.select().from(users).where(eq(users.id, order.userId))
  if (!customer) throw notFound()
  const city = await requireCity(tx, order.cityId)
  const before = await orderFacts(tx, order)

  // The order's voucher use and points are its own: given back first, so it is not counted against itself.
  const voucherCode = await giveBackOrderUses(tx, order)
  const dateMoves = body.delivery_date !== order.deliveryDate || body.delivery_mode_id !== order.deliveryModeId
  const cartBody: SaveCartBody = {
    products: body.products,
    city_id: city.id,
    delivery_address_id: body.typed_address ? null : (body.delivery_address_id ?? null),
    delivery_mode_id: body.delivery_mode_id,
    payment_mode_id: body.payment_mode_id,
    // A date is checked against the calendar when it (or the mode offering it) changes; an order's kept date stays.
    delivery_date: dateMoves ? body.delivery_date : null,
    voucher_code: voucherCode,
    used_points: order.pointsUsed,
  }
  // The customer's group prices apply to an edited order as they did when it was placed (decision 0079).
  const lines = await applyGroupPrices(
    tx,
    customer.customerGroupId,
    city.id,
    await resolveLines(tx, cartBody, city.id, city.priceFactorPermille, locale),
  )
  const priced = await priceCheckout(tx, {
    body: cartBody,
    user: { ...customer, pointsBalance: customer.pointsBalance + order.pointsUsed },
    city,
    lines,
    locale,
    now,
    complete: false,
    checkStock: false,
  })
  // A voucher the edited order no longer meets is taken off, and fewer points than before are used
  // when the goods shrank: both shown in the preview, neither stops the edit.
  const blocking = priced.messages.filter((message) => message.field !== 'voucher_code' && message.field !== 'used_points')
  if (lines.every((line) => !line.available)) {
    blocking.push({ field: 'products', code: 'cart_empty', message: m.api_checkout_cart_empty({}, { locale }) })
  }
  if (blocking.length) throw new ApiError(400, (l) => m.edit_api_refused({}, { locale: l }), messagesByField(blocking))

  const { totals, choice } = priced
  const address = deliveryAddress(order, body, choice.deliveryAddress, { fr: city.nameFr, ar: city.nameAr })
  const reserved = await takeOrderUses(tx, { order, lines, voucher: choice.voucher, pointsUsed: totals.used_points, actorId, now })
  const version = preview ? order.version : order.version + 1
  const updates = {
    ...orderTotalsColumns(totals),
    deliveryDate: dateMoves ? body.delivery_date : order.deliveryDate,
    deliveryModeId: body.delivery_mode_id,
    paymentModeId: body.payment_mode_id,
    deliveryAddress: address,
    voucherId: choice.voucher?.id ?? null,
    version,
    updatedAt: now,
    // Another day is another round: the driver's assignment was for the old date.
    ...(dateMoves && body.delivery_date !== order.deliveryDate ? { driverId: null, roundPosition: null } : {}),
  }
  const [edited] = await tx.update(orders).set(updates).where(eq(orders.id, order.id)).returning()
  const snapshotLines = await writeOrderLines(tx, order.id, lines, reserved)
  const after: OrderFacts = await orderFacts(tx, edited!)
  const changes = describeChanges(before, after)
  const result: OrderEditResult = {
    before: totalsOf(order),
    after: totalsOf(edited!),
    changes: changes.map((change) => ({ field: change.field, ...change[locale] })),
    voucher_dropped: Boolean(voucherCode) && !choice.voucher,
    version,
  }
  if (preview) throw new PreviewDone(result)

  const reason = body.reason?.trim() || null
  await tx.insert(orderEvents).values({ orderId: order.id, kind: 'edited', reason, actorId, changes, createdAt: now })
  await recordAudit(
    tx,
    {
      actorId,
      action: 'order.edit',
      entity: 'order',
      entityId: reference,
      before: { version: order.version, ...Object.fromEntries(changes.map((change) => [change.field, change.fr.before])) },
      after: { version, reason, ...Object.fromEntries(changes.map((change) => [change.field, change.fr.after])) },
    },
    now,
  )
  if (changes.length) await queueEmail(tx, editedOrderEmail({ order: edited!, customer, city, after, lines: snapshotLines }), now)
  return result
}

/** The typed address, one of the customer's, or the order's own when neither is given. */
function deliveryAddress(order: OrderRow, body: OrderEditBody, chosen: AddressChoice | null, city: { fr: string; ar: string }) {
  const locale = order.locale === 'ar' ? 'ar' : 'fr'
  if (body.typed_address) {
    const typed = body.typed_address
    return {
      recipientName: typed.recipient_name,
      phone: typed.phone,
      line1: typed.line1,
      line2: typed.line2,
      district: typed.district,
      postalCode: '',
      city: city[locale],
    }
  }
  if (chosen) return addressSnapshot(chosen, locale)
  return readAddressSnapshot(order.deliveryAddress)
}
