/**
 * The back office's last saves brought to the one versioned save (issue 44, docs/decisions/0096)
 * on a real PostgreSQL: a customer group, a customer's company card, a deposit refund, a write-off
 * of jugs and a driver's cash closing, each made from what was read before someone else moved
 * it, are refused with the one 409 (`data.conflict`: who, when, the version now), nothing of them
 * is written, and the same save made over the version named by the refusal ("keep mine") passes.
 * (The order edit's stale save: tests/api/order-edit.test.ts, "two staff saving at once".)
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cashClosings, customerCompanies, customerGroups, depositRefunds, users } from '~/api/db/schema'
import { readJugBalance, recordJugMovement } from '~/api/services/deposits/jug-ledger'
import { adminCall, createMember } from './back-office-helpers'
import { newKey } from './checkout-helpers'
import { orderFixtures } from './order-fixtures'
import { useTestDatabase } from './test-database'

/** Friday 27 November 2026, 11:00 in Casablanca. */
const NOW = new Date('2026-11-27T10:00:00Z')
const { db, api } = await useTestDatabase({ now: () => NOW })
const { createCustomer, createOrder } = orderFixtures(db)
const amina = await createMember(db, 'admin', { firstName: 'Amina', lastName: 'Alaoui' })
const karim = await createMember(db, 'admin', { firstName: 'Karim', lastName: 'Bennani' })
const JUG = 5_000
const key = () => newKey().replace(/[^A-Za-z0-9]/g, 'k')
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)

const send = (path: string, body: unknown, token: string, method = 'POST', lang = 'fr') =>
  adminCall(api, `${path}?lang=${lang}`, { token, body, method })
const read = async (path: string) => {
  const answer = await adminCall(api, path, { token: amina.token })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data
}

/** The one 409 of a stale save, in Arabic: who, when and the version now. */
function expectStale(answer: { status: number; body: unknown }, conflict: { saved_by: string | null; saved_at: unknown; version: number }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409)
  expect(answer.body).toEqual({ success: false, message: expect.any(String), data: { errors: expect.any(Object), conflict } })
  expect((answer.body as { message: string }).message).toMatch(/[\u0600-\u06FF]/)
}

describe('a customer group', () => {
  it('refuses a save made from the version before another admin’s, under the field that changed; saves over the version now', async () => {
    const name = `Bureaux ${key().slice(0, 6)}`
    const created = await adminCall(api, '/api/admin/customer-groups', {
      token: amina.token,
      body: { name, discount_percent: 5, prices: [] },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const group = created.body.data as { id: number; version: number }
    expect(group.version).toBe(1)
    const path = `/api/admin/customer-groups/${group.id}`

    const first = await send(path, { name, discount_percent: 10, prices: [], version: 1 }, amina.token, 'PUT')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.data.version).toBe(2)

    const stale = await send(path, { name: `${name} bis`, discount_percent: 15, prices: [], version: 1 }, karim.token, 'PUT', 'ar')
    expectStale(stale, { saved_by: 'Amina Alaoui', saved_at: ISO, version: 2 })
    expect(Object.keys(stale.body.data.errors)).toEqual(['discount_percent'])
    const unnamed = await send(path, { name, discount_percent: 15, prices: [] }, karim.token, 'PUT', 'ar')
    expectStale(unnamed, { saved_by: 'Amina Alaoui', saved_at: ISO, version: 2 })
    const [row] = await db.select().from(customerGroups).where(eq(customerGroups.id, group.id))
    expect(row).toMatchObject({ name, discountPercent: 10, version: 2 })

    const mine = await send(path, { name: `${name} bis`, discount_percent: 15, prices: [], version: 2 }, karim.token, 'PUT')
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
    expect(mine.body.data).toMatchObject({ name: `${name} bis`, discount_percent: 15, version: 3 })
  })
})

describe("a customer's company card", () => {
  it('refuses a save made from the version before a colleague’s; saves over the version now', async () => {
    const customer = await createCustomer()
    const path = `/api/admin/customers/${customer.id}/company`
    const card = { company: { name: 'Atlas Bureaux', ice: '001234567000089' }, group_id: null, contacts: [] }
    expect((await read(path)).version).toBe(1)

    const first = await send(path, { ...card, version: 1 }, amina.token, 'PUT')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.data.version).toBe(2)

    const stale = await send(
      path,
      {
        ...card,
        company: { name: 'Atlas Maroc', ice: '001234567000089' },
        contacts: [{ name: 'Samira', phone: '0612345678' }],
        version: 1,
      },
      karim.token,
      'PUT',
      'ar',
    )
    expectStale(stale, { saved_by: 'Amina Alaoui', saved_at: ISO, version: 2 })
    // Amina's save changed whether it is a company, its name and its ICE: Karim's form is told under them.
    expect(Object.keys(stale.body.data.errors).sort()).toEqual(['company', 'company.ice', 'company.name'])
    const [company] = await db.select().from(customerCompanies).where(eq(customerCompanies.userId, customer.id))
    expect(company).toMatchObject({ name: 'Atlas Bureaux' })
    expect((await read(path)).contacts).toEqual([])

    const mine = await send(path, { ...card, company: { name: 'Atlas Maroc', ice: '' }, version: 2 }, karim.token, 'PUT')
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
    expect(mine.body.data).toMatchObject({ company: { name: 'Atlas Maroc', ice: '' }, version: 3 })
    const [user] = await db.select({ version: users.companyVersion }).from(users).where(eq(users.id, customer.id))
    expect(user!.version).toBe(3)
  })

  it('refuses a version past what the column holds with 400, not a failed query (the fuzzer met a 500)', async () => {
    const customer = await createCustomer()
    const path = `/api/admin/customers/${customer.id}/company`
    const card = { company: { name: 'Atlas Bureaux', ice: '' }, group_id: null, contacts: [] }
    for (const version of [2_147_483_648, -1]) {
      const answer = await send(path, { ...card, version }, amina.token, 'PUT')
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(Object.keys(answer.body.data.errors)).toEqual(['version'])
    }
    expect(await db.select().from(customerCompanies).where(eq(customerCompanies.userId, customer.id))).toEqual([])
  })
})

