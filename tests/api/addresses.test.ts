import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { addressListResponseSchema, addressResponseSchema } from '~/api/contract/addresses'
import { addresses, carts, cities, users } from '~/api/db/schema'
import { useTestDatabase } from './test-database'
import { startExpiredSession, startSession } from '../support/sessions'

const { db, api, url } = await useTestDatabase()
const [casablanca] = await db.select().from(cities).where(eq(cities.slug, 'casablanca'))
const [rabat] = await db.select().from(cities).where(eq(cities.slug, 'rabat'))

async function customer() {
  const [user] = await db
    .insert(users)
    .values({ email: `api-${randomBytes(5).toString('hex')}@example.test`, firstName: 'Test', lastName: 'Client', pointsBalance: 40 })
    .returning()
  const token = await startSession(db, user!.id)
  return { user: user!, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } }
}

async function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const response = await api.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') }
}

const valid = () => ({
  label: 'Maison',
  recipient_name: 'Amina Benali',
  phone: '06 12 34 56 78',
  city_id: casablanca!.id,
  line1: '12 rue des Oudayas',
  line2: 'Appartement 4',
  district: 'Maârif',
  postal_code: '20330',
  latitude: 33.58,
  longitude: -7.63,
})

const rowOf = async (id: number) => (await db.select().from(addresses).where(eq(addresses.id, id)))[0]

/** How many of this database's statements wait on a lock another holds. */
const waitingOnALock = async () =>
  (
    await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )
  ).rows[0]!.n

