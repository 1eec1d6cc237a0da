import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashToken } from '~/api/auth/token-hash'
import { initialDataResponseSchema } from '~/api/contract/initial-data'
import { cities, orders, satisfactionRequests, sessions, users } from '~/api/db/schema'
import { seedDemoData } from '~/api/db/seed/seed-demo'
import { useTestDatabase } from './test-database'
import { startSession } from '../support/sessions'

const { db, api } = await useTestDatabase()

async function signIn(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  const token = await startSession(db, user!.id)
  return { user: user!, token }
}

describe('GET /api/{locale}/initial-data', () => {
  it('lists the cities in French with the default city, and no user for a visitor', async () => {
    const response = await api.request('/api/fr/initial-data')
    expect(response.status).toBe(200)
    const body = initialDataResponseSchema.parse(await response.json())
    expect(body.data.cities.length).toBeGreaterThanOrEqual(15)
    const casablanca = body.data.cities.find((city) => city.slug === 'casablanca')
    expect(casablanca?.name).toBe('Casablanca')
    expect(body.data.default_city).toEqual({ id: casablanca!.id })
    expect(body.data.user).toBeNull()
    expect(body.data.user_city).toBeNull()
  })

  it('names the cities in Arabic on /api/ar', async () => {
    const body = initialDataResponseSchema.parse(await (await api.request('/api/ar/initial-data')).json())
    expect(body.data.cities.find((city) => city.slug === 'casablanca')?.name).toBe('الدار البيضاء')
    for (const city of body.data.cities) expect(city.name).toMatch(/[\u0600-\u06FF]/)
  })

  it('gives the signed-in customer, their city and their unshown satisfaction requests (of delivered orders)', async () => {
    const { user, token } = await signIn('client@example.ma')
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.status, 'delivered')))
      .limit(1)
    const [request] = await db.insert(satisfactionRequests).values({ userId: user.id, orderId: order!.id }).returning()
    const response = await api.request('/api/fr/initial-data', { headers: { Authorization: `Bearer ${token}` } })
    const body = initialDataResponseSchema.parse(await response.json())
    expect(body.data.user).toMatchObject({ email: 'client@example.ma', first_name: 'Yasmine' })
    expect(body.data.user?.unshown_satisfactions).toEqual([{ id: request!.id }])
    expect(body.data.user_city).toEqual({ id: user.cityId })
    expect(body.data.user?.points).toBe(user.pointsBalance)
  })

  it('treats an unknown or expired token as a visitor', async () => {
    const { token } = await signIn('client@example.ma')
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, hashToken(token)))
    for (const authorization of [`Bearer ${token}`, 'Bearer not-a-real-token-but-long-enough', "Bearer ' OR 1=1 --", 'Basic abc']) {
      const body = initialDataResponseSchema.parse(
        await (await api.request('/api/fr/initial-data', { headers: { Authorization: authorization } })).json(),
      )
      expect(body.data.user, authorization).toBeNull()
    }
  })

  it('refuses an unknown locale with a 400 in the lang of the query', async () => {
    const response = await api.request('/api/en/initial-data?lang=ar')
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body).toMatchObject({ success: false, message: 'المعلومات المرسلة غير صالحة.' })
    expect(body.data.errors.locale[0]).toMatch(/[\u0600-\u06FF]/)
  })

  it('leaves inactive cities out', async () => {
    await db.update(cities).set({ isActive: false }).where(eq(cities.slug, 'dakhla'))
    const body = initialDataResponseSchema.parse(await (await api.request('/api/fr/initial-data')).json())
    expect(body.data.cities.map((city) => city.slug)).not.toContain('dakhla')
    await db.update(cities).set({ isActive: true }).where(eq(cities.slug, 'dakhla'))
  })
})

describe('demo data', () => {
  it('loads once: a second run changes nothing', async () => {
    const counts = async () =>
      (
        await db.execute(sql`SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM product_variants) AS variants,
          (SELECT count(*) FROM cities) AS cities, (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM orders) AS orders,
          (SELECT count(*) FROM product_cities) AS availability, (SELECT count(*) FROM delivery_fees) AS fees`)
      ).rows[0]
    const before = await counts()
    await seedDemoData(db, { team: false })
    expect(await counts()).toEqual(before)
  })

  it('has exactly one default city and the spec brands and categories', async () => {
    const [{ defaults }] = (await db.execute(sql`SELECT count(*)::int AS defaults FROM cities WHERE is_default`)).rows as [
      { defaults: number },
    ]
    expect(defaults).toBe(1)
    const brandNames = (await db.execute(sql`SELECT slug FROM brands ORDER BY slug`)).rows.map((row) => row.slug)
    expect(brandNames).toEqual(['ain-atlas', 'bahia', 'glass', 'orangina', 'oulmes', 'purifya', 'sidi-ali', 'timelessoulmes', 'vitalya'])
    const productCount = (await db.execute(sql`SELECT count(*)::int AS n FROM products`)).rows[0]?.n
    expect(productCount).toBeGreaterThanOrEqual(55)
  })
})

describe('demo customer', () => {
  it('has past orders, and a points balance equal to the sum of the ledger', async () => {
    const [customer] = await db.select().from(users).where(eq(users.email, 'client@example.ma'))
    const past = await db.select().from(orders).where(eq(orders.userId, customer!.id))
    expect(past.length).toBe(3)
    const ledger = (await db.execute(sql`SELECT coalesce(sum(delta), 0)::int AS total FROM points_ledger WHERE user_id = ${customer!.id}`))
      .rows[0]
    expect(customer!.pointsBalance).toBeGreaterThan(0)
    expect(ledger?.total).toBe(customer!.pointsBalance)
  })
})
