/**
 * The character U+0000 cannot be stored in PostgreSQL's text: a query carrying one fails. The
 * fuzzer (check 13) found it as a 500 on the catalogue's filters, addresses, the profile, order
 * references and reset tokens. Every endpoint now answers 400 with the shop's refusal, stores
 * nothing, and logs no error; a backslash followed by `u0000` as plain text is still accepted.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addresses, carts, cities, users } from '~/api/db/schema'
import { useTestDatabase } from './test-database'
import { startSession } from '../support/sessions'

const { db, api } = await useTestDatabase()
const [casablanca] = await db.select().from(cities).where(eq(cities.slug, 'casablanca'))
const [user] = await db
  .insert(users)
  .values({ email: `nul-${randomBytes(4).toString('hex')}@example.test`, firstName: 'Nadia', lastName: 'Test' })
  .returning()
const token = await startSession(db, user!.id)
const signedIn = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }

const address = { recipient_name: 'Nadia', phone: '0612345678', city_id: casablanca!.id, line1: '12 rue des Oudayas' }
const profile = { first_name: 'Nadia', last_name: 'Test', email: user!.email, phone: '', locale: 'fr', city_id: null }

async function send(method: string, path: string, body?: string, headers: Record<string, string> = signedIn) {
  const response = await api.request(path, { method, headers, body })
  return { status: response.status, body: await response.json() }
}

describe('U+0000 in a request (check 13)', () => {
  it.each([
    ['GET', '/api/fr/1/products?brand=%00'],
    ['GET', '/api/ar/1/products?q=a%00b'],
    ['GET', '/api/fr/21/products?category=a%00b&format=%00'],
    ['GET', '/api/fr/orders/%00'],
    ['GET', '/api/ar/addresses/1%00'],
    ['GET', '/api/fr/legacy-target?kind=product&id=%00'],
  ])('%s %s answers 400, not 500', async (method, path) => {
    const { status, body } = await send(method, path)
    expect(status).toBe(400)
    expect(body.success).toBe(false)
    expect(body.message).toBe(
      path.startsWith('/api/ar/') ? 'المعلومات المرسلة غير صالحة.' : 'Les informations envoyées ne sont pas valides.',
    )
  })

  it.each([
    ['POST', '/api/fr/addresses', { ...address, line1: '12 rue\u0000 des Oudayas' }],
    ['POST', '/api/ar/addresses', { ...address, label: '\u0000' }],
    ['PUT', '/api/fr/profile', { ...profile, first_name: 'Na\u0000dia' }],
    ['POST', '/api/fr/save-cart', { products: [], city_id: casablanca!.id, comment: 'Sonnez\u0000' }],
    ['POST', '/api/fr/reset-password', { token: 'abc\u0000def', password: 'Une-phrase-de-passe-2026' }],
    ['POST', '/api/fr/login', { email: 'nadia@example.test', password: 'mot\u0000de-passe' }],
    ['POST', '/api/fr/addresses', { ...address, ['line\u00002']: 'clé' }],
  ])('%s %s with U+0000 in the JSON body answers 400 and stores nothing', async (method, path, payload) => {
    const { status, body } = await send(method, path, JSON.stringify(payload))
    expect(status).toBe(400)
    expect(body).toEqual({ success: false, message: expect.stringMatching(/\S/), data: { errors: {} } })
    expect(await db.select().from(addresses).where(eq(addresses.userId, user!.id))).toEqual([])
    expect((await db.select().from(users).where(eq(users.id, user!.id)))[0]!.firstName).toBe('Nadia')
    expect(await db.select().from(carts).where(eq(carts.userId, user!.id))).toEqual([])
  })

  it('accepts a backslash followed by u0000 as plain text', async () => {
    const line2 = 'Bloc C:\\u0000 (sic)'
    const { status, body } = await send('POST', '/api/fr/addresses', JSON.stringify({ ...address, line2 }))
    expect(status).toBe(201)
    expect(body.data.line2).toBe(line2)
    await db.delete(addresses).where(eq(addresses.userId, user!.id))
  })
})
