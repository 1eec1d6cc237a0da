/**
 * Customers, orders and reminders written straight into a test database: placing orders belongs
 * to the checkout, these tests only need what an order leaves behind (same shapes as
 * tests/e2e/shop-database.ts).
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '~/api/db/executor'
import { cities, deliveryModes, orderLines, orders, paymentModes, reorderReminders, users } from '~/api/db/schema'
import { startSession } from '../support/sessions'

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
