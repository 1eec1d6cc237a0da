/**
 * Placing an order (docs/decisions/0014): everything recomputed from the
 * database, then written in ONE transaction, so an acknowledged order exists exactly once with
 * its redemption, points, reminder, satisfaction request and e-mails, and a crash leaves
 * nothing half done.
 *
 * One confirmation, one order: a transaction-scoped advisory lock on (customer, key) makes
 * concurrent requests with the same Idempotency-Key wait for the first, then find its order
 * (same body: the same answer; another body: 409). The unique (user_id, idempotency_key) is the
 * backstop. The customer's row, then the voucher's, are locked before anything is computed, so
 * concurrent orders never spend the same points or pass a voucher's limits (the database's
 * checks would refuse it anyway). The stock is taken last, its rows locked first (stock.ts): a
 * line the stock cannot cover refuses the order (409) and nothing is written.
 */
import { createHash, randomInt } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { SessionUser } from '~/api/auth/session'
import type { SaveCartBody } from '~/api/contract/cart'
import type { PlacedOrder } from '~/api/contract/checkout'
import type { Database, Executor, Transaction } from '~/api/db/executor'
import {
  cartLines,
  carts,
  orderEvents,
  orders,
  pointsLedger,
  reorderReminders,
  satisfactionRequests,
  users,
  voucherRedemptions,
  vouchers,
} from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { ordersPlaced } from '~/lib/metrics.server'
import { deliverLater, type OutgoingEmail, queueEmail } from '~/api/mail/outbox'
import { linesFromFacts, resolveLines } from '~/api/services/catalogue/cart-lines'
import { addressSnapshot } from './address-snapshot'
import { messagesByField, orderTotalsColumns, priceCheckout } from './checkout-pricing'
import { activeCity, requireCity } from '~/api/services/places/cities'
import { reserveStock } from '~/api/services/stock/stock'
import type { KnownFacts } from './known-facts'
import { insertOrderLines, type SnapshotLine } from './order-lines'
import { firstReminderAt } from './delivery-dates'
import { orderEmails } from './order-emails'
import { applyGroupPrices } from '~/api/services/pricing/group-prices'
import { hasMailbox } from '~/api/services/accounts/phone-customers'
import { recordOrderJugs } from '~/api/services/deposits/order-jugs'
import type { Locale } from '~/paraglide/runtime.js'
import { pgErrorOf } from '~/api/db/pg-error'

type OrderRow = typeof orders.$inferSelect
/** `lines`: the lines as sold, when the order was created now (not a replay). */
export type PlaceOrderResult = { created: boolean; order: PlacedOrder; lines?: SnapshotLine[] }
/**
 * An order staff take by phone (docs/decisions/0078): who took it, and the customer's language
 * for the order and its e-mails (the refusals stay in the staff member's, `locale`). The
 * customer's web cart is left as it is.
 */
export type TakenByPhone = { staffId: number; customerLocale: Locale }

/** An arbitrary namespace for the advisory locks of order keys (the other key is a hash of customer and key). */
const ORDER_LOCK_NAMESPACE = 7_245_032

export async function placeOrder(
  db: Database,
  { user, body, key, locale, now }: { user: SessionUser; body: SaveCartBody; key: string; locale: Locale; now: Date },
): Promise<PlaceOrderResult> {
  try {
    return await inOrderTransaction(db, (tx, queued) => placeOrderIn(tx, { userId: user.id, body, key, locale, now, queued }))
  } catch (error) {
    // Backstop: never met while the lock holds, answered cleanly if it ever is.
    if (violates(error, 'orders_idempotency')) {
      const existing = await orderByKey(db, user.id, key)
      if (existing) return replay(existing, requestHash(body))
    }
    throw error
  }
}

export type QueuedEmails = { id: number; email: OutgoingEmail }[]

/**
 * Runs an order's transaction (`run` places it with `placeOrderIn`, after what else it must
 * write in the same transaction: a phone order's new customer), then sends its e-mails once
 * committed. The database's backstops are answered as refusals.
 */
export async function inOrderTransaction(
  db: Database,
  run: (tx: Transaction, queued: QueuedEmails) => Promise<PlaceOrderResult>,
): Promise<PlaceOrderResult> {
  const queued: QueuedEmails = []
  let result: PlaceOrderResult
  try {
    result = await db.transaction((tx) => run(tx, queued))
  } catch (error) {
    if (violates(error, 'vouchers_used_within_limit')) throw refusal({ voucher_code: (l) => m.api_voucher_used_up({}, { locale: l }) })
    if (violates(error, 'users_points_non_negative'))
      throw refusal({ used_points: (l) => m.api_points_over_balance({ balance: 0 }, { locale: l }) })
    if (violates(error, 'product_variants_stock_non_negative') || violates(error, 'products_stock_non_negative'))
      throw new ApiError(409, (l) => m.api_order_stock_changed({}, { locale: l }))
    throw error
  }
  // Sent once the order is committed: an e-mail never announces an order that does not exist.
  for (const { id, email } of queued) deliverLater(db, id, email)
  // Counted once committed, and only when new: a replay of the same key answers the same order.
  if (result.created) ordersPlaced.inc()
  return result
}

