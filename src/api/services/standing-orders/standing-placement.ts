/**
 * A standing order's date made into an order (docs/decisions/0085), by the job or by the
 * customer's yes: through the checkout's own placement (`placeOrderIn`: its pricing, rules,
 * dates and stock reservation), in the caller's transaction, inside a savepoint so that a
 * refusal (stock, the city's rules) or a price rise beyond the limit leaves no order and is
 * recorded instead. Whatever the outcome, the customer gets the date's e-mail.
 */
import { eq, sql } from 'drizzle-orm'
import type { SaveCartBody } from '~/api/contract/cart'
import type { Database, Transaction } from '~/api/db/executor'
import {
  cities,
  deliveryFees,
  deliveryModes,
  orderLines,
  paymentModes,
  orders,
  standingOrderDeliveries,
  standingOrderLines,
  standingOrders,
  standingOrderSettings,
} from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { queueEmail } from '~/api/mail/outbox'
import { standingOrderEmail, type StandingEmailFacts } from '~/api/mail/standing-order-email'
import { hasMailbox } from '~/api/services/accounts/phone-customers'
import { type CheckoutSettings, loadCheckoutSettings, loadHolidays } from '~/api/services/checkout/checkout-settings'
import { type KnownFacts, type ModeInCity, modeInCityKey } from '~/api/services/checkout/known-facts'
import { placeOrderIn, type QueuedEmails } from '~/api/services/checkout/place-order'
import type { VariantLabels } from '~/api/services/catalogue/variant-labels'
import type { CityRow } from '~/api/services/places/cities'
import { exchangedEmpties, exchangedEmptiesOf } from '~/api/services/deposits/exchanged-empties'
import type { SnapshotLine } from '~/api/services/checkout/order-lines'
import { deliverableDates } from '~/api/services/checkout/delivery-dates'
import { addDays, shopClock, shopTimeToInstant } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import type { ChunkWrites, DeliveryOutcome } from './chunk-writes'
import { lineFactsKey, type LineFactsCache } from './line-facts-cache'
import { standingLinkSigner } from './standing-links'
import { deliveryDayFor, nextSlot, priceLimit } from './standing-dates'

export type StandingRow = typeof standingOrders.$inferSelect
export type StandingLine = Pick<typeof standingOrderLines.$inferSelect, 'productId' | 'variantId' | 'quantity'>
export type StandingSettings = typeof standingOrderSettings.$inferSelect
export type StandingCustomer = { email: string; firstName: string; locale: string }

/**
 * What every date of a run reads once: the rules, the holidays, the modes' lead days, the cities,
 * the modes with their fees, the payment modes, the link signer, and the catalogue's facts of the
 * products ordered (filled chunk by chunk, line-facts-cache.ts). The checkout is given them
 * (known-facts.ts) instead of reading them again for each of 10,000 dates (docs/decisions/0088).
 */
export type PlacementContext = {
  now: Date
  settings: StandingSettings
  checkout: CheckoutSettings
  holidays: Set<string>
  leadDays: Map<number, number>
  weekdays: Map<number, number[]>
  cities: Map<number, CityRow>
  modesInCities: Map<string, ModeInCity>
  paymentModes: Map<number, typeof paymentModes.$inferSelect>
  lineFacts: LineFactsCache
  variantLabels: VariantLabels
  sign: (id: number, day: string) => string
}

export async function loadStandingSettings(db: Database | Transaction): Promise<StandingSettings> {
  const [row] = await db.select().from(standingOrderSettings).where(eq(standingOrderSettings.id, 1))
  // Migration 0044 inserts the row: without it the database is not the shop's.
  if (!row) throw new Error('standing_order_settings has no row: run the migrations')
  return row
}

export async function loadPlacementContext(db: Database, now: Date): Promise<PlacementContext> {
  const checkout = await loadCheckoutSettings(db)
  const today = shopClock(now).day
  const modes = await db.select({ id: deliveryModes.id, leadDays: deliveryModes.leadDays }).from(deliveryModes)
  const cityRows = await db.select().from(cities)
  // The checkout's own reading: an active mode with a fee row in the city; an active payment mode.
  const modesInCities = await db
    .select({ mode: deliveryModes, fee: deliveryFees })
    .from(deliveryModes)
    .innerJoin(deliveryFees, eq(deliveryFees.deliveryModeId, deliveryModes.id))
    .where(eq(deliveryModes.isActive, true))
  const payments = await db.select().from(paymentModes).where(eq(paymentModes.isActive, true))
  return {
    now,
    settings: await loadStandingSettings(db),
    checkout,
    holidays: await loadHolidays(db, today, addDays(today, checkout.bookingWindowDays)),
    leadDays: new Map(modes.map((mode) => [mode.id, mode.leadDays])),
    weekdays: new Map(cityRows.map((city) => [city.id, city.deliveryWeekdays])),
    cities: new Map(cityRows.map((city) => [city.id, city])),
    modesInCities: new Map(modesInCities.map((row) => [modeInCityKey(row.mode.id, row.fee.cityId), row])),
    paymentModes: new Map(payments.map((row) => [row.id, row])),
    lineFacts: new Map(),
    variantLabels: new Map(),
    sign: await standingLinkSigner(db),
  }
}

