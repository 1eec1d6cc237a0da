/**
 * The customer's standing orders (docs/decisions/0085): made from one of their orders or from
 * lines and an address, then changed (lines, rhythm, weekday), a date skipped or confirmed,
 * paused, resumed, stopped; from the account area (signed in) or the e-mail's signed link.
 * Priced by the checkout's own code: the total agreed is the one a later price rise is measured by.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { ChangeStandingOrderBody, CreateStandingOrderBody, StandingAction, StandingOrder } from '~/api/contract/standing-orders'
import type { Database, Executor, Transaction } from '~/api/db/executor'
import {
  addresses,
  deliveryFees,
  deliveryModes,
  orderEvents,
  orderLines,
  orders,
  paymentModes,
  standingOrderDeliveries,
  standingOrderLines,
  standingOrders,
  users,
} from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { deliverLater } from '~/api/mail/outbox'
import { resolveLines } from '~/api/services/catalogue/cart-lines'
import { messagesByField, priceCheckout } from '~/api/services/checkout/checkout-pricing'
import type { QueuedEmails } from '~/api/services/checkout/place-order'
import { requireCity } from '~/api/services/places/cities'
import { applyGroupPrices } from '~/api/services/pricing/group-prices'
import { recordAudit } from '~/api/services/shared/audit'
import { returnStock } from '~/api/services/stock/stock'
import { isoWeekday, shopClock } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { earliestBookableDay, firstSlot, nextSlot, onWeekday } from './standing-dates'
import { loadCheckoutSettings, loadHolidays } from '~/api/services/checkout/checkout-settings'
import { loadCutoffRules, standingViews } from './standing-views'
import { loadPlacementContext, placeStandingDate, type StandingLine, type StandingRow } from './standing-placement'

type Line = { product_id: number; variant_id?: number | null; quantity: number }
type Customer = typeof users.$inferSelect

const refused = (status: 400 | 404 | 409, text: (locale: Locale) => string, field?: string) =>
  new ApiError(status, text, field ? (locale) => ({ [field]: [text(locale)] }) : {})
const notFound = () => refused(404, (locale) => m.sub_error_not_found({}, { locale }))

export async function listStandingOrders(db: Executor, userId: number, locale: Locale, now: Date): Promise<StandingOrder[]> {
  return standingViews(db, eq(standingOrders.userId, userId), locale, now)
}

async function viewOf(db: Executor, id: number, locale: Locale, now: Date): Promise<StandingOrder> {
  const [view] = await standingViews(db, eq(standingOrders.id, id), locale, now)
  if (!view) throw notFound()
  return view
}

/** The lines priced by the checkout in the city, for the customer: the total they agree to (goods and delivery). */
async function priceLines(
  db: Executor,
  {
    customer,
    cityId,
    lines,
    addressId,
    modeId,
    paymentId,
    locale,
    now,
  }: { customer: Customer; cityId: number; lines: Line[]; addressId: number; modeId: number; paymentId: number; locale: Locale; now: Date },
): Promise<number> {
  const city = await requireCity(db, cityId)
  const body = {
    products: lines.map((line) => ({
      product_id: line.product_id,
      product_attribute_id: line.variant_id ?? null,
      quantity: line.quantity,
    })),
    city_id: cityId,
    delivery_address_id: addressId,
    delivery_mode_id: modeId,
    payment_mode_id: paymentId,
  }
  const resolved = await applyGroupPrices(
    db,
    customer.customerGroupId,
    city.id,
    await resolveLines(db, body, city.id, city.priceFactorPermille, locale),
  )
  const priced = await priceCheckout(db, { body, user: customer, city, lines: resolved, locale, now, complete: false })
  if (priced.messages.length) throw new ApiError(400, (l) => m.api_order_refused({}, { locale: l }), messagesByField(priced.messages))
  return priced.totals.total
}

