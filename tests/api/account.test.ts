/**
 * The account area's endpoints on a real PostgreSQL: one's own orders, check 6 (another
 * customer's objects, no session, protected fields), profile rules in French and Arabic, and
 * check 20's privacy part (export of all one's data and none of another's; deletion that
 * anonymises, ends every session and keeps the order accounting).
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashPassword } from '~/api/auth/password'
import { orderResponseSchema, ordersResponseSchema, privacyExportSchema, profileResponseSchema } from '~/api/contract/account'
import {
  accounts,
  addresses,
  carts,
  cities,
  contactMessages,
  orderLines,
  orders,
  pointsLedger,
  reorderReminders,
  satisfactionRequests,
  sessions,
  users,
} from '~/api/db/schema'
import { orderFixtures } from './order-fixtures'
import { useTestDatabase } from './test-database'
import { startExpiredSession, startSession } from '../support/sessions'

const { db, api } = await useTestDatabase()
const [casablanca] = await db.select().from(cities).where(eq(cities.slug, 'casablanca'))
const [rabat] = await db.select().from(cities).where(eq(cities.slug, 'rabat'))
const { createOrder } = orderFixtures(db)
const PASSWORD = 'Un-Mot-De-Passe-2026'
const passwordHash = await hashPassword(PASSWORD)

type Customer = Awaited<ReturnType<typeof createCustomer>>

/** A customer with a password, a session, two addresses, orders, points, a cart, a reminder, a satisfaction answer and a message. */
async function createCustomer({ orderCount = 2, withPassword = true } = {}) {
  const tag = randomBytes(4).toString('hex')
  const [user] = await db
    .insert(users)
    .values({
      email: `Client-${tag}@Example.test`,
      firstName: `Prénom${tag}`,
      lastName: `Nom${tag}`,
      phone: '+212612345678',
      cityId: casablanca!.id,
    })
    .returning()
  const id = user!.id
  if (withPassword)
    await db.insert(accounts).values({ userId: id, providerId: 'credential', accountId: String(id), password: passwordHash })
  else
    await db.insert(accounts).values({ userId: id, providerId: 'google', accountId: `google-${tag}`, accessToken: `secret-access-${tag}` })
  const token = await startSession(db, id, { userAgent: `agent-${tag}` })
  const otherToken = await startSession(db, id, { userAgent: `phone-${tag}` })
  const [home] = await db
    .insert(addresses)
    .values([
      {
        userId: id,
        label: 'Maison',
        recipientName: `Destinataire ${tag}`,
        phone: '+212612345678',
        cityId: casablanca!.id,
        line1: `${tag} rue des Orangers`,
        isDefault: true,
      },
      {
        userId: id,
        label: 'Bureau',
        recipientName: `Bureau ${tag}`,
        phone: '+212522000000',
        cityId: rabat!.id,
        line1: `${tag} avenue Mohammed V`,
      },
    ])
    .returning()
  const snapshot = {
    recipientName: home!.recipientName,
    phone: home!.phone,
    line1: home!.line1,
    line2: '',
    district: 'Maârif',
    postalCode: '20330',
    city: 'casablanca',
  }
  const references: string[] = []
  for (let index = 0; index < orderCount; index++) {
    const reference = `MS-T${tag}-${index}`.toUpperCase()
    references.push(reference)
    const order = await createOrder(id, {
      status: index === 0 ? 'delivered' : 'confirmed',
      lines: [{ nameFr: 'Sidi Ali 6 x 1,5 L', nameAr: 'سيدي علي 6 × 1,5 ل', reference: 'SA-6X1-5L', unitPriceCentimes: 2000, quantity: 2 }],
      values: {
        reference,
        deliveryAddress: snapshot,
        billingAddress: snapshot,
        comment: `Sonnez deux fois ${tag}`,
        deliveryFeeCentimes: 1500,
        discountCentimes: 500,
        pointsUsed: 10,
        pointsDiscountCentimes: 100,
        pointsGained: 4,
        totalCentimes: 4900,
        placedAt: new Date(Date.UTC(2026, 9, 1 + index)),
      },
    })
    await db.insert(pointsLedger).values({ userId: id, delta: 4, reason: 'order', orderId: order.id })
    if (index === 0) {
      await db
        .insert(satisfactionRequests)
        .values({ userId: id, orderId: order.id, rating: 1, comment: `Parfait ${tag}`, answeredAt: new Date() })
      await db.insert(reorderReminders).values({
        userId: id,
        orderId: order.id,
        period: '1m',
        frequency: 'once',
        periodDays: 30,
        remainingSends: 1,
        nextRemindAt: new Date(Date.now() + 86_400_000),
      })
    }
  }
  await db
    .update(users)
    .set({ pointsBalance: 4 * orderCount })
    .where(eq(users.id, id))
  await db
    .insert(carts)
    .values({ reference: `cart-${tag}-${randomBytes(8).toString('hex')}`, userId: id, cityId: casablanca!.id, comment: `panier ${tag}` })
  await db
    .insert(contactMessages)
    .values({ userId: id, name: `Nom${tag}`, email: user!.email, subject: 'Question', message: `Message ${tag}` })
  return { id, tag, email: user!.email, token, otherToken, references }
}