export const customerLocale = (customer: { locale: string }): Locale => (customer.locale === 'ar' ? 'ar' : 'fr')

/** The checkout's idempotency key of a date's order: a second placement of the date finds the first. */
export const standingOrderKey = (id: number, slot: string) => `standing:${id}:${slot}`

class PriceRise extends Error {
  constructor(readonly total: number) {
    super('The price rose beyond the limit')
  }
}

/** `lines`: the order's lines as sold, when it was made now (its e-mail shows them). */
export type PlacementOutcome =
  | { status: 'ordered'; reference: string; total: number; lines?: SnapshotLine[] }
  | { status: 'awaiting'; total: number }
  | { status: 'held'; reason: string }

/** What the job read for its whole chunk at once: the customer's locked row, their addresses, their jug account. */
export type ChunkFacts = Pick<KnownFacts, 'customer' | 'addresses' | 'jugBalance'>

/** The deliverable days of a standing order's city and mode, as the checkout offers them now. */
export function deliverableFor(ctx: PlacementContext, standing: Pick<StandingRow, 'deliveryModeId' | 'cityId'>) {
  return deliverableDates(ctx.now, ctx.leadDays.get(standing.deliveryModeId) ?? 1, {
    cutoffHour: ctx.checkout.cutoffHour,
    windowDays: ctx.checkout.bookingWindowDays,
    weekdays: ctx.weekdays.get(standing.cityId) ?? [],
    holidays: ctx.holidays,
  })
}

/**
 * Places the date's order (its delivery row exists, locked by the caller's transaction) and
 * records the outcome on that row. `acceptRise`: the customer said yes to today's price.
 */
export async function placeStandingDate(
  tx: Transaction,
  ctx: PlacementContext,
  input: {
    standing: StandingRow
    lines: StandingLine[]
    customer: StandingCustomer
    deliveryId: number
    slot: string
    acceptRise: boolean
    queued: QueuedEmails
    /** The job's chunk: what it read for all its dates, and where this date's row and e-mail are gathered to be written at once. */
    chunk?: { facts: ChunkFacts; writes: ChunkWrites }
  },
): Promise<PlacementOutcome> {
  const { standing, lines, customer, slot } = input
  const locale = customerLocale(customer)
  const lineFacts = ctx.lineFacts.get(lineFactsKey(standing.cityId, locale))
  const known: KnownFacts = {
    ...input.chunk?.facts,
    city: ctx.cities.get(standing.cityId),
    lineFacts,
    variantLabels: ctx.variantLabels,
    settings: ctx.checkout,
    holidays: ctx.holidays,
    modesInCities: ctx.modesInCities,
    paymentModes: ctx.paymentModes,
  }
  const target = deliveryDayFor(slot, deliverableFor(ctx, standing))
  // A date moved as far as the next one on the rhythm would give two deliveries at once: none is made for it.
  if (!target || target.day >= nextSlot(slot, standing.everyWeeks)) {
    return record(tx, ctx, input, null, { status: 'held', reason: m.sub_held_no_date({}, { locale }) })
  }
  const body: SaveCartBody = {
    products: lines.map((line) => ({ product_id: line.productId, product_attribute_id: line.variantId, quantity: line.quantity })),
    city_id: standing.cityId,
    delivery_address_id: standing.addressId,
    delivery_mode_id: standing.deliveryModeId,
    payment_mode_id: standing.paymentModeId,
    delivery_date: target.day,
    comment: '',
    empties_returned:
      lineFacts && known.jugBalance
        ? exchangedEmptiesOf(lines, lineFacts, known.jugBalance)
        : await exchangedEmpties(tx, standing.userId, lines),
  }
  const limit = priceLimit(standing.agreedTotalCentimes, ctx.settings.maxPriceRisePercent)
  let outcome: PlacementOutcome
  try {
    outcome = await tx.transaction(async (savepoint) => {
      const own: QueuedEmails = []
      const placed = await placeOrderIn(savepoint, {
        userId: standing.userId,
        body,
        key: standingOrderKey(standing.id, slot),
        locale,
        now: ctx.now,
        queued: own,
        byShop: true,
        known,
      })
      if (!input.acceptRise && placed.order.total > limit) throw new PriceRise(placed.order.total)
      input.queued.push(...own)
      return { status: 'ordered' as const, reference: placed.order.reference, total: placed.order.total, lines: placed.lines }
    })
  } catch (error) {
    if (error instanceof PriceRise) outcome = { status: 'awaiting', total: error.total }
    else if (error instanceof ApiError) outcome = { status: 'held', reason: refusalText(error, locale) }
    else throw error
  }
  return record(tx, ctx, input, target.moved ? target.day : null, outcome, target.day)
}