describe('the address book of a customer', () => {
  it('answers 401 without a session, before reading the body, on every endpoint', async () => {
    const { user } = await customer()
    const [address] = await db
      .insert(addresses)
      .values({ userId: user.id, recipientName: 'X', phone: '+212612345678', cityId: casablanca!.id, line1: 'Rue' })
      .returning()
    for (const [method, path] of [
      ['GET', '/api/fr/addresses'],
      ['POST', '/api/fr/addresses'],
      ['GET', `/api/fr/addresses/${address!.id}`],
      ['PUT', `/api/fr/addresses/${address!.id}`],
      ['DELETE', `/api/fr/addresses/${address!.id}`],
      ['PUT', `/api/fr/addresses/${address!.id}/default/delivery`],
    ] as const) {
      const { status, body } = await call(
        method,
        path,
        { 'Content-Type': 'application/json', Authorization: 'Bearer not-a-real-session-token-at-all' },
        method === 'POST' || method === 'PUT' ? {} : undefined,
      )
      expect(status, `${method} ${path}`).toBe(401)
      expect(body).toEqual({ success: false, message: 'Veuillez vous connecter pour continuer.', data: { errors: {} } })
    }
    expect(await rowOf(address!.id)).toBeDefined()
  })

  it('answers 401 with no Authorization header and with an expired session, and changes nothing', async () => {
    const { user } = await customer()
    const [address] = await db
      .insert(addresses)
      .values({
        userId: user.id,
        recipientName: 'Secret Destinataire',
        phone: '+212612345678',
        cityId: casablanca!.id,
        line1: 'Rue secrète',
      })
      .returning()
    const expired = await startExpiredSession(db, user.id)
    const before = await rowOf(address!.id)
    const anonymous: Record<string, string>[] = [
      { 'Content-Type': 'application/json' },
      { 'Content-Type': 'application/json', Authorization: `Bearer ${expired}` },
    ]
    for (const headers of anonymous) {
      for (const [method, path] of [
        ['GET', '/api/ar/addresses'],
        ['POST', '/api/fr/addresses'],
        ['GET', `/api/fr/addresses/${address!.id}`],
        ['PUT', `/api/fr/addresses/${address!.id}`],
        ['DELETE', `/api/fr/addresses/${address!.id}`],
        ['PUT', `/api/fr/addresses/${address!.id}/default/billing`],
      ] as const) {
        const answer = await call(
          method,
          path,
          headers,
          method === 'POST' || method === 'PUT' ? { ...valid(), recipient_name: 'Changé' } : undefined,
        )
        expect(answer.status, `${method} ${path}`).toBe(401)
        expect(JSON.stringify(answer.body)).not.toMatch(/Secret|secrète/)
      }
    }
    expect(await rowOf(address!.id)).toEqual(before)
    expect(await db.select().from(addresses).where(eq(addresses.userId, user.id))).toHaveLength(1)
  })

  it('adds, lists, reads, updates and deletes, with the phone stored as E.164 and no-store answers', async () => {
    const { headers } = await customer()
    const created = await call('POST', '/api/fr/addresses', headers, valid())
    expect(created.status).toBe(201)
    const address = addressResponseSchema.parse(created.body).data
    expect(address).toMatchObject({
      recipient_name: 'Amina Benali',
      phone: '+212612345678',
      city_name: casablanca!.nameFr,
      is_default: true,
      is_default_billing: true,
    })

    const list = await call('GET', '/api/ar/addresses', headers)
    expect(list.cacheControl).toBe('no-store')
    const { addresses: listed, max } = addressListResponseSchema.parse(list.body).data
    expect(listed.map((one) => one.id)).toEqual([address.id])
    expect(listed[0]!.city_name).toBe(casablanca!.nameAr)
    expect(max).toBe(20)

    const updated = await call('PUT', `/api/fr/addresses/${address.id}`, headers, {
      ...valid(),
      phone: '+212 7 00 11 22 33',
      city_id: rabat!.id,
      line1: '  3 avenue Mohammed V  ',
      latitude: null,
      longitude: null,
    })
    expect(updated.status).toBe(200)
    expect(updated.body.data).toMatchObject({
      phone: '+212700112233',
      city_id: rabat!.id,
      line1: '3 avenue Mohammed V',
      latitude: null,
      is_default: true,
    })

    expect((await call('GET', `/api/fr/addresses/${address.id}`, headers)).body.data.line1).toBe('3 avenue Mohammed V')
    expect((await call('DELETE', `/api/fr/addresses/${address.id}`, headers)).body).toEqual({ success: true, data: { id: address.id } })
    expect(await rowOf(address.id)).toBeUndefined()
    expect((await call('GET', `/api/fr/addresses/${address.id}`, headers)).status).toBe(404)
  })

  it('keeps one default delivery and one default billing address, moved in one step', async () => {
    const { user, headers } = await customer()
    const first = (await call('POST', '/api/fr/addresses', headers, valid())).body.data
    const second = (await call('POST', '/api/fr/addresses', headers, { ...valid(), label: 'Bureau' })).body.data
    expect(second).toMatchObject({ is_default: false, is_default_billing: false })

    const delivery = await call('PUT', `/api/fr/addresses/${second.id}/default/delivery`, headers)
    expect(delivery.status).toBe(200)
    expect(delivery.body.data).toMatchObject({ is_default: true, is_default_billing: false })
    expect(await rowOf(first.id)).toMatchObject({ isDefault: false, isDefaultBilling: true })

    await call('PUT', `/api/fr/addresses/${second.id}/default/billing`, headers)
    const rows = await db.select().from(addresses).where(eq(addresses.userId, user.id))
    expect(rows.filter((row) => row.isDefault).map((row) => row.id)).toEqual([second.id])
    expect(rows.filter((row) => row.isDefaultBilling).map((row) => row.id)).toEqual([second.id])
    // Defaults first in the list.
    expect((await call('GET', '/api/fr/addresses', headers)).body.data.addresses.map((one: { id: number }) => one.id)).toEqual([
      second.id,
      first.id,
    ])

    expect((await call('PUT', `/api/fr/addresses/${second.id}/default/shipping`, headers)).status).toBe(400)

    // Deleting the default leaves none; the next new address does not take it over silently… unless none is left.
    await call('DELETE', `/api/fr/addresses/${second.id}`, headers)
    const after = await db.select().from(addresses).where(eq(addresses.userId, user.id))
    expect(after.map((row) => [row.id, row.isDefault, row.isDefaultBilling])).toEqual([[first.id, false, false]])
    const third = (await call('POST', '/api/fr/addresses', headers, valid())).body.data
    expect(third).toMatchObject({ is_default: true, is_default_billing: true })
  })

  it('serialises concurrent default changes without breaking the one-default rule', async () => {
    const { user, headers } = await customer()
    const ids: number[] = []
    for (let i = 0; i < 4; i++) ids.push((await call('POST', '/api/fr/addresses', headers, valid())).body.data.id)
    const answers = await Promise.all(
      ids.flatMap((id) => [
        call('PUT', `/api/fr/addresses/${id}/default/delivery`, headers),
        call('PUT', `/api/fr/addresses/${id}/default/billing`, headers),
      ]),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    const rows = await db.select().from(addresses).where(eq(addresses.userId, user.id))
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1)
    expect(rows.filter((row) => row.isDefaultBilling)).toHaveLength(1)
  })

  it('refuses invalid fields with messages in the request language, under each field', async () => {
    const { headers } = await customer()
    const bad = {
      ...valid(),
      recipient_name: '  ',
      phone: '0812',
      line1: '',
      postal_code: 'abc',
      latitude: 48.85,
      longitude: 2.35,
      label: 'x'.repeat(61),
    }
    const fr = await call('POST', '/api/fr/addresses', headers, bad)
    expect(fr.status).toBe(400)
    expect(fr.body).toEqual({
      success: false,
      message: 'Les informations envoyées ne sont pas valides.',
      data: {
        errors: {
          label: ['60 caractères au maximum.'],
          recipient_name: ['Indiquez le nom du destinataire.'],
          phone: ['Indiquez un numéro de téléphone marocain valide (par exemple 06 12 34 56 78).'],
          line1: ["Indiquez l'adresse (numéro, rue, immeuble)."],
          postal_code: ['Le code postal compte 5 chiffres.'],
          latitude: ["Cette position n'est pas au Maroc."],
          longitude: ["Cette position n'est pas au Maroc."],
        },
      },
    })
    const ar = await call('POST', '/api/ar/addresses', headers, bad)
    expect(ar.status).toBe(400)
    expect(ar.body.data.errors.recipient_name).toEqual(['أدخل اسم المستلم.'])
    expect(ar.body.data.errors.phone).toEqual(['أدخل رقم هاتف مغربيًا صحيحًا (مثلًا 06 12 34 56 78).'])
    expect(ar.body.message).toMatch(/[\u0600-\u06FF]/)

    const unknownCity = await call('POST', '/api/ar/addresses', headers, { ...valid(), city_id: 999_999 })
    expect(unknownCity.status).toBe(400)
    expect(unknownCity.body.data.errors).toEqual({ city_id: ['لا نوصل إلى هذه المدينة.'] })
    const missing = await call('PUT', '/api/fr/addresses/1', headers, { phone: 612345678 })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.data.errors).sort()).toEqual(['city_id', 'line1', 'phone', 'recipient_name'])
    expect((await call('GET', '/api/fr/addresses', headers)).body.data.addresses).toEqual([])
  })

  it('keeps at most 20 addresses per customer, with a clear message', async () => {
    const { user, headers } = await customer()
    await db.insert(addresses).values(
      Array.from({ length: 20 }, () => ({
        userId: user.id,
        recipientName: 'X',
        phone: '+212612345678',
        cityId: casablanca!.id,
        line1: 'Rue',
      })),
    )
    const refused = await call('POST', '/api/fr/addresses', headers, valid())
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Vous avez atteint le maximum de 20 adresses. Supprimez-en une pour en ajouter une nouvelle.')
    expect((await db.select().from(addresses).where(eq(addresses.userId, user.id))).length).toBe(20)
  })

  it('deleting an address keeps the orders’ copy and frees the carts pointing at it', async () => {
    const { user, headers } = await customer()
    const address = (await call('POST', '/api/fr/addresses', headers, valid())).body.data
    const [cart] = await db
      .insert(carts)
      .values({
        reference: randomBytes(18).toString('base64url'),
        userId: user.id,
        cityId: casablanca!.id,
        deliveryAddressId: address.id,
        billingAddressId: address.id,
      })
      .returning()
    expect((await call('DELETE', `/api/fr/addresses/${address.id}`, headers)).status).toBe(200)
    const [after] = await db.select().from(carts).where(eq(carts.id, cart!.id))
    expect(after).toMatchObject({ deliveryAddressId: null, billingAddressId: null })
  })

  it('deletes an address while a cart save holds the cart and names it: both go through, no deadlock (the fuzzer met a 500)', async () => {
    const { user, headers } = await customer()
    const address = (await call('POST', '/api/fr/addresses', headers, valid())).body.data
    // The cart delivers there already; the save makes it the billing address too.
    const reference = randomBytes(18).toString('base64url')
    const [cart] = await db.insert(carts).values({ reference, userId: user.id, deliveryAddressId: address.id }).returning()
    // The save's one statement, in two steps on a connection of its own: the cart's row locked (as its
    // UPDATE locks it first), then the address it names checked (the foreign key's check locks that
    // address's row). A SELECT takes the first lock: a first UPDATE would make the second one check
    // every foreign key of the row again, the customer's too, which the one statement never does.
    const save = new pg.Client({ connectionString: url })
    await save.connect()
    try {
      await save.query('BEGIN')
      await save.query('SELECT id FROM carts WHERE id = $1 FOR NO KEY UPDATE', [cart!.id])
      const deleting = call('DELETE', `/api/fr/addresses/${address.id}`, headers)
      await expect.poll(waitingOnALock, { timeout: 10_000 }).toBe(1)
      await save.query('UPDATE carts SET billing_address_id = $1 WHERE id = $2', [address.id, cart!.id])
      await save.query('COMMIT')
      const deleted = await deleting
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    } finally {
      await save.end()
    }
    const [after] = await db.select().from(carts).where(eq(carts.id, cart!.id))
    expect(after).toMatchObject({ deliveryAddressId: null, billingAddressId: null })
  })
})

