import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mulberry32, seedLargeData } from '~/api/db/seed/seed-large'
import { useTestDatabase } from './test-database'

const { db } = await useTestDatabase()

const COUNTS = { products: 50, customers: 40, orders: 120 }

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[]
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: string | number }>(query)
  return Number(row?.n)
}

async function loadCounts() {
  const [row] = await rows<Record<string, string>>(sql`
    SELECT
      (SELECT count(*) FROM products WHERE slug LIKE 'load-%') AS products,
      (SELECT count(*) FROM product_variants WHERE reference LIKE 'LOAD-%') AS variants,
      (SELECT count(*) FROM product_cities pc JOIN products p ON p.id = pc.product_id WHERE p.slug LIKE 'load-%') AS product_cities,
      (SELECT count(*) FROM users WHERE email LIKE 'load-customer-%@example.test') AS customers,
      (SELECT count(*) FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.email LIKE 'load-customer-%@example.test') AS addresses,
      (SELECT count(*) FROM orders WHERE reference LIKE 'LOAD-ORDER-%') AS orders,
      (SELECT count(*) FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.reference LIKE 'LOAD-ORDER-%') AS order_lines
  `)
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]))
}

describe('seedLargeData', () => {
  it('adds the asked counts on top of the demo data, and a second run adds nothing', async () => {
    const demoProducts = await count(sql`SELECT count(*) AS n FROM products`)
    const lines: string[] = []
    const first = await seedLargeData(db, COUNTS, (line) => lines.push(line))
    expect(first).toMatchObject({ products: 50, customers: 40, addresses: 40, orders: 120 })
    expect(first.variants).toBeGreaterThanOrEqual(50)
    expect(first.variants).toBeLessThanOrEqual(150)
    expect(first.orderLines).toBeGreaterThanOrEqual(120)
    expect(first.orderLines).toBeLessThanOrEqual(600)
    expect(lines.length).toBeGreaterThan(0)

    const after = await loadCounts()
    expect(after).toEqual({
      products: 50,
      variants: first.variants,
      product_cities: first.productCities,
      customers: 40,
      addresses: 40,
      orders: 120,
      order_lines: first.orderLines,
    })
    expect(await count(sql`SELECT count(*) AS n FROM products`)).toBe(demoProducts + 50)

    const second = await seedLargeData(db, COUNTS)
    expect(second).toEqual({ products: 0, variants: 0, productCities: 0, customers: 0, addresses: 0, orders: 0, orderLines: 0 })
    expect(await loadCounts()).toEqual(after)
  })

  it('keeps every order consistent with its lines (SQL)', async () => {
    // Line total = unit price × quantity.
    expect(
      await count(sql`SELECT count(*) AS n FROM order_lines WHERE line_total_centimes <> unit_price_centimes * quantity OR quantity < 1`),
    ).toBe(0)
    // Subtotal = sum of the lines, total = subtotal + fee − discounts, 1 to 5 lines.
    const wrong = await rows(sql`
      SELECT o.reference, o.subtotal_centimes, sum(l.line_total_centimes) AS lines_total, count(l.id) AS line_count
      FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id
      WHERE o.reference LIKE 'LOAD-ORDER-%'
      GROUP BY o.id
      HAVING o.subtotal_centimes <> coalesce(sum(l.line_total_centimes), -1)
        OR o.total_centimes <> o.subtotal_centimes + o.delivery_fee_centimes - o.discount_centimes - o.points_discount_centimes
        OR count(l.id) NOT BETWEEN 1 AND 5
    `)
    expect(wrong).toEqual([])
    // Lines name generated variants, with their snapshot reference and product names.
    expect(
      await count(sql`
        SELECT count(*) AS n FROM order_lines l
        JOIN orders o ON o.id = l.order_id
        LEFT JOIN product_variants v ON v.id = l.variant_id
        LEFT JOIN products p ON p.id = l.product_id
        WHERE o.reference LIKE 'LOAD-ORDER-%'
          AND (v.reference IS DISTINCT FROM l.reference OR v.product_id IS DISTINCT FROM p.id
               OR p.name_fr <> l.name_fr OR p.name_ar <> l.name_ar OR l.reference NOT LIKE 'LOAD-%')
      `),
    ).toBe(0)
  })

  it('gives unique references, keys and e-mails', async () => {
    const duplicates = await rows(sql`
      SELECT 'product' AS kind, reference FROM products GROUP BY reference HAVING count(*) > 1
      UNION ALL SELECT 'variant', reference FROM product_variants GROUP BY reference HAVING count(*) > 1
      UNION ALL SELECT 'order', reference FROM orders GROUP BY reference HAVING count(*) > 1
      UNION ALL SELECT 'idempotency key', idempotency_key FROM orders GROUP BY idempotency_key HAVING count(*) > 1
      UNION ALL SELECT 'e-mail', lower(email) FROM users GROUP BY lower(email) HAVING count(*) > 1
    `)
    expect(duplicates).toEqual([])
    expect(await count(sql`SELECT count(*) AS n FROM products WHERE slug LIKE 'load-%' AND reference NOT LIKE 'LOAD-%'`)).toBe(0)
  })

  it('makes plausible products, customers and orders', async () => {
    // Every product has 1 to 3 variants, an image, cities, French and Arabic names.
    const products = await rows<{
      variants: number
      cities: number
      name_ar: string
      image_path: string
      min_price: number
      max_price: number
      category: string
    }>(sql`
      SELECT p.name_ar, p.image_path, c.slug AS category,
        (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id) AS variants,
        (SELECT count(*)::int FROM product_cities pc WHERE pc.product_id = p.id) AS cities,
        (SELECT min(price_centimes) FROM product_variants v WHERE v.product_id = p.id) AS min_price,
        (SELECT max(price_centimes) FROM product_variants v WHERE v.product_id = p.id) AS max_price
      FROM products p JOIN categories c ON c.id = p.category_id WHERE p.slug LIKE 'load-%'
    `)
    const cityCount = await count(sql`SELECT count(*) AS n FROM cities`)
    for (const product of products) {
      expect(product.variants).toBeGreaterThanOrEqual(1)
      expect(product.variants).toBeLessThanOrEqual(3)
      expect(product.cities).toBeGreaterThanOrEqual(1)
      expect(product.cities).toBeLessThanOrEqual(cityCount)
      expect(product.name_ar).toMatch(/[\u0600-\u06FF]/)
      expect(product.image_path).toBe('/images/products/placeholder.webp')
      if (product.category !== 'vetements') {
        expect(product.min_price).toBeGreaterThanOrEqual(500)
        expect(product.max_price).toBeLessThanOrEqual(30_000)
      }
    }
    // Available in most cities, on average.
    const average = products.reduce((sum, product) => sum + product.cities, 0) / products.length
    expect(average).toBeGreaterThan(cityCount * 0.6)

    // Customers cannot sign in (no credential account), and each has one default address in their city.
    const customers = await rows<{ sign_ins: number; addresses: number; same_city: boolean }>(sql`
      SELECT (SELECT count(*)::int FROM accounts c WHERE c.user_id = u.id) AS sign_ins,
             count(a.id)::int AS addresses, bool_and(a.city_id = u.city_id) AS same_city
      FROM users u LEFT JOIN addresses a ON a.user_id = u.id AND a.is_default
      WHERE u.email LIKE 'load-customer-%@example.test' GROUP BY u.id
    `)
    expect(customers).toHaveLength(40)
    for (const customer of customers) expect(customer).toEqual({ sign_ins: 0, addresses: 1, same_city: true })

    // Orders are in the last two years, in the customer's city, with a delivery address snapshot.
    const [span] = await rows<{ oldest: Date; newest: Date; statuses: number; wrong_city: number; no_snapshot: number }>(sql`
      SELECT min(o.placed_at) AS oldest, max(o.placed_at) AS newest, count(DISTINCT o.status)::int AS statuses,
        count(*) FILTER (WHERE o.city_id <> u.city_id)::int AS wrong_city,
        count(*) FILTER (WHERE o.delivery_address->>'line1' IS NULL OR o.delivery_address->>'city' IS NULL)::int AS no_snapshot
      FROM orders o JOIN users u ON u.id = o.user_id WHERE o.reference LIKE 'LOAD-ORDER-%'
    `)
    const twoYearsAgo = Date.now() - 731 * 86_400_000
    expect(new Date(span!.oldest).getTime()).toBeGreaterThanOrEqual(twoYearsAgo)
    expect(new Date(span!.newest).getTime()).toBeLessThanOrEqual(Date.now())
    expect(span!.statuses).toBeGreaterThanOrEqual(2)
    expect(span!.wrong_city).toBe(0)
    expect(span!.no_snapshot).toBe(0)
    // Nobody orders before signing up, nor a product before it was added.
    expect(
      await count(sql`
        SELECT count(*) AS n FROM orders o
        JOIN users u ON u.id = o.user_id
        JOIN order_lines l ON l.order_id = o.id
        JOIN products p ON p.id = l.product_id
        WHERE o.reference LIKE 'LOAD-ORDER-%' AND (o.placed_at < u.created_at OR o.placed_at < p.created_at)
      `),
    ).toBe(0)
  })
})

describe('seedLargeData with larger counts', () => {
  it('adds only the missing rows, keeping the existing ones as they were', async () => {
    const before = await rows(
      sql`SELECT reference, subtotal_centimes, placed_at FROM orders WHERE reference LIKE 'LOAD-ORDER-%' ORDER BY id`,
    )
    const grown = await seedLargeData(db, { products: 60, customers: 45, orders: 130 })
    expect(grown).toMatchObject({ products: 10, customers: 5, addresses: 5, orders: 10 })
    expect(await loadCounts()).toMatchObject({ products: 60, customers: 45, addresses: 45, orders: 130 })
    const after = await rows(
      sql`SELECT reference, subtotal_centimes, placed_at FROM orders WHERE reference LIKE 'LOAD-ORDER-%' ORDER BY id`,
    )
    expect(after.slice(0, before.length)).toEqual(before)
  })
})

describe('mulberry32', () => {
  it('is deterministic and within [0, 1)', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const values = Array.from({ length: 1000 }, () => a())
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()))
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true)
    expect(new Set(values).size).toBeGreaterThan(990)
  })
})