async function call(customer: Customer | null, path: string, init: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (customer) headers.Authorization = `Bearer ${customer.token}`
  const response = await api.request(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

const alice = await createCustomer({ orderCount: 12 })
const bob = await createCustomer()

const profileBody = (customer: Customer, changes: Record<string, unknown> = {}) => ({
  first_name: 'Amina',
  last_name: 'El Idrissi',
  email: customer.email,
  phone: '06 11 22 33 44',
  locale: 'ar',
  city_id: rabat!.id,
  ...changes,
})

describe('orders', () => {
  it("lists one's own orders, newest first, ten a page", async () => {
    const first = await call(alice, '/api/fr/orders')
    expect(first.status).toBe(200)
    const page = ordersResponseSchema.parse(first.body).data
    expect(page.total).toBe(12)
    expect(page.pages).toBe(2)
    expect(page.orders).toHaveLength(10)
    expect(page.orders[0]!.reference).toBe(alice.references[11])
    expect(page.orders.map((order) => order.placed_at)).toEqual([...page.orders.map((order) => order.placed_at)].sort().reverse())
    expect(page.orders[0]).toMatchObject({ total: 4900, items: 2, status: 'confirmed' })
    const second = ordersResponseSchema.parse((await call(alice, '/api/fr/orders?page=2')).body).data
    expect(second.orders.map((order) => order.reference)).toEqual([alice.references[1], alice.references[0]])
    const bobs = ordersResponseSchema.parse((await call(bob, '/api/fr/orders')).body).data
    expect(bobs.orders.map((order) => order.reference).sort()).toEqual([...bob.references].sort())
  })

  it("shows one's own order with its lines, amounts, points, delivery and payment, in the request's language", async () => {
    const { status, body } = await call(alice, `/api/ar/orders/${alice.references[0]}`)
    expect(status).toBe(200)
    const order = orderResponseSchema.parse(body).data
    expect(order).toMatchObject({
      reference: alice.references[0],
      status: 'delivered',
      subtotal: 4000,
      delivery_fee: 1500,
      discount: 500,
      points_used: 10,
      points_discount: 100,
      points_gained: 4,
      total: 4900,
      delivery_date: '2026-11-02',
      delivery_mode: 'التوصيل العادي',
      payment_mode: 'الدفع نقدًا عند التسليم',
    })
    expect(order.lines).toEqual([
      { name: 'سيدي علي 6 × 1,5 ل', reference: 'SA-6X1-5L', attributes: '', unit_price: 2000, quantity: 2, total: 4000 },
    ])
    expect(order.delivery_address.line1).toContain(alice.tag)
  })

  it("answers 404 with none of their data for another customer's order, by reference or by id (check 6)", async () => {
    const [bobsOrder] = await db.select().from(orders).where(eq(orders.reference, bob.references[0]!))
    for (const path of [`/api/fr/orders/${bob.references[0]}`, `/api/fr/orders/${bobsOrder!.id}`, '/api/fr/orders/MS-NOPE-0000']) {
      const { status, body } = await call(alice, path)
      expect(status).toBe(404)
      expect(body).toEqual({ success: false, message: 'Cette commande n\u2019existe pas.'.replace('\u2019', "'"), data: { errors: {} } })
      expect(JSON.stringify(body)).not.toContain(bob.tag)
    }
  })

  it('answers 401 without a session, or with an expired one, on every account endpoint', async () => {
    const expired = await startExpiredSession(db, alice.id)
    const paths: [string, string, unknown?][] = [
      ['GET', '/api/fr/account'],
      ['GET', '/api/fr/orders'],
      ['GET', `/api/fr/orders/${alice.references[0]}`],
      ['GET', `/api/fr/orders/${(await db.select().from(orders).where(eq(orders.reference, alice.references[0]!)))[0]!.id}`],
      ['GET', '/api/fr/profile'],
      ['PUT', '/api/fr/profile', profileBody(alice)],
      ['GET', '/api/fr/privacy/export'],
      ['POST', '/api/fr/privacy/delete', { password: PASSWORD }],
    ]
    for (const [method, path, body] of paths) {
      const anonymous = await call(null, path, { method, body })
      expect(anonymous.status, `${method} ${path}`).toBe(401)
      expect(anonymous.body.message).toBe('Veuillez vous connecter pour continuer.')
      const stale = await call({ ...alice, token: expired }, path, { method, body })
      expect(stale.status, `${method} ${path} expired`).toBe(401)
    }
    expect((await db.select().from(users).where(eq(users.id, alice.id)))[0]!.deletedAt).toBeNull()
  })
})

describe('account summary', () => {
  it('gives the name, points, last three orders and the default address', async () => {
    const { status, body } = await call(alice, '/api/fr/account')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ first_name: `Prénom${alice.tag}`, points: 48, orders_count: 12 })
    expect(body.data.last_orders.map((order: { reference: string }) => order.reference)).toEqual(alice.references.slice(-3).reverse())
    expect(body.data.default_address).toMatchObject({ label: 'Maison', city: 'Casablanca' })
  })
})