/** Paid on delivery: the order's mode when it is one, else the first active one. */
async function onDeliveryPayment(db: Executor, preferred: number | null): Promise<number> {
  const modes = await db
    .select()
    .from(paymentModes)
    .where(and(eq(paymentModes.isActive, true), eq(paymentModes.isOnline, false)))
    .orderBy(asc(paymentModes.sortOrder), asc(paymentModes.id))
  const mode = modes.find((candidate) => candidate.id === preferred) ?? modes[0]
  if (!mode) throw refused(409, (locale) => m.sub_error_no_mode({}, { locale }))
  return mode.id
}

/** The first active delivery mode the city has a fee for. */
async function cityDeliveryMode(db: Executor, cityId: number): Promise<number> {
  const [mode] = await db
    .select({ id: deliveryModes.id })
    .from(deliveryModes)
    .innerJoin(deliveryFees, and(eq(deliveryFees.deliveryModeId, deliveryModes.id), eq(deliveryFees.cityId, cityId)))
    .where(eq(deliveryModes.isActive, true))
    .orderBy(asc(deliveryModes.sortOrder), asc(deliveryModes.id))
  if (!mode) throw refused(409, (locale) => m.sub_error_no_mode({}, { locale }))
  return mode.id
}

async function customerAddress(db: Executor, userId: number, { id, cityId }: { id?: number; cityId?: number }) {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), id ? eq(addresses.id, id) : sql`true`, cityId ? eq(addresses.cityId, cityId) : sql`true`))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
    .limit(1)
  if (!rows[0]) throw refused(400, (locale) => m.sub_error_address({}, { locale }), 'address_id')
  return rows[0]
}

async function firstDate(
  db: Executor,
  { now, modeId, weekday, everyWeeks, after }: { now: Date; modeId: number; weekday: number; everyWeeks: number; after?: string },
) {
  const settings = await loadCheckoutSettings(db)
  const today = shopClock(now).day
  const [mode] = await db.select({ leadDays: deliveryModes.leadDays }).from(deliveryModes).where(eq(deliveryModes.id, modeId))
  const holidays = await loadHolidays(db, today, nextSlot(today, 9))
  const earliest = earliestBookableDay(now, mode?.leadDays ?? 1, { cutoffHour: settings.cutoffHour, holidays })
  return firstSlot({ earliest, weekday, everyWeeks, after })
}

function checkWeekday(weekday: number, cityWeekdays: number[]) {
  if (!cityWeekdays.includes(weekday)) throw refused(400, (locale) => m.sub_error_weekday({}, { locale }), 'weekday')
}