/** A customer holding 3 jugs and their 3 deposits. */
async function jugHolder() {
  const customer = await createCustomer()
  const common = { userId: customer.id, now: NOW }
  await recordJugMovement(db, { ...common, kind: 'lent', jugs: 3 })
  await recordJugMovement(db, { ...common, kind: 'deposit_paid', depositCentimes: 3 * JUG })
  return customer
}

describe("a customer's jug account", () => {
  it('refuses a refund made over the deposit as it was before a colleague’s refund; refunds over the deposit now', async () => {
    const customer = await jugHolder()
    const path = `/api/admin/customers/${customer.id}/jugs/refund`
    const refund = { jugs: 1, amount: JUG, reason: 'Rend une bonbonne', method: 'bank_transfer' }
    const first = await send(path, { ...refund, deposit_seen: 3 * JUG, idempotency_key: key() }, amina.token)
    expect(first.status, JSON.stringify(first.body)).toBe(200)

    const staleKey = key()
    const stale = await send(path, { ...refund, deposit_seen: 3 * JUG, idempotency_key: staleKey }, karim.token, 'POST', 'ar')
    expectStale(stale, { saved_by: 'Amina Alaoui', saved_at: ISO, version: 2 * JUG })
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 2, depositCentimes: 2 * JUG })
    expect(await db.select().from(depositRefunds).where(eq(depositRefunds.userId, customer.id))).toHaveLength(1)

    const mine = await send(path, { ...refund, deposit_seen: 2 * JUG, idempotency_key: staleKey }, karim.token)
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 1, depositCentimes: JUG })
  })

  it('refuses a write-off made over the jugs as they were before a colleague’s; writes off over the jugs now', async () => {
    const customer = await jugHolder()
    const path = `/api/admin/customers/${customer.id}/jugs/write-off`
    const writeOff = { jugs: 1, deposit_kept: JUG, reason: 'Perdue' }
    const first = await send(path, { ...writeOff, jugs_seen: 3 }, amina.token)
    expect(first.status, JSON.stringify(first.body)).toBe(200)

    const stale = await send(path, { ...writeOff, jugs_seen: 3 }, karim.token, 'POST', 'ar')
    expectStale(stale, { saved_by: 'Amina Alaoui', saved_at: ISO, version: 2 })
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 2, depositCentimes: 2 * JUG })

    const mine = await send(path, { ...writeOff, jugs_seen: 2 }, karim.token)
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 1, depositCentimes: JUG })
  })
})

/** A driver's delivered order of `total` centimes, collected in full on `day` (11:00 in Casablanca). */
async function delivered(driverId: number, day: string, total: number) {
  const customer = await createCustomer()
  return createOrder(customer.id, {
    lines: [{ nameFr: 'Bonbonne 19 L', nameAr: 'قارورة 19 ل', reference: 'BB-19', quantity: 1, unitPriceCentimes: total }],
    values: { totalCentimes: total, collectedCentimes: total, deliveredAt: new Date(`${day}T10:00:00Z`), driverId },
  })
}

describe("a driver's cash closing", () => {
  it('refuses a closing over the due read before a delivery was recorded, naming the due now; closes over it', async () => {
    const driver = await createMember(db, 'driver')
    const day = '2026-11-26'
    await delivered(driver.id, day, 12_000)
    const entry = (await read(`/api/admin/deliveries/cash/closings?date=${day}`)).drivers.find(
      (each: { driver: { id: number } }) => each.driver.id === driver.id,
    )
    expect(entry.due).toBe(12_000)
    // A delivery recorded after the staff member read the day.
    await delivered(driver.id, day, 8_000)

    const body = { date: day, driver_id: driver.id, declared: 12_000, reason: 'Compté avant la dernière livraison' }
    const stale = await send('/api/admin/deliveries/cash/closings', { ...body, due_seen: 12_000 }, karim.token, 'POST', 'ar')
    // Deliveries have no one to name: the message says the due now.
    expectStale(stale, { saved_by: null, saved_at: null, version: 20_000 })
    expect(
      await db
        .select()
        .from(cashClosings)
        .where(and(eq(cashClosings.driverId, driver.id), eq(cashClosings.day, day))),
    ).toEqual([])

    const mine = await send('/api/admin/deliveries/cash/closings', { ...body, due_seen: 20_000 }, karim.token)
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
    expect(mine.body.data.closing).toMatchObject({ declared: 12_000, difference: -8_000 })
  })
})
