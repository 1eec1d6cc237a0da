/**
 * The server's cart: the only authority on prices, totals and points. Every save
 * recomputes the lines from the database for the cart's city; prices the client may send are not
 * even read. Saves carry the browser's revision: an older save arriving after a newer one is
 * refused, so the last intent wins.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { SessionUser } from '~/api/auth/session'
import type { CartChoices, SaveCartBody, ServerCart } from '~/api/contract/cart'
import type { Database, Executor } from '~/api/db/executor'
import { cartLines, carts, products, productVariants } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { type Line, linesFromFacts, resolveLines } from './cart-lines'
import { cartCatalogue } from './cart-catalogue'
import { stockCovers } from '~/api/services/stock/stock'
import { type PricedCheckout, priceCheckout } from '~/api/services/checkout/checkout-pricing'
import type { CheckoutSettings } from '~/api/services/checkout/checkout-settings'
import { type CityRow, requireCity } from '~/api/services/delivery/cities'
import { normalizeVoucherCode } from '~/api/services/vouchers/vouchers'
import type { Locale } from '~/paraglide/runtime.js'

/** The cart row to write when none was found: a new one, or the customer's own made a moment ago by another save. Locked until the end of the transaction. */
async function lockCart(db: Executor, user: SessionUser | null, reference: string | null | undefined) {
  const [found] = user
    ? await db.select().from(carts).where(eq(carts.userId, user.id)).for('update')
    : reference
      ? await db
          .select()
          .from(carts)
          .where(and(eq(carts.reference, reference), isNull(carts.userId)))
          .for('update')
      : []
  if (found) return found
  const [created] = await db
    .insert(carts)
    .values({ reference: randomBytes(18).toString('base64url'), userId: user?.id ?? null })
    .onConflictDoNothing()
    .returning()
  if (created) return created
  // Another save of the same customer created it a moment ago.
  const [again] = await db
    .select()
    .from(carts)
    .where(eq(carts.userId, user?.id ?? -1))
    .for('update')
  if (!again) throw new Error('The cart could not be created')
  return again
}

export async function saveCart(
  db: Database,
  {
    body,
    user,
    locale,
    now = new Date(),
    complete = false,
  }: { body: SaveCartBody; user: SessionUser | null; locale: Locale; now?: Date; complete?: boolean },
): Promise<ServerCart> {
  // Read first, most of it from memory (cart-catalogue.ts).
  const productIds = [...new Set(body.products.map((line) => line.product_id))]
  const { city, settings, facts, stock } = await cartCatalogue(db, body.city_id, productIds, locale)
  const lines = linesFromFacts(body, facts, city.priceFactorPermille, locale, stock)
  for (let attempt = 1; ; attempt++) {
    const found = await findCart(db, user, body.reference)
    const saved = found
      ? await writeCart(db, { cart: found, body, user, city, lines, locale, now, complete, settings })
      : // A new cart: made in a transaction of its own (rare: a visitor's first save, a customer's first).
        await db.transaction((tx) => writeCart(tx, { cart: null, body, user, city, lines, locale, now, complete, settings }))
    if (saved) return saved
    // Another save came in between (or an address it chose was deleted meanwhile): check again from the cart as it is now.
    if (attempt === SAVE_ATTEMPTS) throw staleCart()
  }
}

/** Saves that find the cart changed under them try again from it, this many times in all. */
const SAVE_ATTEMPTS = 3
const staleCart = () => new ApiError(409, (lang) => m.api_cart_stale({}, { locale: lang }))
type FoundCart = typeof carts.$inferSelect & { version: string }

/**
 * The cart a save writes, as it is now, with its row version (PostgreSQL's xmin, which every
 * update changes): the customer's own, or a visitor's by reference; none for a new one.
 */
async function findCart(db: Executor, user: SessionUser | null, reference: string | null | undefined): Promise<FoundCart | null> {
  if (!user && !reference) return null
  const [found] = await db
    .select({ row: carts, version: sql<string>`${carts}.xmin::text` })
    .from(carts)
    .where(user ? eq(carts.userId, user.id) : and(eq(carts.reference, reference!), isNull(carts.userId)))
  return found ? { ...found.row, version: found.version } : null
}

/**
 * Checks the save against the cart, prices it and writes it. An existing cart is written only if
 * it is still the version read (optimistic: no lock held while the save is priced, one statement
 * to write); answers null when it is not, so the caller reads it again. A new cart is created in
 * the caller's transaction (`lockCart`).
 */
