/**
 * The server's cart: the only authority on prices, totals and points. Every save
 * recomputes the lines from the database for the cart's city; prices the client may send are not
 * even read. Saves carry the browser's revision: an older save arriving after a newer one is
 * refused, so the last intent wins.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { SessionUser } from '~/api/auth/session'
import type { CartChoices, SaveCartBody, ServerCart } from '~/api/contract/cart'
import type { Database, Executor } from '~/api/db/executor'
import { cartLines, carts, products, productVariants } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { linesFromFacts, resolveLines } from '~/api/services/catalogue/cart-lines'
import { cartCatalogue } from './cart-catalogue'
import { toServerCart } from '~/api/services/checkout/server-cart'
import { type PricedCheckout, priceCheckout, type PricingInput } from '~/api/services/checkout/checkout-pricing'
import type { CheckoutSettings } from '~/api/services/checkout/checkout-settings'
import { requireCity } from '~/api/services/places/cities'
import { applyGroupPrices } from '~/api/services/pricing/group-prices'
import { normalizeVoucherCode } from '~/api/services/vouchers/vouchers'
import type { Locale } from '~/paraglide/runtime.js'

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
  const lines = await applyGroupPrices(
    db,
    user?.customerGroupId,
    city.id,
    linesFromFacts(body, facts, city.priceFactorPermille, locale, stock),
  )
  for (let attempt = 1; ; attempt++) {
    // The cart as it is now, or a new one (none yet, or another save of the customer made it a moment ago).
    const cart = (await findCart(db, user, body.reference)) ?? (await createCart(db, user))
    const saved = cart && (await writeCart(db, { cart, body, user, city, lines, locale, now, complete, settings }))
    if (saved) return saved
    // Another save came in between (or an address it chose was deleted meanwhile): check again from the cart as it is now.
    if (attempt === SAVE_ATTEMPTS) throw staleCart()
  }
}

/** Saves that find the cart changed under them try again from it, this many times in all. */
const SAVE_ATTEMPTS = 3
const staleCart = () => new ApiError(409, (lang) => m.api_cart_stale({}, { locale: lang }))
type FoundCart = typeof carts.$inferSelect & { version: string }

/** A cart's columns with its row version (PostgreSQL's xmin, which every update changes). */
const withVersion = () => ({ ...getTableColumns(carts), version: sql<string>`${carts}.xmin::text` })

/** The two reads of every save, built once per database handle and sent as named statements (parsed once per connection). */
const preparedReads = new WeakMap<Database, ReturnType<typeof prepareReads>>()
function prepareReads(db: Database) {
  return {
    byUser: db
      .select(withVersion())
      .from(carts)
      .where(eq(carts.userId, sql.placeholder('userId')))
      .prepare('cart_by_user'),
    byReference: db
      .select(withVersion())
      .from(carts)
      .where(and(eq(carts.reference, sql.placeholder('reference')), isNull(carts.userId)))
      .prepare('cart_by_reference'),
  }
}

/** The cart a save writes, as it is now, with its version: the customer's own, or a visitor's by reference; none for a new one. */
async function findCart(db: Database, user: SessionUser | null, reference: string | null | undefined): Promise<FoundCart | null> {
  if (!user && !reference) return null
  let reads = preparedReads.get(db)
  if (!reads) preparedReads.set(db, (reads = prepareReads(db)))
  const [found] = user ? await reads.byUser.execute({ userId: user.id }) : await reads.byReference.execute({ reference })
  return found ?? null
}

/** A new cart, empty; null when the customer's own was made a moment ago by another save (read it then). */
async function createCart(db: Database, user: SessionUser | null): Promise<FoundCart | null> {
  const [created] = await db
    .insert(carts)
    .values({ reference: randomBytes(18).toString('base64url'), userId: user?.id ?? null })
    .onConflictDoNothing()
    .returning(withVersion())
  return created ?? null
}

/**
 * Checks the save against the cart, prices it and writes it, if the cart is still the version
 * read (optimistic: no lock is held while the save is priced); answers null when it is not, so
 * the caller reads it again.
 */
async function writeCart(
  db: Database,
  input: Omit<PricingInput, 'settings' | 'lockVoucher' | 'checkStock'> & { cart: FoundCart; settings: CheckoutSettings },
): Promise<ServerCart | null> {
  const { cart, body, user, city, lines, locale, now, complete, settings } = input
  if (isStale(body, cart)) throw staleCart()
  const priced = await priceCheckout(db, { body, user, city, lines, locale, now, complete, settings })
  const revision = body.revision ?? cart.revision + 1
  const kept = keptChoices(body, priced)
  const values = [
    cart.id,
    cart.version,
    city.id,
    kept.delivery_address_id,
    kept.billing_address_id,
    kept.delivery_mode_id,
    kept.payment_mode_id,
    kept.delivery_date,
    kept.reminder_period,
    kept.reminder_frequency,
    kept.comment,
    kept.voucher_code,
    kept.used_points,
    revision,
    body.writer ?? null,
    lines.map((line) => line.productId),
    lines.map((line) => line.variantId),
    lines.map((line) => line.quantity),
    kept.empties_returned,
  ]
  try {
    const written = await db.$client.query({ ...CART_WRITE, values })
    if (written.rowCount === 0) return null
  } catch (error) {
    // An address chosen a moment ago was deleted meanwhile (another tab): read again, it is dropped then.
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return null
    throw error
  }
  return toServerCart(cart.reference, revision, city.id, lines, priced, kept)
}

const FOREIGN_KEY_VIOLATION = '23503'

/**
 * The cart's row and its lines written in one statement, if the row is still the version the
 * save was checked against ($2, its xmin), answering its id when written: the lines kept are
 * updated in place, the new ones inserted, the others deleted. The row is updated first (the
 * lines read its RETURNING). The lines come as arrays, so the text never changes: one named
 * statement, parsed once per connection, and no query builder on the busiest path, where building
 * the builder's form cost more than running it (issue 34, docs/decisions/0072).
 */
const CART_WRITE = {
  name: 'cart_write',
  text: `with saved as (
    update carts set city_id = $3, delivery_address_id = $4, billing_address_id = $5, delivery_mode_id = $6,
      payment_mode_id = $7, delivery_date = $8, reminder_period = $9, reminder_frequency = $10, comment = $11,
      voucher_code = $12, used_points = $13, revision = $14, writer = $15, empties_returned = $19, updated_at = now()
    where id = $1 and xmin = $2::text::xid
    returning id
  ),
  incoming as (
    select * from unnest($16::int[], $17::int[], $18::int[]) with ordinality as line (product_id, variant_id, quantity, position)
  ),
  kept as (
    insert into cart_lines (cart_id, product_id, variant_id, quantity, sort_order)
    select saved.id, incoming.product_id, incoming.variant_id, incoming.quantity, (incoming.position - 1)::int from saved, incoming
    on conflict on constraint cart_lines_one_per_choice
    do update set quantity = excluded.quantity, sort_order = excluded.sort_order
    returning id
  ),
  gone as (delete from cart_lines where cart_id in (select id from saved) and id not in (select id from kept))
  select id from saved`,
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
    empties_returned: body.empties_returned ?? 0,
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
    empties_returned: cart.emptiesReturned,
  }
  const lines = await applyGroupPrices(
    db,
    user?.customerGroupId,
    city.id,
    await resolveLines(db, body, city.id, city.priceFactorPermille, locale),
  )
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