/** Places an order inside the caller's transaction: one per (customer, key), a replay answers the first. */
export async function placeOrderIn(tx: Transaction, input: Omit<CreateInput, 'hash'>): Promise<PlaceOrderResult> {
  const hash = requestHash(input.body)
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ORDER_LOCK_NAMESPACE}, hashtext(${`${input.userId}:${input.key}`}))`)
  const existing = await orderByKey(tx, input.userId, input.key)
  if (existing) return replay(existing, hash)
  return createOrder(tx, { ...input, hash })
}

/** SHA-256 of the body without the cart's bookkeeping (reference, revisions, writer), keys sorted, nulls dropped. */
export function requestHash(body: SaveCartBody): string {
  const { reference: _reference, revision: _revision, base_revision: _base, writer: _writer, ...content } = body
  return createHash('sha256').update(canonicalJson(content)).digest('hex')
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== null && item !== undefined)
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}

async function orderByKey(db: Executor, userId: number, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
  return row ?? null
}

function replay(order: OrderRow, hash: string): PlaceOrderResult {
  if (order.requestHash !== hash) throw new ApiError(409, (l) => m.api_order_key_reused({}, { locale: l }))
  return { created: false, order: toPlacedOrder(order) }
}

export const toPlacedOrder = (order: OrderRow): PlacedOrder => ({
  reference: order.reference,
  status: 'placed',
  total: order.totalCentimes,
  deposit: order.depositCentimes,
  delivery_date: order.deliveryDate,
  points_used: order.pointsUsed,
  points_gained: order.pointsGained,
})

const refusal = (errors: Record<string, (locale: Locale) => string>) =>
  new ApiError(
    400,
    (l) => m.api_order_refused({}, { locale: l }),
    (l) => Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text(l)]])),
  )

const violates = (error: unknown, constraint: string) => pgErrorOf(error).constraint === constraint

/** `MS-` and 8 random characters without look-alikes (no 0/O, 1/I/L): `MS-7K4Q-9TXM`. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
function newReference(): string {
  const pick = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')
  return `MS-${pick()}-${pick()}`
}

type CreateInput = {
  userId: number
  body: SaveCartBody
  key: string
  hash: string
  locale: Locale
  now: Date
  queued: QueuedEmails
  byPhone?: TakenByPhone
  /**
   * An order the shop places for the customer (a standing order's date, docs/decisions/0085): their
   * cart stays as it is, and the caller writes the one e-mail about it (no confirmation, no shop notice).
   */
  byShop?: boolean
  /** What the caller read already (a standing orders' run, known-facts.ts): not read again. */
  known?: KnownFacts
}

async function createOrder(
  tx: Transaction,
  { userId, body, key, hash, locale, now, queued, byPhone, byShop, known }: CreateInput,
): Promise<PlaceOrderResult> {
  const [customer] = known?.customer
    ? [known.customer].filter((row) => row.id === userId && !row.deletedAt)
    : await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update')
  if (!customer) throw new ApiError(401, (l) => m.api_unauthenticated({}, { locale: l }))
  const city = known?.city?.id === body.city_id ? activeCity(known.city) : await requireCity(tx, body.city_id)
  const lines = await applyGroupPrices(
    tx,
    customer.customerGroupId,
    city.id,
    known?.lineFacts
      ? linesFromFacts(body, known.lineFacts, city.priceFactorPermille, locale)
      : await resolveLines(tx, body, city.id, city.priceFactorPermille, locale),
  )
  const orderLocale = byPhone?.customerLocale ?? locale
  const priced = await priceCheckout(tx, {
    body,
    user: customer,
    city,
    lines,
    locale,
    now,
    complete: true,
    lockVoucher: true,
    checkStock: false,
    known,
  })
  if (priced.messages.length > 0) {
    const errors = messagesByField(priced.messages)
    throw new ApiError(400, (l) => m.api_order_refused({}, { locale: l }), errors)
  }
  const { totals, choice } = priced
  const delivery = present(choice.deliveryAddress)
  const mode = present(choice.deliveryMode)
  const payment = present(choice.paymentMode)
  const deliveryDate = present(choice.deliveryDate)
  const reminder = choice.period && choice.frequency ? { period: choice.period, frequency: choice.frequency } : null

  let order: OrderRow | undefined
  for (let attempt = 0; !order; attempt++) {
    if (attempt === 5) throw new Error('No free order reference after 5 draws')
    ;[order] = await tx
      .insert(orders)
      .values({
        reference: newReference(),
        userId,
        locale: orderLocale,
        cityId: city.id,
        deliveryAddress: addressSnapshot(delivery, orderLocale),
        billingAddress: addressSnapshot(choice.billingAddress ?? delivery, orderLocale),
        deliveryModeId: mode.id,
        paymentModeId: payment.id,
        deliveryDate,
        reminderPeriod: reminder?.period.code ?? null,
        reminderFrequency: reminder?.frequency.code ?? null,
        comment: body.comment?.trim() ?? '',
        voucherId: choice.voucher?.id ?? null,
        ...orderTotalsColumns(totals),
        emptiesAnnounced: body.empties_returned ?? 0,
        depositCentimes: totals.deposit,
        idempotencyKey: key,
        requestHash: hash,
        placedAt: now,
        takenById: byPhone?.staffId ?? null,
      })
      .onConflictDoNothing({ target: orders.reference })
      .returning()
  }
  // Last of the locks (customer, voucher, then stock rows), so an order and a cancellation never wait for each other;
  // after the order's row, so each movement names its order.
  const reserved = await reserveStock(tx, lines, { kind: 'reserved', orderId: order.id })

  const snapshotLines = await insertOrderLines(tx, order.id, lines, reserved, known?.variantLabels)
  await recordOrderJugs(tx, {
    userId,
    orderId: order.id,
    jugsTaken: totals.returnable_jugs,
    empties: order.emptiesAnnounced,
    depositCentimes: totals.deposit,
    actorId: byPhone?.staffId ?? null,
    now,
  })

  if (choice.voucher) {
    await tx
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usedCount} + 1` })
      .where(eq(vouchers.id, choice.voucher.id))
    await tx.insert(voucherRedemptions).values({ voucherId: choice.voucher.id, userId, orderId: order.id, createdAt: now })
  }
  if (totals.used_points > 0) {
    await tx.insert(pointsLedger).values({ userId, delta: -totals.used_points, reason: 'order_spend', orderId: order.id, createdAt: now })
    await tx
      .update(users)
      .set({ pointsBalance: sql`${users.pointsBalance} - ${totals.used_points}` })
      .where(eq(users.id, userId))
  }
  await tx.insert(satisfactionRequests).values({ userId, orderId: order.id, createdAt: now })
  if (reminder) {
    const periodDays = present(reminder.period.days)
    await tx.insert(reorderReminders).values({
      userId,
      orderId: order.id,
      period: reminder.period.code,
      frequency: reminder.frequency.code,
      periodDays,
      remainingSends: reminder.frequency.times,
      nextRemindAt: firstReminderAt(deliveryDate, periodDays),
      createdAt: now,
    })
  }

  if (byPhone) {
    const note = m.phone_history_note({}, { locale })
    await tx.insert(orderEvents).values({ orderId: order.id, kind: 'note', reason: note, actorId: byPhone.staffId, createdAt: now })
  }
  // A customer known by phone only has no address to write to (docs/decisions/0078).
  const emails =
    hasMailbox(customer.email) && !byShop
      ? orderEmails({
          reference: order.reference,
          locale: orderLocale,
          customer,
          city: { fr: city.nameFr, ar: city.nameAr },
          address: delivery,
          deliveryMode: { fr: mode.nameFr, ar: mode.nameAr },
          paymentMode: { fr: payment.nameFr, ar: payment.nameAr },
          deliveryDate,
          lines: snapshotLines,
          subtotal: totals.subtotal,
          deliveryFee: totals.delivery_fee,
          discount: totals.discount,
          pointsUsed: totals.used_points,
          pointsDiscount: totals.points_discount,
          pointsGained: totals.gained_points,
          total: totals.total,
          deposit: { jugs: totals.deposit_jugs, empties: order.emptiesAnnounced, amount: totals.deposit },
          comment: order.comment,
          reminder: reminder ? { period: reminder.period.labelFr, frequency: reminder.frequency.labelFr } : null,
        })
      : []
  for (const email of emails) {
    queued.push({ id: await queueEmail(tx, email, now), email })
  }

  if (!byPhone && !byShop) await emptyCart(tx, userId)
  return { created: true, order: toPlacedOrder(order), lines: snapshotLines }
}

/** The cart's lines and one-time choices go; addresses and modes stay for the next order. */
async function emptyCart(tx: Transaction, userId: number) {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update')
  if (!cart) return
  await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id))
  await tx
    .update(carts)
    .set({
      voucherCode: null,
      usedPoints: 0,
      comment: '',
      deliveryDate: null,
      reminderPeriod: null,
      reminderFrequency: null,
      emptiesReturned: 0,
    })
    .where(eq(carts.id, cart.id))
}

/** What a priced order without messages always has. */
function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('A priced order without messages lacks a required choice')
  return value
}