export async function createStandingOrder(
  db: Database,
  { customer, body, locale, now }: { customer: Customer; body: CreateStandingOrderBody; locale: Locale; now: Date },
): Promise<StandingOrder> {
  let lines: Line[]
  let cityId: number
  let modeId: number
  let paymentId: number
  let after: string | undefined
  let fromOrderId: number | null = null
  let orderWeekday: number | undefined
  if (body.from_order) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, customer.id), eq(orders.reference, body.from_order)))
    if (!order) throw refused(404, (l) => m.orders_not_found({}, { locale: l }))
    const ordered = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id))
    lines = ordered.flatMap((line) =>
      line.productId ? [{ product_id: line.productId, variant_id: line.variantId, quantity: line.quantity }] : [],
    )
    cityId = order.cityId
    modeId = order.deliveryModeId
    paymentId = await onDeliveryPayment(db, order.paymentModeId)
    after = order.deliveryDate
    fromOrderId = order.id
    orderWeekday = isoWeekday(order.deliveryDate)
    // An order whose products are all gone from the catalogue leaves nothing to repeat (the fuzzer met it as a 500).
    if (!lines.length) throw refused(400, (l) => m.api_checkout_cart_empty({}, { locale: l }), 'from_order')
  } else {
    if (!body.lines?.length) throw refused(400, (l) => m.api_checkout_cart_empty({}, { locale: l }), 'lines')
    lines = body.lines
    const address = await customerAddress(db, customer.id, { id: body.address_id })
    cityId = address.cityId
    modeId = await cityDeliveryMode(db, cityId)
    paymentId = await onDeliveryPayment(db, null)
  }
  const address = await customerAddress(db, customer.id, { id: body.address_id, cityId })
  const city = await requireCity(db, cityId)
  const weekday = body.weekday ?? (orderWeekday && city.deliveryWeekdays.includes(orderWeekday) ? orderWeekday : city.deliveryWeekdays[0])
  if (!weekday) throw refused(409, (l) => m.sub_error_weekday({}, { locale: l }), 'weekday')
  checkWeekday(weekday, city.deliveryWeekdays)
  const total = await priceLines(db, { customer, cityId, lines, addressId: address.id, modeId, paymentId, locale, now })
  const nextDate = await firstDate(db, { now, modeId, weekday, everyWeeks: body.every_weeks, after })

  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(standingOrders)
      .values({
        userId: customer.id,
        cityId,
        addressId: address.id,
        deliveryModeId: modeId,
        paymentModeId: paymentId,
        everyWeeks: body.every_weeks,
        weekday,
        nextDate,
        agreedTotalCentimes: total,
        fromOrderId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: standingOrders.id })
    await tx.insert(standingOrderLines).values(mergeLines(lines).map((line) => ({ standingOrderId: created!.id, ...line })))
    return created!.id
  })
  return viewOf(db, id, locale, now)
}

/** One line per product and pack size (the table's unique key), quantities added up to the cart's limit. */
function mergeLines(lines: Line[]): StandingLine[] {
  const merged = new Map<string, StandingLine>()
  for (const line of lines) {
    const key = `${line.product_id}:${line.variant_id ?? ''}`
    const found = merged.get(key)
    if (found) found.quantity = Math.min(999, found.quantity + line.quantity)
    else merged.set(key, { productId: line.product_id, variantId: line.variant_id ?? null, quantity: line.quantity })
  }
  return [...merged.values()]
}

/** The customer's standing order, locked until the transaction ends; another customer's is the same 404. */
async function lockStanding(tx: Transaction, id: number, userId: number | null): Promise<StandingRow> {
  const [row] = await tx
    .select()
    .from(standingOrders)
    .where(and(eq(standingOrders.id, id), userId === null ? sql`true` : eq(standingOrders.userId, userId)))
    .for('update')
  if (!row) throw notFound()
  return row
}

export async function changeStandingOrder(
  db: Database,
  { userId, id, body, locale, now }: { userId: number; id: number; body: ChangeStandingOrderBody; locale: Locale; now: Date },
): Promise<StandingOrder> {
  await db.transaction(async (tx) => {
    const standing = await lockStanding(tx, id, userId)
    if (standing.status === 'stopped') throw refused(409, (l) => m.sub_error_stopped({}, { locale: l }))
    const [customer] = await tx.select().from(users).where(eq(users.id, userId))
    const everyWeeks = body.every_weeks ?? standing.everyWeeks
    const weekday = body.weekday ?? standing.weekday
    const changes: Partial<typeof standingOrders.$inferInsert> = { everyWeeks, weekday, updatedAt: now }
    if (weekday !== standing.weekday) {
      checkWeekday(weekday, (await requireCity(tx, standing.cityId)).deliveryWeekdays)
      const cutoff = await loadCutoffRules(tx, now)
      // The next date moves to the new weekday, no earlier than the cut-off allows.
      let next = onWeekday(standing.nextDate, weekday)
      while (!cutoff.open(standing.deliveryModeId, next)) next = nextSlot(next, 1)
      changes.nextDate = next
    }
    if (body.lines) {
      const lines = body.lines
      changes.agreedTotalCentimes = await priceLines(tx, {
        customer: customer!,
        cityId: standing.cityId,
        lines,
        addressId: standing.addressId,
        modeId: standing.deliveryModeId,
        paymentId: standing.paymentModeId,
        locale,
        now,
      })
      await tx.delete(standingOrderLines).where(eq(standingOrderLines.standingOrderId, id))
      await tx.insert(standingOrderLines).values(mergeLines(lines).map((line) => ({ standingOrderId: id, ...line })))
    }
    await tx.update(standingOrders).set(changes).where(eq(standingOrders.id, id))
  })
  return viewOf(db, id, locale, now)
}