describe('profile', () => {
  it('saves the fields, normalises the phone, and ignores points, role, user_id and email_verified (check 6)', async () => {
    const customer = await createCustomer({ orderCount: 0 })
    const { status, body } = await call(customer, '/api/fr/profile', {
      method: 'PUT',
      body: profileBody(customer, { points: 99_999, role: 'admin', user_id: bob.id, email_verified: true, id: bob.id, deleted_at: null }),
    })
    expect(status).toBe(200)
    expect(profileResponseSchema.parse(body).data).toMatchObject({
      first_name: 'Amina',
      phone: '+212611223344',
      locale: 'ar',
      city_id: rabat!.id,
      has_password: true,
    })
    const [row] = await db.select().from(users).where(eq(users.id, customer.id))
    expect(row).toMatchObject({ pointsBalance: 0, role: 'customer', emailVerified: false, firstName: 'Amina' })
    const [bobRow] = await db.select().from(users).where(eq(users.id, bob.id))
    expect(bobRow!.firstName).toBe(`Prénom${bob.tag}`)
  })

  it('never changes a protected column through extra fields, whatever their spelling (check 6)', async () => {
    const customer = await createCustomer({ orderCount: 1 })
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, customer.id))
    const [before] = await db.select().from(users).where(eq(users.id, customer.id))
    const [bobBefore] = await db.select().from(users).where(eq(users.id, bob.id))
    const extra = {
      id: bob.id,
      user_id: bob.id,
      userId: bob.id,
      points: 99_999,
      points_balance: 99_999,
      pointsBalance: 99_999,
      role: 'admin',
      status: 'admin',
      email_verified: false,
      emailVerified: false,
      deleted_at: '2026-01-01T00:00:00Z',
      deletedAt: '2026-01-01T00:00:00Z',
      created_at: '2000-01-01T00:00:00Z',
      image: 'https://evil.test/x.png',
      has_password: false,
    }
    const { status } = await call(customer, '/api/fr/profile', { method: 'PUT', body: profileBody(customer, extra) })
    expect(status).toBe(200)
    const [after] = await db.select().from(users).where(eq(users.id, customer.id))
    expect(after).toMatchObject({
      id: before!.id,
      email: before!.email,
      emailVerified: true,
      pointsBalance: before!.pointsBalance,
      role: 'customer',
      deletedAt: null,
      image: before!.image,
      createdAt: before!.createdAt,
      firstName: 'Amina',
    })
    expect(await db.select().from(accounts).where(eq(accounts.userId, customer.id))).toHaveLength(1)
    expect((await db.select().from(users).where(eq(users.id, bob.id)))[0]).toEqual(bobBefore)
    // The account's orders keep their status and owner.
    expect((await db.select().from(orders).where(eq(orders.userId, customer.id))).map((order) => order.status)).toEqual(['delivered'])
  })

  it.each(['0612345678', '+212 7 12 34 56 78', '00212522987654', '05.22.98.76.54'])('accepts the Moroccan number %s', async (phone) => {
    const { status, body } = await call(alice, '/api/fr/profile', { method: 'PUT', body: profileBody(alice, { phone }) })
    expect(status).toBe(200)
    expect(body.data.phone).toMatch(/^\+212[567]\d{8}$/)
  })

  it('refuses invalid fields with messages under each field, in French and in Arabic', async () => {
    const bad = profileBody(alice, { first_name: ' ', email: 'pas-un-email', phone: '0812345678', locale: 'en', city_id: 999_999 })
    const fr = await call(alice, '/api/fr/profile', { method: 'PUT', body: bad })
    expect(fr.status).toBe(400)
    expect(fr.body.data.errors).toEqual({
      first_name: ['Indiquez votre prénom.'],
      email: ['Indiquez une adresse e-mail valide.'],
      phone: ['Indiquez un numéro marocain : 06, 07 ou 05 suivi de 8 chiffres, ou +212.'],
      locale: ["Choisissez le français ou l'arabe."],
    })
    const ar = await call(alice, '/api/ar/profile', { method: 'PUT', body: bad })
    expect(ar.status).toBe(400)
    expect(ar.body.data.errors.first_name).toEqual(['أدخل اسمك الشخصي.'])
    expect(ar.body.data.errors.email).toEqual(['أدخل بريدًا إلكترونيًا صالحًا.'])
    expect(ar.body.message).toBe('المعلومات المرسلة غير صالحة.')
    const city = await call(alice, '/api/fr/profile', { method: 'PUT', body: profileBody(alice, { city_id: 999_999 }) })
    expect(city.body.data.errors).toEqual({ city_id: ['Choisissez une ville de la liste.'] })
  })

  it('asks for the current password to change the e-mail, and answers the same whether the address is free or taken (hole 6)', async () => {
    const customer = await createCustomer({ orderCount: 0 })
    const newEmail = `nouveau-${customer.tag}@example.test`
    const missing = await call(customer, '/api/fr/profile', { method: 'PUT', body: profileBody(customer, { email: newEmail }) })
    expect(missing.status).toBe(400)
    expect(missing.body.data.errors).toEqual({ current_password: ["Indiquez votre mot de passe actuel pour changer d'e-mail."] })
    const wrong = await call(customer, '/api/fr/profile', {
      method: 'PUT',
      body: profileBody(customer, { email: newEmail, current_password: 'faux' }),
    })
    expect(wrong.body.data.errors).toEqual({ current_password: ['Le mot de passe est incorrect.'] })
    const taken = await call(customer, '/api/ar/profile', {
      method: 'PUT',
      body: profileBody(customer, { email: bob.email.toUpperCase(), current_password: PASSWORD }),
    })
    const free = await call(customer, '/api/ar/profile', {
      method: 'PUT',
      body: profileBody(customer, { email: newEmail, current_password: PASSWORD }),
    })
    expect([taken.status, free.status]).toEqual([200, 200])
    // The same answer but the address asked for: nothing tells whether it has an account.
    expect({ ...taken.body.data, pending_email: null }).toEqual({ ...free.body.data, pending_email: null })
    expect([taken.body.data.pending_email, free.body.data.pending_email]).toEqual([bob.email.toUpperCase(), newEmail])
    // The e-mail stays the old one until the new address confirms it.
    expect(free.body.data.email).toBe(customer.email)
    expect((await db.select().from(users).where(eq(users.id, customer.id)))[0]!.email).toBe(customer.email)

    // Only the case changes: no password needed, no confirmation either.
    const sameAddress = await call(customer, '/api/fr/profile', {
      method: 'PUT',
      body: profileBody(customer, { email: customer.email.toLowerCase() }),
    })
    expect(sameAddress.status).toBe(200)
    expect(sameAddress.body.data.email).toBe(customer.email.toLowerCase())
  })

  it('says an account without a password cannot change its e-mail here', async () => {
    const customer = await createCustomer({ orderCount: 0, withPassword: false })
    expect((await call(customer, '/api/fr/profile')).body.data.has_password).toBe(false)
    const { status, body } = await call(customer, '/api/fr/profile', {
      method: 'PUT',
      body: profileBody(customer, { email: `autre-${customer.tag}@example.test`, current_password: 'quoi que ce soit' }),
    })
    expect(status).toBe(400)
    expect(body.data.errors.email[0]).toContain("n'a pas de mot de passe")
  })
})

