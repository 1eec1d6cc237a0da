/**
 * Stock movements on a real PostgreSQL (issue 35 §7, docs/decisions/0077): an order's reservation,
 * delivery and cancellation, an admin's change and the monthly count each leave a movement with
 * who, why and the count after, which the history answers newest first; only admins count.
 */
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { cities, products, productVariants } from '~/api/db/schema'
import { adminCall, createMember } from './back-office-helpers'
import { checkoutFixtures, createCustomer } from './checkout-helpers'
import { checkoutOrders } from './order-fixtures'
import { useTestDatabase } from './test-database'

const NOW = new Date('2026-07-20T08:00:00Z')
const { db, api, url } = await useTestDatabase({ now: () => NOW })
const f = await checkoutFixtures(db)
await db.update(cities).set({ minOrderCentimes: 0 }).where(eq(cities.id, f.casablanca.id))
const admin = await createMember(db, 'admin', { firstName: 'Nadia', lastName: 'Idrissi' })
const staff = await createMember(db, 'staff')
const small = f.variants[0]!
const large = f.variants[1]!

const { placedReference } = checkoutOrders(api, f)
const newCustomer = () => createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
const smallPacks = (quantity: number) => ({ product_id: f.sidiAli.id, quantity, product_attribute_id: small.id })
const status = (reference: string, action: string, reason?: string) =>
  adminCall(api, `/api/admin/orders/${reference}/status`, { token: admin.token, body: { action, reason } })
/** How many of this database's statements wait on a lock another holds. */
const waitingOnALock = async () =>
  (
    await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )
  ).rows[0]!.n
const history = async (variantId: number) =>
  (await adminCall(api, `/api/admin/stock/variant/${variantId}/movements`, { token: staff.token })).body.data.movements as {
    kind: string
    delta: number
    stock_after: number
    order_reference: string | null
    actor_name: string | null
    reason: string
  }[]

describe('stock movements', () => {
  it("record an order's life, an admin's change and a count, newest first", async () => {
    await db.update(productVariants).set({ stock: 20 }).where(eq(productVariants.id, small.id))
    const delivered = await placedReference(await newCustomer(), [smallPacks(3)])
    for (const action of ['confirm', 'dispatch', 'deliver']) expect((await status(delivered, action)).status).toBe(200)
    const cancelled = await placedReference(await newCustomer(), [smallPacks(2)])
    expect((await status(cancelled, 'cancel', 'Client absent')).status).toBe(200)
    const change = await adminCall(api, `/api/admin/stock/variant/${small.id}`, {
      token: admin.token,
      method: 'PUT',
      body: { stock: 40, low_threshold: 5, expected: { stock: 17, low_threshold: 5 }, movement: 'received', reason: 'Livraison Sidi Ali' },
    })
    expect(change.status, JSON.stringify(change.body)).toBe(200)

    const refused = await adminCall(api, '/api/admin/stock/counts', {
      token: staff.token,
      body: { counts: [{ kind: 'variant', id: small.id, counted: 1 }], reason: 'x' },
    })
    expect(refused.status).toBe(403)
    const counted = await adminCall(api, '/api/admin/stock/counts', {
      token: admin.token,
      body: {
        counts: [
          { kind: 'variant', id: small.id, counted: 38 },
          { kind: 'variant', id: large.id, counted: 12 },
        ],
        reason: 'Inventaire de juillet',
      },
    })
    expect(counted.status, JSON.stringify(counted.body)).toBe(200)
    expect(counted.body.data).toEqual({ changed: 2, counted: 2 })
    expect((await db.select().from(productVariants).where(eq(productVariants.id, large.id)))[0]!.stock).toBe(12)

    expect(
      (await history(small.id)).map(({ kind, delta, stock_after, order_reference, reason }) => [
        kind,
        delta,
        stock_after,
        order_reference,
        reason,
      ]),
    ).toEqual([
      ['counted', -2, 38, null, 'Inventaire de juillet'],
      ['received', 23, 40, null, 'Livraison Sidi Ali'],
      ['cancelled', 2, 17, cancelled, 'Client absent'],
      ['reserved', -2, 15, cancelled, ''],
      ['delivered', 0, 17, delivered, ''],
      ['reserved', -3, 17, delivered, ''],
    ])
    expect((await history(small.id))[0]!.actor_name).toBe('Nadia Idrissi')
  })

  it('runs a count again that PostgreSQL ended to break a deadlock with a price change holding a product (the fuzzer met a 500)', async () => {
    const [unpacked] = (
      await db.execute<{ id: number }>(
        sql`SELECT id FROM products p WHERE is_active AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.is_active) ORDER BY id LIMIT 1`,
      )
    ).rows
    // A bulk price change in two steps on a connection of its own: the products it changes locked
    // (the unpacked one among them), then the price of Sidi Ali's small pack.
    const priceChange = new pg.Client({ connectionString: url })
    await priceChange.connect()
    try {
      await priceChange.query('BEGIN')
      await priceChange.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [unpacked!.id])
      // The count locks the small pack, then waits for the unpacked product.
      const counting = adminCall(api, '/api/admin/stock/counts', {
        token: admin.token,
        body: {
          counts: [
            { kind: 'variant', id: small.id, counted: 9 },
            { kind: 'product', id: unpacked!.id, counted: 4 },
          ],
          reason: 'Inventaire d’août',
        },
      })
      await expect.poll(waitingOnALock, { timeout: 10_000 }).toBe(1)
      // The cycle: PostgreSQL ends the count, which waited first; the price change goes on.
      await priceChange.query('UPDATE product_variants SET price_centimes = price_centimes WHERE id = $1', [small.id])
      await priceChange.query('COMMIT')
      const counted = await counting
      expect(counted.status, JSON.stringify(counted.body)).toBe(200)
      expect(counted.body.data).toMatchObject({ counted: 2 })
    } finally {
      await priceChange.end()
    }
    expect((await db.select().from(productVariants).where(eq(productVariants.id, small.id)))[0]!.stock).toBe(9)
    expect((await db.select().from(products).where(eq(products.id, unpacked!.id)))[0]!.stock).toBe(4)
  })

  it('counts a product only when it has no pack size on sale (404 otherwise, nothing written)', async () => {
    const before = (await db.select().from(productVariants).where(eq(productVariants.id, large.id)))[0]!.stock
    const refused = await adminCall(api, '/api/admin/stock/counts', {
      token: admin.token,
      body: {
        counts: [
          { kind: 'variant', id: large.id, counted: (before ?? 0) + 5 },
          { kind: 'product', id: f.sidiAli.id, counted: 7 },
        ],
        reason: 'Inventaire',
      },
    })
    expect(refused.status).toBe(404)
    expect((await db.select().from(productVariants).where(eq(productVariants.id, large.id)))[0]!.stock).toBe(before)
  })
})