async function writeCart(
  db: Executor,
  input: {
    cart: FoundCart | null
    body: SaveCartBody
    user: SessionUser | null
    city: CityRow
    lines: Line[]
    locale: Locale
    now: Date
    complete: boolean
    settings: CheckoutSettings
  },
): Promise<ServerCart | null> {
  const { body, user, city, lines, locale, now, complete, settings } = input
  const cart = input.cart ?? (await lockCart(db, user, body.reference))
  if (isStale(body, cart)) throw staleCart()
  const priced = await priceCheckout(db, { body, user, city, lines, locale, now, complete, settings })
  const revision = body.revision ?? cart.revision + 1
  const kept = keptChoices(body, priced)
  const version = input.cart?.version ?? null
  try {
    const written = await db.execute<{ id: number }>(cartWrite(cart.id, version, city.id, revision, body.writer ?? null, kept, lines))
    if (written.rows.length === 0) return null
  } catch (error) {
    // An address chosen a moment ago was deleted meanwhile (another tab): read again, it is dropped then.
    if (version !== null && foreignKeyViolation(error)) return null
    throw error
  }
  return toServerCart(cart.reference, revision, city.id, lines, priced, kept)
}

const foreignKeyViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((each) => (each as { code?: string } | undefined)?.code === '23503')

/**
 * The cart's row and its lines written in one statement (one trip to PostgreSQL instead of
 * three), answering the cart's id if it was written: the lines kept are updated in place, the new
 * ones inserted, the others deleted. The row is updated first (the lines read its RETURNING), and
 * only when it is still the version the save was checked against. Plain SQL, not the query builder: building the
 * builder's form of this statement cost the busiest path more than running it (issue 34).
 */
function cartWrite(
  cartId: number,
  version: string | null,
  cityId: number,
  revision: number,
  writer: string | null,
  kept: CartChoices,
  lines: Line[],
): SQL {
  // Only the version read, when one was (a new cart is locked instead).
  const unchanged = version === null ? sql`` : sql` and xmin = ${version}::xid`
  const saved = sql`update carts set city_id = ${cityId}, delivery_address_id = ${kept.delivery_address_id},
    billing_address_id = ${kept.billing_address_id}, delivery_mode_id = ${kept.delivery_mode_id},
    payment_mode_id = ${kept.payment_mode_id}, delivery_date = ${kept.delivery_date}, reminder_period = ${kept.reminder_period},
    reminder_frequency = ${kept.reminder_frequency}, comment = ${kept.comment}, voucher_code = ${kept.voucher_code},
    used_points = ${kept.used_points}, revision = ${revision}, writer = ${writer}, updated_at = now()
    where id = ${cartId}${unchanged} returning id`
  if (lines.length === 0)
    return sql`with saved as (${saved}), gone as (delete from cart_lines where cart_id in (select id from saved)) select id from saved`
  const incoming = sql.join(
    lines.map((line, index) => sql`(${line.productId}::int, ${line.variantId}::int, ${line.quantity}::int, ${index}::int)`),
    sql`, `,
  )
  return sql`with saved as (${saved}),
    incoming (product_id, variant_id, quantity, sort_order) as (values ${incoming}),
    kept as (
      insert into cart_lines (cart_id, product_id, variant_id, quantity, sort_order)
      select saved.id, incoming.product_id, incoming.variant_id, incoming.quantity, incoming.sort_order from saved, incoming
      on conflict on constraint cart_lines_one_per_choice
      do update set quantity = excluded.quantity, sort_order = excluded.sort_order
      returning id
    ),
    gone as (delete from cart_lines where cart_id in (select id from saved) and id not in (select id from kept))
    select id from saved`
}

/**
 * Whether a save would overwrite a newer cart than the one it was built on (the last intent wins,
 * docs/decisions/0024): an older revision of this page arriving late; a cart another page (another
 * device or tab, a sign-in, a reorder) saved after the revision it was built on, the saving page's
 * own later saves excepted; or a save that names neither revision, which cannot be told from a
 * stale one and may only create a cart.
 */
function isStale(body: SaveCartBody, cart: typeof carts.$inferSelect): boolean {
  if (body.revision === undefined && body.base_revision === undefined) return cart.revision > 0
  const late = body.revision !== undefined && body.revision < cart.revision
  const ownSave = body.writer !== undefined && cart.writer === body.writer
  const outdated = body.base_revision !== undefined && body.base_revision < cart.revision && !ownSave
  return late || outdated
}