/** The checkout's refusal as one sentence: its field errors say what (a product sold out, under the minimum). */
function refusalText(error: ApiError, locale: Locale): string {
  const errors = typeof error.errors === 'function' ? error.errors(locale) : error.errors
  const details = Object.values(errors).flat()
  return details.length ? details.join(' ') : error.messageFor(locale)
}

async function record(
  tx: Transaction,
  ctx: PlacementContext,
  {
    standing,
    customer,
    deliveryId,
    slot,
    queued,
    chunk,
  }: {
    standing: StandingRow
    customer: StandingCustomer
    deliveryId: number
    slot: string
    queued: QueuedEmails
    chunk?: { writes: ChunkWrites }
  },
  movedTo: string | null,
  outcome: PlacementOutcome,
  deliveryDay: string | null = null,
): Promise<PlacementOutcome> {
  const row = {
    deliveryId,
    status: outcome.status,
    // The order the checkout just placed, found by its key.
    orderKey: outcome.status === 'ordered' ? { userId: standing.userId, key: standingOrderKey(standing.id, slot) } : null,
    deliveryDate: deliveryDay,
    totalCentimes: outcome.status === 'held' ? null : outcome.total,
    reason: outcome.status === 'held' ? outcome.reason : null,
  }
  if (chunk) chunk.writes.deliveries.push(row)
  else await writeDeliveryRow(tx, ctx, row)
  // A customer known by phone only has no address to write to (docs/decisions/0078).
  if (hasMailbox(customer.email)) {
    const base = {
      to: customer.email,
      name: customer.firstName,
      locale: customerLocale(customer),
      token: ctx.sign(standing.id, slot),
      // No action of the link works after the delivery day's cut-off hour (its lead days make it earlier).
      linkExpiresAt: shopTimeToInstant(movedTo && movedTo > slot ? movedTo : slot, ctx.checkout.cutoffHour),
      slot,
      movedTo,
      agreed: standing.agreedTotalCentimes,
    }
    // The order's lines as it was sold: this e-mail is the customer's only one about the order.
    const lines =
      outcome.status !== 'ordered'
        ? []
        : (outcome.lines ??
          (await tx
            .select({ nameFr: orderLines.nameFr, nameAr: orderLines.nameAr, quantity: orderLines.quantity })
            .from(orderLines)
            .innerJoin(orders, eq(orders.id, orderLines.orderId))
            .where(eq(orders.reference, outcome.reference))))
    const facts: StandingEmailFacts =
      outcome.status === 'ordered'
        ? { ...base, kind: 'ordered', reference: outcome.reference, total: outcome.total, lines }
        : outcome.status === 'awaiting'
          ? { ...base, kind: 'awaiting', total: outcome.total, maxRisePercent: ctx.settings.maxPriceRisePercent }
          : { ...base, kind: 'held', total: standing.agreedTotalCentimes, reason: outcome.reason }
    const email = standingOrderEmail(facts)
    if (chunk) chunk.writes.emails.push(email)
    else queued.push({ id: await queueEmail(tx, email, ctx.now), email })
  }
  return outcome
}

/** One date's row, written alone (the customer's yes); the job writes its chunk's rows at once (chunk-writes.ts). */
async function writeDeliveryRow(tx: Transaction, ctx: PlacementContext, row: DeliveryOutcome) {
  await tx
    .update(standingOrderDeliveries)
    .set({
      status: row.status,
      orderId: row.orderKey
        ? sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.userId} = ${row.orderKey.userId} AND ${orders.idempotencyKey} = ${row.orderKey.key})`
        : null,
      deliveryDate: row.deliveryDate,
      totalCentimes: row.totalCentimes,
      reason: row.reason,
      updatedAt: ctx.now,
    })
    .where(eq(standingOrderDeliveries.id, row.deliveryId))
}
