/**
 * The tests' orders, made one of two ways. Written straight into the database (orderFixtures):
 * for the tests of what comes after placing, which need only what an order leaves behind, in any
 * status and on any day (same shapes as tests/e2e/shop-database.ts). Placed through the checkout
 * (checkoutOrders): for the tests of what placing itself does (stock reserved, a voucher redeemed,
 * the prices and rules an order keeps, an order edited as the checkout wrote it).
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '~/api/db/executor'
import { cities, deliveryModes, orderLines, orders, paymentModes, reorderReminders, users } from '~/api/db/schema'
import { startSession } from '../support/sessions'
import { call, type checkoutFixtures, newKey } from './checkout-helpers'
import type { Api } from './test-database'

type LineInput = Omit<typeof orderLines.$inferInsert, 'orderId' | 'lineTotalCentimes' | 'unitPriceCentimes'> & {
  unitPriceCentimes?: number
}

export function orderFixtures(db: Database) {
  const idOf = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0]!.id
  const cityId = (slug: string) => idOf(db.select().from(cities).where(eq(cities.slug, slug)))

  async function createCustomer({ locale = 'fr', city = 'casablanca', firstName = 'Amina' } = {}) {
    const tag = randomBytes(5).toString('hex')
    const [user] = await db
      .insert(users)
      .values({ email: `client-${tag}@example.test`, firstName, lastName: 'Test', locale, cityId: await cityId(city) })
      .returning()
    const token = await startSession(db, user!.id)
    return { ...user!, token }
  }

  /** An order of `lines` (none: an order whose lines do not matter), its totals from them unless `values` say otherwise. */
  async function createOrder(
    userId: number,
    {
      lines,
      status = 'delivered',
      city = 'casablanca',
      locale = 'fr',
      deliveryDate = '2026-11-02',
      values = {},
    }: {
      lines: LineInput[]
      status?: typeof orders.$inferInsert.status
      city?: string
      locale?: string
      deliveryDate?: string
      /** Any other column, e.g. points, fees, `placedAt` or the address copies. */
      values?: Partial<typeof orders.$inferInsert>
    },
  ) {
    const reference = `MS-R${randomBytes(5).toString('hex').toUpperCase()}`
    const snapshot = {
      recipientName: 'Test Client',
      phone: '+212612345678',
      line1: '24 rue Ibnou Mounir',
      line2: '',
      district: 'Maârif',
      postalCode: '20330',
      city,
    }
    const priced = lines.map((line) => ({ ...line, unitPriceCentimes: line.unitPriceCentimes ?? 2000 }))
    const subtotal = priced.reduce((sum, line) => sum + line.unitPriceCentimes * line.quantity, 0)
    const [order] = await db
      .insert(orders)
      .values({
        reference,
        userId,
        status,
        locale,
        cityId: await cityId(city),
        deliveryAddress: snapshot,
        billingAddress: snapshot,
        deliveryModeId: await idOf(db.select().from(deliveryModes).where(eq(deliveryModes.code, 'standard'))),
        paymentModeId: await idOf(db.select().from(paymentModes).where(eq(paymentModes.code, 'cash_on_delivery'))),
        deliveryDate,
        subtotalCentimes: subtotal,
        totalCentimes: subtotal,
        idempotencyKey: `key-${reference}`,
        requestHash: 'hash',
        ...values,
      })
      .returning()
    if (priced.length)
      await db
        .insert(orderLines)
        .values(priced.map((line) => ({ ...line, orderId: order!.id, lineTotalCentimes: line.unitPriceCentimes * line.quantity })))
    return order!
  }

  /** A reminder as order placement writes it: first due at `nextRemindAt`, then every `periodDays`. */
  async function createReminder(
    order: { id: number; userId: number },
    {
      nextRemindAt,
      periodDays = 30,
      remainingSends = 3 as number | null,
    }: { nextRemindAt: Date; periodDays?: number; remainingSends?: number | null },
  ) {
    const [reminder] = await db
      .insert(reorderReminders)
      .values({
        userId: order.userId,
        orderId: order.id,
        period: `${periodDays}d`,
        frequency: String(remainingSends ?? 'until_stopped'),
        periodDays,
        remainingSends,
        nextRemindAt,
      })
      .returning()
    return reminder!
  }

  const reminderRow = async (id: number) => (await db.select().from(reorderReminders).where(eq(reorderReminders.id, id)))[0]!

  return { cityId, createCustomer, createOrder, createReminder, reminderRow }
}

/** Two plain lines, as an order of Sidi Ali packs leaves them. */
export const sidiAliLines: LineInput[] = [
  {
    nameFr: 'Sidi Ali 1,5 L',
    nameAr: 'سيدي علي 1,5 ل',
    reference: 'SA-6X1-5L',
    attributesLabelFr: 'Pack de 6',
    attributesLabelAr: 'علبة من 6',
    quantity: 2,
  },
  { nameFr: 'Oulmès 1 L', nameAr: 'ولماس 1 ل', reference: 'OU-1L', quantity: 1, unitPriceCentimes: 900 },
]

/** A cart line as the checkout takes it: a product, and its pack size when it has some. */
export type CartLine = { product_id: number; quantity: number; product_attribute_id?: number | null }

/**
 * Orders placed through `api`'s checkout (POST /api/{locale}/orders) by a customer of
 * checkout-helpers' createCustomer: to their home in Casablanca, standard delivery on Wednesday
 * 22 July 2026 (a delivery day for an app whose clock is Monday 20 July's morning), cash on delivery.
 */
export function checkoutOrders(api: Api, f: Pick<Awaited<ReturnType<typeof checkoutFixtures>>, 'casablanca' | 'standard' | 'cash'>) {
  type Buyer = { token: string; home: { id: number } }

  /** The checkout's body; `extra` adds fields (a voucher, points, empties) or replaces these (another date). */
  const orderBody = (customer: Buyer, products: CartLine[], extra: Record<string, unknown> = {}) => ({
    city_id: f.casablanca.id,
    products,
    delivery_address_id: customer.home.id,
    delivery_mode_id: f.standard.id,
    delivery_date: '2026-07-22',
    payment_mode_id: f.cash.id,
    ...extra,
  })

  /** The checkout's answer as it came, for a test that checks it; `instance`: another app than `api`. */
  const placeOrder = (
    customer: Buyer,
    products: CartLine[],
    { extra, locale = 'fr', instance = api }: { extra?: Record<string, unknown>; locale?: string; instance?: Api } = {},
  ) => call(instance, `/api/${locale}/orders`, { body: orderBody(customer, products, extra), token: customer.token, key: newKey() })

  /** An order the test needs placed, not checked: its reference, or the test fails with the refusal. */
  async function placedReference(customer: Buyer, products: CartLine[], options: Parameters<typeof placeOrder>[2] = {}) {
    const placed = await placeOrder(customer, products, options)
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    return placed.body.data.reference as string
  }

  return { orderBody, placeOrder, placedReference }
}