describe('privacy (check 20)', () => {
  it("exports all of the customer's data and none of another's, without hashes or tokens", async () => {
    const response = await api.request('/api/fr/privacy/export', { headers: { Authorization: `Bearer ${bob.token}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+\.json"$/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const text = await response.text()
    const data = privacyExportSchema.parse(JSON.parse(text))
    expect(data.profile).toMatchObject({ id: bob.id, email: bob.email, first_name: `Prénom${bob.tag}`, points_balance: 8 })
    expect(data.addresses).toHaveLength(2)
    expect(data.orders.map((order) => order.reference).sort()).toEqual([...bob.references].sort())
    expect((data.orders[0] as { lines: unknown[] }).lines).toHaveLength(1)
    expect(data.points_ledger).toHaveLength(2)
    expect(data.satisfaction_requests).toEqual([expect.objectContaining({ comment: `Parfait ${bob.tag}`, rating: 1 })])
    expect(data.contact_messages).toEqual([expect.objectContaining({ message: `Message ${bob.tag}` })])
    expect(data.carts).toEqual([expect.objectContaining({ comment: `panier ${bob.tag}` })])
    expect(data.reorder_reminders).toHaveLength(1)
    expect(data.sign_in_methods).toEqual([{ provider: 'credential', created_at: expect.any(String) }])
    expect(data.sessions).toHaveLength(2)
    expect(data.sessions.map((session) => Object.keys(session).sort())).toEqual([
      ['created_at', 'expires_at', 'user_agent'],
      ['created_at', 'expires_at', 'user_agent'],
    ])
    // Nothing secret, nothing of anyone else.
    for (const secret of [passwordHash, bob.token, bob.otherToken, '$argon2', 'idempotency', 'request_hash', 'requestHash']) {
      expect(text).not.toContain(secret)
    }
    for (const other of [alice.tag, alice.email, ...alice.references]) expect(text).not.toContain(other)
  })

  it('refuses a deletion without the right password or confirmation word, and changes nothing', async () => {
    const customer = await createCustomer({ orderCount: 1 })
    const none = await call(customer, '/api/fr/privacy/delete', { method: 'POST', body: {} })
    expect(none.status).toBe(400)
    expect(none.body.data.errors).toEqual({ password: ['Indiquez votre mot de passe pour confirmer.'] })
    const wrong = await call(customer, '/api/ar/privacy/delete', { method: 'POST', body: { password: 'faux', confirmation: 'SUPPRIMER' } })
    expect(wrong.body.data.errors).toEqual({ password: ['كلمة المرور غير صحيحة.'] })
    const provider = await createCustomer({ orderCount: 0, withPassword: false })
    const noWord = await call(provider, '/api/fr/privacy/delete', { method: 'POST', body: { confirmation: 'oui' } })
    expect(noWord.body.data.errors).toEqual({ confirmation: ['Tapez exactement « SUPPRIMER ».'] })
    const rows = await db
      .select()
      .from(users)
      .where(sql`${users.id} IN (${customer.id}, ${provider.id})`)
    expect(rows.every((row) => row.deletedAt === null)).toBe(true)
    expect(await db.select().from(sessions).where(eq(sessions.userId, customer.id))).toHaveLength(2)
  })

  it('deletes an account: personal data anonymised, every session ended, orders kept with their amounts, another customer untouched', async () => {
    const victim = await createCustomer({ orderCount: 2 })
    const bobBefore = await call(bob, '/api/fr/privacy/export')
    const ordersBefore = await db.select().from(orders).where(eq(orders.userId, victim.id)).orderBy(orders.id)

    const { status, body } = await call(victim, '/api/fr/privacy/delete', { method: 'POST', body: { password: PASSWORD } })
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, data: { deleted: true } })

    const [row] = await db.select().from(users).where(eq(users.id, victim.id))
    expect(row).toMatchObject({ email: `deleted-${victim.id}@deleted.invalid`, firstName: '', lastName: '', phone: null, image: null })
    expect(row!.deletedAt).toBeInstanceOf(Date)
    for (const table of [sessions, accounts, addresses, carts, reorderReminders, contactMessages] as const) {
      expect(await db.select().from(table).where(eq(table.userId, victim.id))).toEqual([])
    }
    // Both sessions ended on the server: neither token opens anything now.
    expect((await call(victim, '/api/fr/profile')).status).toBe(401)
    expect((await call({ ...victim, token: victim.otherToken }, '/api/fr/orders')).status).toBe(401)

    const ordersAfter = await db.select().from(orders).where(eq(orders.userId, victim.id)).orderBy(orders.id)
    expect(
      ordersAfter.map((order) => [order.reference, order.totalCentimes, order.subtotalCentimes, order.deliveryFeeCentimes, order.placedAt]),
    ).toEqual(
      ordersBefore.map((order) => [
        order.reference,
        order.totalCentimes,
        order.subtotalCentimes,
        order.deliveryFeeCentimes,
        order.placedAt,
      ]),
    )
    for (const order of ordersAfter) {
      expect(order.deliveryAddress).toEqual({
        recipientName: '',
        phone: '',
        line1: '',
        line2: '',
        district: 'Maârif',
        postalCode: '20330',
        city: 'casablanca',
      })
      expect(order.billingAddress).toEqual(order.deliveryAddress)
      expect(order.comment).toBe('')
      expect(JSON.stringify([order.deliveryAddress, order.billingAddress, order.comment])).not.toContain(victim.tag)
    }
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, ordersAfter[0]!.id))).toHaveLength(1)
    const [answer] = await db.select().from(satisfactionRequests).where(eq(satisfactionRequests.userId, victim.id))
    expect(answer).toMatchObject({ rating: 1, comment: null })

    // The same e-mail can register again; another customer has lost nothing.
    const [free] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${victim.email.toLowerCase()}`)
    expect(free).toBeUndefined()
    const bobAfter = await call(bob, '/api/fr/privacy/export')
    const withoutVolatile = (data: Record<string, unknown>) => ({ ...data, exported_at: undefined })
    expect(withoutVolatile(bobAfter.body)).toEqual(withoutVolatile(bobBefore.body))
  })

  it('deletes a provider-only account with the confirmation word, in Arabic too', async () => {
    const customer = await createCustomer({ orderCount: 0, withPassword: false })
    const { status } = await call(customer, '/api/ar/privacy/delete', { method: 'POST', body: { confirmation: ' حذف ' } })
    expect(status).toBe(200)
    expect(await db.select().from(accounts).where(eq(accounts.userId, customer.id))).toEqual([])
  })
})

describe('password checks of a signed-in customer are limited per account', () => {
  const wrongEmailChange = (customer: Customer, attempt: number) =>
    call(customer, '/api/fr/profile', {
      method: 'PUT',
      body: profileBody(customer, { email: `nouveau-${customer.tag}@example.test`, current_password: `faux-${attempt}` }),
    })
  const expectBlocked = (
    answer: { status: number; headers: Headers; body: { message: string; data: { errors: Record<string, string[]> } } },
    field: string,
    locale: 'fr' | 'ar',
  ) => {
    expect(answer.status).toBe(429)
    const retryAfter = Number(answer.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    const text =
      locale === 'fr'
        ? 'Trop de mots de passe incorrects. Pour protéger votre compte, réessayez dans 15 min.'
        : 'أدخلت كلمة مرور خاطئة مرات كثيرة. لحماية حسابك، حاول مرة أخرى بعد 15 دقيقة.'
    expect(answer.body).toEqual({ success: false, message: text, data: { errors: { [field]: [text] } } })
  }

  it('refuses the 11th e-mail change after 10 wrong passwords, even with the right one, and changes nothing', async () => {
    const customer = await createCustomer({ orderCount: 0 })
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await wrongEmailChange(customer, attempt)
      expect(wrong.status, `attempt ${attempt + 1}`).toBe(400)
      expect(wrong.body.data.errors).toEqual({ current_password: ['Le mot de passe est incorrect.'] })
    }
    const right = await call(customer, '/api/fr/profile', {
      method: 'PUT',
      body: profileBody(customer, { email: `nouveau-${customer.tag}@example.test`, current_password: PASSWORD }),
    })
    expectBlocked(right, 'current_password', 'fr')
    const arabic = await call(customer, '/api/ar/profile', {
      method: 'PUT',
      body: profileBody(customer, { email: `nouveau-${customer.tag}@example.test`, current_password: PASSWORD }),
    })
    expectBlocked(arabic, 'current_password', 'ar')
    expect((await db.select().from(users).where(eq(users.id, customer.id)))[0]!.email).toBe(customer.email)

    // One counter for every password check of the account: deletion and password change wait too.
    expectBlocked(await call(customer, '/api/fr/privacy/delete', { method: 'POST', body: { password: PASSWORD } }), 'password', 'fr')
    expect((await db.select().from(users).where(eq(users.id, customer.id)))[0]!.deletedAt).toBeNull()
    const change = await call(customer, '/api/fr/change-password', {
      method: 'POST',
      body: { current_password: PASSWORD, new_password: 'Une-nouvelle-source-2026' },
    })
    expectBlocked(change, 'current_password', 'fr')

    // Edits that check no password go on, and another customer is not slowed down.
    expect((await call(customer, '/api/fr/profile', { method: 'PUT', body: profileBody(customer, { first_name: 'Nadia' }) })).status).toBe(
      200,
    )
    const other = await createCustomer({ orderCount: 0 })
    expect((await wrongEmailChange(other, 0)).status).toBe(400)
  })

  it('refuses the 11th account deletion after 10 wrong passwords, even with the right one', async () => {
    const customer = await createCustomer({ orderCount: 1 })
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await call(customer, '/api/ar/privacy/delete', { method: 'POST', body: { password: `faux-${attempt}` } })
      expect(wrong.status, `attempt ${attempt + 1}`).toBe(400)
      expect(wrong.body.data.errors).toEqual({ password: ['كلمة المرور غير صحيحة.'] })
    }
    expectBlocked(await call(customer, '/api/ar/privacy/delete', { method: 'POST', body: { password: PASSWORD } }), 'password', 'ar')
    const [row] = await db.select().from(users).where(eq(users.id, customer.id))
    expect(row).toMatchObject({ email: customer.email, deletedAt: null })
    expect(await db.select().from(sessions).where(eq(sessions.userId, customer.id))).toHaveLength(2)
    // A missing password is not a check: it is refused as before, without counting.
    expect((await call(customer, '/api/fr/privacy/delete', { method: 'POST', body: {} })).status).toBe(400)
  })

  it('forgets the failures when the right password is given, as sign-in does', async () => {
    const customer = await createCustomer({ orderCount: 0 })
    for (let attempt = 0; attempt < 9; attempt++) expect((await wrongEmailChange(customer, attempt)).status).toBe(400)
    const newEmail = `nouveau-${customer.tag}@example.test`
    const changed = await call(customer, '/api/fr/profile', {
      method: 'PUT',
      body: profileBody(customer, { email: newEmail, current_password: PASSWORD }),
    })
    expect(changed.status).toBe(200)
    const moved = { ...customer, email: newEmail }
    // Ten fresh attempts, then the limit again.
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await call(moved, '/api/fr/privacy/delete', { method: 'POST', body: { password: `faux-${attempt}` } })
      expect(wrong.status, `attempt ${attempt + 1} after the success`).toBe(400)
    }
    expect((await call(moved, '/api/fr/privacy/delete', { method: 'POST', body: { password: PASSWORD } })).status).toBe(429)
  }, 30_000)
})

describe('profile bodies of the wrong shape', () => {
  it.each([null, [], 'texte', { first_name: 3, last_name: null, email: [], phone: 612345678, locale: 'fr', city_id: 'x' }])(
    'answers 400 with the shop’s own messages for %j',
    async (body) => {
      const { status, body: answer } = await call(alice, '/api/ar/profile', { method: 'PUT', body })
      expect(status).toBe(400)
      expect(answer.success).toBe(false)
      for (const messages of Object.values(answer.data.errors) as string[][]) {
        for (const message of messages) expect(message).toMatch(/[\u0600-\u06FF]/)
      }
    },
  )
})