export type StandingActor = { userId: number } | { link: true } | { staffId: number; reason: string }

/**
 * One action on a standing order: `skip` or `confirm` a date, `pause`, `resume`, `stop`. A date is
 * skipped or confirmed only before its cut-off; the e-mail's link (`link`) acts only until the
 * cut-off of the date it is about. Staff pause one for a customer, with a reason and an audit line.
 */
export async function actOnStandingOrder(
  db: Database,
  {
    id,
    action,
    date,
    actor,
    locale,
    now,
  }: { id: number; action: StandingAction; date?: string; actor: StandingActor; locale: Locale; now: Date },
): Promise<StandingOrder> {
  const queued: QueuedEmails = []
  await db.transaction(async (tx) => {
    const standing = await lockStanding(tx, id, 'userId' in actor ? actor.userId : null)
    const cutoff = await loadCutoffRules(tx, now)
    const open = (day: string) => cutoff.open(standing.deliveryModeId, day)
    if (standing.status === 'stopped') throw refused(409, (l) => m.sub_error_stopped({}, { locale: l }))
    // The e-mail's link acts, whatever the action, only until the cut-off of the date it names (issue 43).
    if ('link' in actor && (!date || !open(date))) throw refused(409, (l) => m.sub_error_cutoff({}, { locale: l }))
    if (action === 'pause' || action === 'resume' || action === 'stop') {
      const allowed = { pause: ['active'], resume: ['paused'], stop: ['active', 'paused'] }[action]
      if (!allowed.includes(standing.status)) throw refused(409, (l) => m.sub_error_status({}, { locale: l }))
      // A pause the shop set (with its reason) is the shop's to lift: neither the customer nor a link can.
      if (action === 'resume' && standing.pausedById !== null && !('staffId' in actor)) {
        throw refused(409, (l) => m.sub_error_paused_by_shop({}, { locale: l }))
      }
      const changes: Partial<typeof standingOrders.$inferInsert> = {
        status: action === 'resume' ? 'active' : action === 'pause' ? 'paused' : 'stopped',
        pausedById: action === 'pause' && 'staffId' in actor ? actor.staffId : null,
        updatedAt: now,
      }
      if (action === 'resume') {
        // Dates missed while paused are not made up: the next one the cut-off still allows.
        let next = standing.nextDate
        while (!open(next)) next = nextSlot(next, standing.everyWeeks)
        changes.nextDate = next
      }
      await tx.update(standingOrders).set(changes).where(eq(standingOrders.id, id))
      if ('staffId' in actor) {
        await recordAudit(
          tx,
          {
            actorId: actor.staffId,
            action: `standing_order.${action}`,
            entity: 'standing_order',
            entityId: id,
            before: { status: standing.status },
            after: { status: changes.status, reason: actor.reason, customer_id: standing.userId },
          },
          now,
        )
      }
      return
    }
    if (!date) throw refused(400, (l) => m.sub_error_date({}, { locale: l }), 'date')
    const [row] = await tx
      .select()
      .from(standingOrderDeliveries)
      .where(and(eq(standingOrderDeliveries.standingOrderId, id), eq(standingOrderDeliveries.slotDate, date)))
      .for('update')
    if (action === 'skip') await skipDate(tx, { standing, row, date, open, now })
    else await confirmDate(db, tx, { standing, row, open, now, queued })
  })
  for (const { id: emailId, email } of queued) deliverLater(db, emailId, email)
  return viewOf(db, id, locale, now)
}

type DeliveryRow = typeof standingOrderDeliveries.$inferSelect | undefined