describe("another customer's addresses (check 6)", () => {
  it('answers 404 with none of their data and changes nothing, by id, on every endpoint', async () => {
    const owner = await customer()
    const intruder = await customer()
    const theirs = (await call('POST', '/api/fr/addresses', owner.headers, valid())).body.data
    const mine = (await call('POST', '/api/fr/addresses', intruder.headers, { ...valid(), recipient_name: 'Intrus' })).body.data
    const before = await rowOf(theirs.id)

    for (const [method, path, body] of [
      ['GET', `/api/fr/addresses/${theirs.id}`, undefined],
      ['PUT', `/api/fr/addresses/${theirs.id}`, { ...valid(), recipient_name: 'Volé' }],
      ['DELETE', `/api/fr/addresses/${theirs.id}`, undefined],
      ['PUT', `/api/fr/addresses/${theirs.id}/default/delivery`, undefined],
      ['PUT', `/api/ar/addresses/${theirs.id}/default/billing`, undefined],
    ] as const) {
      const answer = await call(method, path, intruder.headers, body)
      expect(answer.status, `${method} ${path}`).toBe(404)
      expect(JSON.stringify(answer.body)).not.toMatch(/Amina|Oudayas|612345678/)
    }
    expect(await rowOf(theirs.id)).toEqual(before)
    expect((await call('GET', '/api/fr/addresses', intruder.headers)).body.data.addresses.map((one: { id: number }) => one.id)).toEqual([
      mine.id,
    ])
    // An id nobody has answers the same: no way to tell "not yours" from "does not exist".
    const nobody = await call('GET', '/api/fr/addresses/2147483647', intruder.headers)
    expect(nobody.status).toBe(404)
    expect(nobody.body).toEqual((await call('GET', `/api/fr/addresses/${theirs.id}`, intruder.headers)).body)
  })

  it('ignores user_id, id, is_default, points and role in the body', async () => {
    const owner = await customer()
    const intruder = await customer()
    const theirs = (await call('POST', '/api/fr/addresses', owner.headers, valid())).body.data
    const extra = {
      user_id: owner.user.id,
      userId: owner.user.id,
      id: theirs.id,
      is_default: false,
      is_default_billing: false,
      isDefault: false,
      points: 99_999,
      points_balance: 99_999,
      role: 'admin',
      status: 'admin',
      email_verified: true,
      emailVerified: true,
      created_at: '2000-01-01T00:00:00Z',
    }

    const created = await call('POST', '/api/fr/addresses', intruder.headers, { ...valid(), ...extra })
    expect(created.status).toBe(201)
    expect(created.body.data.id).not.toBe(theirs.id)
    expect(await rowOf(created.body.data.id)).toMatchObject({ userId: intruder.user.id, isDefault: true, isDefaultBilling: true })

    const updated = await call('PUT', `/api/fr/addresses/${created.body.data.id}`, intruder.headers, {
      ...valid(),
      line1: 'Changé',
      ...extra,
    })
    expect(updated.status).toBe(200)
    expect(await rowOf(created.body.data.id)).toMatchObject({
      userId: intruder.user.id,
      line1: 'Changé',
      isDefault: true,
      isDefaultBilling: true,
    })
    expect(await rowOf(theirs.id)).toMatchObject({ userId: owner.user.id, line1: '12 rue des Oudayas', isDefault: true })
    const [intruderRow] = await db.select().from(users).where(eq(users.id, intruder.user.id))
    expect(intruderRow).toMatchObject({ pointsBalance: 40, role: 'customer', emailVerified: false, deletedAt: null })
    expect(await db.select().from(addresses).where(eq(addresses.userId, owner.user.id))).toHaveLength(1)
  })

  it("keeps a cart from pointing at another customer's address", async () => {
    const owner = await customer()
    const intruder = await customer()
    const theirs = (await call('POST', '/api/fr/addresses', owner.headers, valid())).body.data
    const mine = (await call('POST', '/api/fr/addresses', intruder.headers, { ...valid(), recipient_name: 'Intrus' })).body.data
    // Each save one revision later, as the storefront's are.
    let revision = 0
    const saveCart = (delivery: number, billing: number) =>
      call('POST', '/api/fr/save-cart', intruder.headers, {
        products: [],
        city_id: casablanca!.id,
        delivery_address_id: delivery,
        billing_address_id: billing,
        revision: ++revision,
      })

    const stolen = await saveCart(theirs.id, theirs.id)
    expect(stolen.status).toBe(200)
    expect(JSON.stringify(stolen.body)).not.toMatch(/Amina|Oudayas|612345678/)
    const [cart] = await db.select().from(carts).where(eq(carts.userId, intruder.user.id))
    expect(cart).toMatchObject({ deliveryAddressId: null, billingAddressId: null })

    await saveCart(mine.id, theirs.id)
    const [mixed] = await db.select().from(carts).where(eq(carts.userId, intruder.user.id))
    expect(mixed).toMatchObject({ deliveryAddressId: mine.id, billingAddressId: null })
  })
})
