/**
 * Check 16: the statements a page needs do not grow with the number of products it shows.
 */
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createApiApp } from '../../src/api/app'
import * as schema from '../../src/api/db/schema'
import { useTestDatabase } from './test-database'

const { db, url } = await useTestDatabase()
// The same database, seen through a handle that counts every statement.
const pool = new pg.Pool({ connectionString: url, max: 5 })
afterAll(() => pool.end())
let statements = 0
const counted = drizzle(pool, { schema, casing: 'snake_case', logger: { logQuery: () => void statements++ } })
const api = createApiApp(() => Promise.resolve(counted))
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

  it('reads a product with a few statements whatever its number of pack sizes', async () => {
    const products = await db.select({ id: schema.products.id }).from(schema.products)
    const counts = new Set<number>()
    for (const product of products.slice(0, 10)) counts.add(await statementsFor(`/api/ar/${casablanca!.id}/product/${product.id}`))
    expect(counts.size).toBe(1)
    expect([...counts][0]).toBeLessThanOrEqual(4)
  })
})