async function skipDate(
  tx: Transaction,
  { standing, row, date, open, now }: { standing: StandingRow; row: DeliveryRow; date: string; open: (day: string) => boolean; now: Date },
) {
  if (row?.status === 'skipped') return
  const day = row?.deliveryDate ?? date
  if (!open(day)) throw refused(409, (l) => m.sub_error_cutoff({}, { locale: l }))
  if (!row) {
    // A date to come, on the rhythm.
    const weeks = (Date.parse(date) - Date.parse(standing.nextDate)) / (7 * 86_400_000)
    if (standing.status !== 'active' || weeks < 0 || !Number.isInteger(weeks / standing.everyWeeks)) {
      throw refused(400, (l) => m.sub_error_date({}, { locale: l }), 'date')
    }
    await tx
      .insert(standingOrderDeliveries)
      .values({ standingOrderId: standing.id, slotDate: date, status: 'skipped', createdAt: now, updatedAt: now })
    if (date === standing.nextDate) {
      await tx
        .update(standingOrders)
        .set({ nextDate: nextSlot(date, standing.everyWeeks), updatedAt: now })
        .where(eq(standingOrders.id, standing.id))
    }
    return
  }
  if (row.status === 'ordered' && row.orderId) await cancelStandingOrderDate(tx, row.orderId, now)
  await tx.update(standingOrderDeliveries).set({ status: 'skipped', updatedAt: now }).where(eq(standingOrderDeliveries.id, row.id))
}

/**
 * The date's order, cancelled because the customer skipped it: a standing order's order uses no
 * voucher and no points, so what comes back is its stock (as the order's life cancels, decision 0029).
 */
async function cancelStandingOrderDate(tx: Transaction, orderId: number, now: Date) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order || order.status === 'cancelled') return
  if (order.status !== 'placed' && order.status !== 'confirmed') throw refused(409, (l) => m.sub_error_cutoff({}, { locale: l }))
  const reason = m.sub_skip_reason({}, { locale: order.locale === 'ar' ? 'ar' : 'fr' })
  await tx.update(orders).set({ status: 'cancelled', cancelReason: reason, updatedAt: now }).where(eq(orders.id, orderId))
  await tx.insert(orderEvents).values({ orderId, kind: 'status', fromStatus: order.status, toStatus: 'cancelled', reason, createdAt: now })
  await returnStock(tx, orderId, { kind: 'cancelled', orderId, reason })
}

async function confirmDate(
  db: Database,
  tx: Transaction,
  {
    standing,
    row,
    open,
    now,
    queued,
  }: { standing: StandingRow; row: DeliveryRow; open: (day: string) => boolean; now: Date; queued: QueuedEmails },
) {
  if (!row || (row.status !== 'awaiting' && row.status !== 'held')) throw refused(409, (l) => m.sub_error_not_waiting({}, { locale: l }))
  if (!open(row.deliveryDate ?? row.slotDate)) throw refused(409, (l) => m.sub_error_cutoff({}, { locale: l }))
  const [customer] = await tx.select().from(users).where(eq(users.id, standing.userId))
  const lines = await tx.select().from(standingOrderLines).where(eq(standingOrderLines.standingOrderId, standing.id))
  const outcome = await placeStandingDate(tx, await loadPlacementContext(db, now), {
    standing,
    lines,
    customer: customer!,
    deliveryId: row.id,
    slot: row.slotDate,
    acceptRise: true,
    queued,
  })
  if (outcome.status !== 'ordered') {
    const reason = outcome.status === 'held' ? outcome.reason : ''
    throw refused(409, (l) => `${m.sub_error_still_held({}, { locale: l })} ${reason}`.trim())
  }
  // The customer's yes: the new total is the one the next rise is measured by.
  await tx.update(standingOrders).set({ agreedTotalCentimes: outcome.total, updatedAt: now }).where(eq(standingOrders.id, standing.id))
}