/**
 * Runs a save built on the cart as read a moment before (a sign-in's merge, a reorder) again
 * when another save came in between: each attempt reads the newer cart, nothing is lost.
 */
export async function saveOnLatest<T>(readAndSave: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readAndSave()
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409) || attempt === attempts) throw error
    }
  }
}

/** The choices a save keeps: ids the client may not set are dropped (another customer's address, an unknown mode). */
function keptChoices(body: SaveCartBody, { choice }: PricedCheckout): CartChoices {
  return {
    delivery_address_id: choice.deliveryAddress?.id ?? null,
    billing_address_id: choice.billingAddress?.id ?? null,
    delivery_mode_id: choice.deliveryMode?.id ?? null,
    payment_mode_id: choice.paymentMode?.id ?? null,
    delivery_date: body.delivery_date ?? null,
    reminder_period: body.reminder_period ?? null,
    reminder_frequency: body.reminder_frequency ?? null,
    comment: body.comment ?? '',
    voucher_code: normalizeVoucherCode(body.voucher_code),
    used_points: body.used_points ?? 0,
  }
}

/**
 * The cart as stored, priced now, without writing anything (its revision unchanged): the
 * customer's own, or a visitor's by its reference; null when there is none. Another device of
 * the customer starts from it (docs/decisions/0019). Lines withdrawn from the catalogue since
 * are left out, as a save would refuse them.
 */
export async function readCart(
  db: Database,
  { user, reference, locale, now = new Date() }: { user: SessionUser | null; reference: string | undefined; locale: Locale; now?: Date },
): Promise<ServerCart | null> {
  const [cart] = user
    ? await db.select().from(carts).where(eq(carts.userId, user.id))
    : reference
      ? await db
          .select()
          .from(carts)
          .where(and(eq(carts.reference, reference), isNull(carts.userId)))
      : []
  const cityId = cart?.cityId ?? user?.cityId
  if (!cart || !cityId) return null
  const city = await requireCity(db, cityId)
  const stored = await db.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(cartLines.sortOrder)
  const sellable = await stillSold(db, stored)
  const body: SaveCartBody = {
    city_id: city.id,
    products: stored
      .filter((_, index) => sellable[index])
      .map((line) => ({ product_id: line.productId, quantity: line.quantity, product_attribute_id: line.variantId })),
    delivery_address_id: cart.deliveryAddressId,
    billing_address_id: cart.billingAddressId,
    delivery_mode_id: cart.deliveryModeId,
    payment_mode_id: cart.paymentModeId,
    delivery_date: cart.deliveryDate,
    reminder_period: cart.reminderPeriod,
    reminder_frequency: cart.reminderFrequency,
    comment: cart.comment,
    voucher_code: cart.voucherCode,
    used_points: cart.usedPoints,
  }
  const lines = await resolveLines(db, body, city.id, city.priceFactorPermille, locale)
  const priced = await priceCheckout(db, { body, user, city, lines, locale, now, complete: false })
  return toServerCart(cart.reference, cart.revision, city.id, lines, priced, keptChoices(body, priced))
}

/** Whether each stored line's product and variant are still active (resolveLines refuses the others). */
async function stillSold(db: Executor, lines: { productId: number; variantId: number | null }[]): Promise<boolean[]> {
  const ids = [...new Set(lines.map((line) => line.productId))]
  if (!ids.length) return []
  const active = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isActive, true)))
  const variants = await db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, ids), eq(productVariants.isActive, true)))
  return lines.map(({ productId, variantId }) => {
    if (!active.some((row) => row.id === productId)) return false
    const own = variants.filter((row) => row.productId === productId)
    return own.length ? own.some((row) => row.id === variantId) : variantId === null
  })
}

export function toServerCart(
  reference: string,
  revision: number,
  cityId: number,
  lines: Line[],
  priced: PricedCheckout,
  choices: CartChoices,
): ServerCart {
  return {
    reference,
    revision,
    city_id: cityId,
    cart_details: lines.map((line) => ({
      product_id: line.productId,
      product_attribute_id: line.variantId,
      quantity: line.quantity,
      available: line.available,
      in_stock: stockCovers(line),
      prices: { price: line.unitPrice, total: line.unitPrice * line.quantity },
      product: line.product,
    })),
    totals: priced.totals,
    voucher: priced.voucher,
    messages: priced.messages,
    choices,
  }
}
