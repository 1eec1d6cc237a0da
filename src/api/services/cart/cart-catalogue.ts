/**
 * What a cart save reads of the catalogue, kept in memory by each instance (issue 34,
 * docs/decisions/0072): the city, the checkout rules, and the products, pack sizes, availability
 * and prices of the city, the same for every save. A save read them in six statements inside its
 * transaction, and a statement's cost on two cores is mostly the trip to PostgreSQL, not its
 * execution. They follow the page and API caches' rules (src/lib/announced-memory.ts,
 * docs/decisions/0037): dropped on every change PostgreSQL announces, nothing kept from a read that
 * began before one, nothing served while the instance cannot hear announcements (then every save
 * reads the database, as in the API tests), each kept a minute at most.
 *
 * The stock is not kept: it moves with each order, which announces nothing (migration 0021), so a
 * save reads its lines' stock in one statement of its own. Orders never read from here: they price
 * and reserve from the database inside their transaction (place-order.ts).
 */
import { eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '~/api/db/executor'
import { products, productVariants } from '~/api/db/schema'
import { type CheckoutSettings, loadCheckoutSettings } from '~/api/services/checkout/checkout-settings'
import { type CityRow, requireCity } from '~/api/services/places/cities'
import { createAnnouncedMemory } from '~/lib/announced-memory'
import type { Locale } from '~/paraglide/runtime.js'
import { type LineFacts, loadLineFacts, type StockNow } from '~/api/services/catalogue/cart-lines'

type Snapshot = { city: CityRow; settings: CheckoutSettings; facts: LineFacts }
type Entry = { snapshot: Snapshot; bytes: number; storedAt: number }

/** A key per city and language: a few dozen at most. */
const LIMITS = { maxEntries: 200, maxBytes: 200 }
const MAX_AGE_MS = 60_000

const memory = createAnnouncedMemory<Entry>(LIMITS)

/** The cache's switch for src/server.ts: cleared on each announcement, off while not listening. */
export const cartCatalogueCache = {
  clear: () => memory.clear(),
  setListening: (listening: boolean) => memory.setListening(listening),
}

/**
 * The city (a 404 when unknown or closed), the checkout rules and every product's facts in that
 * city, from memory when they may be, and the stock of `productIds` read now.
 */
export async function cartCatalogue(
  db: Database,
  cityId: number,
  productIds: number[],
  locale: Locale,
): Promise<Snapshot & { stock: StockNow }> {
  const snapshot = await snapshotOf(db, cityId, locale)
  return { ...snapshot, stock: await stockNow(db, productIds) }
}

async function snapshotOf(db: Executor, cityId: number, locale: Locale): Promise<Snapshot> {
  const key = `${cityId}:${locale}`
  const entry = memory.blind() ? undefined : memory.get(key)
  if (entry && Date.now() - entry.storedAt <= MAX_AGE_MS) return entry.snapshot
  const startedIn = memory.generation()
  const city = await requireCity(db, cityId)
  const settings = await loadCheckoutSettings(db)
  const facts = await loadLineFacts(db, city.id, null, locale)
  const snapshot = { city, settings, facts }
  memory.keep(key, { snapshot, bytes: 1, storedAt: Date.now() }, startedIn)
  return snapshot
}

/** The stock read of every save, built once per database handle and sent as a named statement. */
const preparedStock = new WeakMap<Database, ReturnType<typeof prepareStock>>()
const prepareStock = (db: Database) =>
  db
    .select({ productId: products.id, productStock: products.stock, variantId: productVariants.id, variantStock: productVariants.stock })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(sql`${products.id} = any(${sql.placeholder('productIds')}::int[])`)
    .prepare('stock_of_products')

/** The stock of these products and of their pack sizes as it is now, in one statement. */
async function stockNow(db: Database, productIds: number[]): Promise<StockNow> {
  const stock: StockNow = { products: new Map(), variants: new Map() }
  if (productIds.length === 0) return stock
  let query = preparedStock.get(db)
  if (!query) preparedStock.set(db, (query = prepareStock(db)))
  for (const row of await query.execute({ productIds })) {
    stock.products.set(row.productId, row.productStock)
    if (row.variantId !== null) stock.variants.set(row.variantId, row.variantStock)
  }
  return stock
}
