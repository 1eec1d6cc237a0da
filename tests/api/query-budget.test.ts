/**
 * Check 16: the statements a page needs do not grow with the number of products it shows, nor
 * those of a cart or an order with its number of lines.
 */
import { eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import * as schema from '~/api/db/schema'
import { call, createCustomer, createVoucher, newKey } from './checkout-helpers'
import { apiOn, useTestDatabase } from './test-database'

const { db, url } = await useTestDatabase()
// The same database, seen through a handle that counts every statement.
const pool = new pg.Pool({ connectionString: url, max: 5 })
afterAll(() => pool.end())
let statements = 0
const counted = drizzle(pool, { schema, casing: 'snake_case', logger: { logQuery: () => void statements++ } })
const api = apiOn(counted)
const [casablanca] = await db.select().from(schema.cities).where(eq(schema.cities.slug, 'casablanca'))

async function statementsFor(path: string) {
  statements = 0
  const response = await api.request(path)
  expect(response.status, path).toBe(200)
  return statements
}

describe('query budget', () => {
  it('lists 5 or 60 products with the same number of statements', async () => {
    const few = await statementsFor(`/api/fr/${casablanca!.id}/products?per_page=5`)
    const many = await statementsFor(`/api/fr/${casablanca!.id}/products?per_page=60`)
    expect(many).toBe(few)
    expect(few).toBeLessThanOrEqual(8)
  })

  it('searches with at most two statements more (the text and its corrections, its "did you mean"), whatever the page size', async () => {
    const listing = await statementsFor(`/api/fr/${casablanca!.id}/products?per_page=5`)
    // [typed, whether a product holds it as typed]
    for (const [q, foundAsTyped] of [
      ['sidi', true],
      ['bonbonne 18,9', true],
      ['oulmess', false],
      ['xqzw', false],
    ] as const) {
      const counts = new Set<number>()
      for (const perPage of [5, 60])
        counts.add(await statementsFor(`/api/fr/${casablanca!.id}/products?per_page=${perPage}&q=${encodeURIComponent(q)}`))
      expect(counts.size, q).toBe(1)
      // "Did you mean" asks nothing of the database when the text was found as typed.
      expect([...counts][0], q).toBe(listing + (foundAsTyped ? 1 : 2))
    }
    const suggestions = new Set<number>()
    for (const q of ['si', 'sidi ali', 'بيدو'])
      suggestions.add(await statementsFor(`/api/ar/${casablanca!.id}/search-suggestions?q=${encodeURIComponent(q)}`))
    expect([...suggestions]).toEqual([5])
    expect(await statementsFor(`/api/ar/${casablanca!.id}/search-suggestions?q=s`)).toBe(0)
  })

  it('reads a product with a few statements whatever its number of pack sizes', async () => {
    const products = await db.select({ id: schema.products.id }).from(schema.products)
    const counts = new Set<number>()
    for (const product of products.slice(0, 10)) counts.add(await statementsFor(`/api/ar/${casablanca!.id}/product/${product.id}`))
    expect(counts.size).toBe(1)
    expect([...counts][0]).toBeLessThanOrEqual(4)
  })

  it('prices a cart and places an order with the same statements for 1 or 8 lines', async () => {
    const customer = await createCustomer(db, { cityId: casablanca!.id, otherCityId: casablanca!.id, points: 1_000 })
    const voucher = await createVoucher(db, { kind: 'percent', value: 5 })
    const options = (await (await api.request(`/api/fr/checkout/options?city_id=${casablanca!.id}`)).json()).data
    const standard = options.delivery_modes[0]
    const sold = await db
      .select({ productId: schema.productVariants.productId, variantId: sql<number>`min(${schema.productVariants.id})` })
      .from(schema.productVariants)
      .innerJoin(schema.productCities, eq(schema.productCities.productId, schema.productVariants.productId))
      .where(eq(schema.productCities.cityId, casablanca!.id))
      .groupBy(schema.productVariants.productId)
      .limit(8)
    // Each save one revision later than the last, as the storefront's are.
    let revision = 0
    const body = (lines: number) => ({
      revision: ++revision,
      city_id: casablanca!.id,
      products: sold.slice(0, lines).map((row) => ({ product_id: row.productId, quantity: 5, product_attribute_id: row.variantId })),
      delivery_address_id: customer.home.id,
      delivery_mode_id: standard.id,
      delivery_date: standard.dates[0],
      payment_mode_id: options.payment_modes[0].id,
      reminder_period: 'month',
      reminder_frequency: 'once',
      voucher_code: voucher.code,
      used_points: 10,
    })
    const count = async (path: string, lines: number, key?: string) => {
      statements = 0
      const { status, body: answer } = await call(api, path, { body: body(lines), token: customer.token, key })
      expect(status, JSON.stringify(answer)).toBeLessThan(300)
      const counted = statements
      // An order's e-mails are delivered after the answer: let that finish outside the count.
      await new Promise((resolve) => setTimeout(resolve, 100))
      return counted
    }
    // The customer's cart exists from the first save on: count from then.
    await count('/api/fr/save-cart', 1)
    for (const path of ['/api/fr/save-cart', '/api/validate-cart?lang=ar']) expect(await count(path, 8)).toBe(await count(path, 1))
    expect(await count('/api/fr/orders', 8, newKey())).toBe(await count('/api/fr/orders', 1, newKey()))
  })
})
