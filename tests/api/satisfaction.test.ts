/**
 * The satisfaction popup's endpoints on a real PostgreSQL: one's own requests
 * only (another customer's and unknown ids answer 404 with none of their data, no session 401),
 * the rules in French and Arabic, show then answer, the unshown list (delivered orders only, see
 * docs/decisions/0017-satisfaction.md) shrinking, and a second answer refused.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { userResponseSchema } from '~/api/contract/user'
import { orders, satisfactionRequests, users } from '~/api/db/schema'
import { orderFixtures } from './order-fixtures'
import { useTestDatabase } from './test-database'
import { newSessionToken, startExpiredSession, startSession } from '../support/sessions'

const { db, api } = await useTestDatabase()
const { createOrder } = orderFixtures(db)

type OrderStatus = (typeof orders.$inferInsert)['status'] & string

/** A customer with a session and one order (with its satisfaction request) per status given. */
async function createCustomer(statuses: OrderStatus[] = ['delivered', 'delivered', 'placed']) {
  const tag = randomBytes(4).toString('hex')
  const [user] = await db
    .insert(users)
    .values({ email: `sat-${tag}@example.test`, firstName: `Prenom${tag}`, lastName: `Nom${tag}` })
    .returning()
  const token = await startSession(db, user!.id)
  const requests: number[] = []
  for (const [index, status] of statuses.entries()) {
    const snapshot = {
      recipientName: `Dest ${tag}`,
      phone: '+212612345678',
      line1: `1 rue ${tag}`,
      line2: '',
      district: '',
      postalCode: '',
      city: 'casablanca',
    }
    const order = await createOrder(user!.id, {
      status,
      lines: [],
      values: {
        reference: `MS-S${tag}-${index}`.toUpperCase(),
        deliveryAddress: snapshot,
        billingAddress: snapshot,
        subtotalCentimes: 4000,
        totalCentimes: 4000,
      },
    })
    const [request] = await db
      .insert(satisfactionRequests)
      .values({ userId: user!.id, orderId: order.id, createdAt: new Date(Date.UTC(2026, 9, 1 + index)) })
      .returning()
    requests.push(request!.id)
  }
  return { id: user!.id, tag, token, requests }
}
type Customer = Awaited<ReturnType<typeof createCustomer>>

async function call(customer: Customer | null, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const allHeaders: Record<string, string> = { 'Content-Type': 'application/json', ...headers }
  if (customer) allHeaders.Authorization = `Bearer ${customer.token}`
  const response = await api.request(path, {
    method: 'POST',
    headers: allHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}
const show = (customer: Customer | null, id: number | string, lang = 'fr') =>
  call(customer, `/api/user/show-satisfaction/${id}?lang=${lang}`)
const answer = (customer: Customer | null, id: number | string, body: unknown, lang = 'fr') =>
  call(customer, `/api/user/answer-satisfaction/${id}?lang=${lang}`, body)
async function unshown(customer: Customer) {
  const response = await api.request('/api/fr/user', { headers: { Authorization: `Bearer ${customer.token}` } })
  return userResponseSchema.parse(await response.json()).data!.unshown_satisfactions.map((each) => each.id)
}
const rowOf = async (id: number) => (await db.select().from(satisfactionRequests).where(eq(satisfactionRequests.id, id)))[0]!

describe('unshown satisfaction requests', () => {
  it('offers only the requests of delivered orders, oldest first', async () => {
    const customer = await createCustomer(['delivered', 'placed', 'confirmed', 'out_for_delivery', 'cancelled', 'delivered'])
    expect(await unshown(customer)).toEqual([customer.requests[0], customer.requests[5]])
  })
})

describe('show then answer', () => {
  it('marks the first request shown, records the answer, and the unshown list shrinks', async () => {
    const customer = await createCustomer()
    const [first, second] = customer.requests
    expect(await unshown(customer)).toEqual([first, second])

    const shown = await show(customer, first!)
    expect(shown).toEqual({ status: 200, body: { success: true, data: { id: first, shown: true } } })
    expect(await unshown(customer)).toEqual([second])
    const shownAt = (await rowOf(first!)).shownAt
    expect(shownAt).toBeInstanceOf(Date)
    // Showing again changes nothing.
    expect((await show(customer, first!)).status).toBe(200)
    expect((await rowOf(first!)).shownAt).toEqual(shownAt)

    const answered = await answer(customer, first!, { rating: 1, comment: '  Livreur très aimable.  ' })
    expect(answered).toEqual({ status: 200, body: { success: true, data: { id: first, rating: 1, comment: 'Livreur très aimable.' } } })
    expect(await rowOf(first!)).toMatchObject({ rating: 1, comment: 'Livreur très aimable.', shownAt })
    expect((await rowOf(first!)).answeredAt).toBeInstanceOf(Date)

    // A dislike without a comment, answered without being shown first: it leaves the list too.
    const disliked = await answer(customer, second!, { rating: 2 }, 'ar')
    expect(disliked.body.data).toEqual({ id: second, rating: 2, comment: null })
    expect(await rowOf(second!)).toMatchObject({ rating: 2, comment: null })
    expect((await rowOf(second!)).shownAt).toBeInstanceOf(Date)
    expect(await unshown(customer)).toEqual([])
  })

  it('keeps an empty or blank comment as none', async () => {
    const customer = await createCustomer(['delivered'])
    expect((await answer(customer, customer.requests[0]!, { rating: 2, comment: '   ' })).body.data.comment).toBeNull()
  })

  it('refuses a second answer with a clear message and keeps the first (409)', async () => {
    const customer = await createCustomer(['delivered'])
    const id = customer.requests[0]!
    expect((await answer(customer, id, { rating: 1, comment: 'Parfait' })).status).toBe(200)
    const again = await answer(customer, id, { rating: 2, comment: 'Changé' })
    expect(again).toEqual({
      status: 409,
      body: { success: false, message: 'Vous avez déjà donné votre avis sur cette commande.', data: { errors: {} } },
    })
    const inArabic = await answer(customer, id, { rating: 2 }, 'ar')
    expect(inArabic.status).toBe(409)
    expect(inArabic.body.message).toBe('لقد سبق أن قدّمت رأيك في هذا الطلب.')
    expect(await rowOf(id)).toMatchObject({ rating: 1, comment: 'Parfait' })
  })

  it('records one answer when two are sent together', async () => {
    const customer = await createCustomer(['delivered'])
    const id = customer.requests[0]!
    const results = await Promise.all([1, 2, 1, 2, 1, 2].map((rating) => answer(customer, id, { rating })))
    expect(results.map((each) => each.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
  })
})

describe("another customer's requests, unknown ids, no session (check 6)", () => {
  it("answers 404 with none of their data for another customer's request or an unknown one, and changes nothing", async () => {
    const alice = await createCustomer(['delivered'])
    const bob = await createCustomer(['delivered'])
    const bobs = bob.requests[0]!
    for (const id of [bobs, 2_147_483_647]) {
      for (const attempt of [show(alice, id), answer(alice, id, { rating: 2, comment: 'pirate' }), answer(alice, id, { rating: 9 })]) {
        const { status, body } = await attempt
        expect(status).toBe(404)
        expect(body).toEqual({ success: false, message: "Cette demande d'avis n'existe pas.", data: { errors: {} } })
        expect(JSON.stringify(body)).not.toContain(bob.tag)
      }
    }
    const arabic = await show(alice, bobs, 'ar')
    expect(arabic.body.message).toBe('طلب الرأي هذا غير موجود.')
    expect(await rowOf(bobs)).toMatchObject({ shownAt: null, answeredAt: null, rating: null, comment: null })
    expect(await unshown(bob)).toEqual([bobs])
  })

  it('ignores ownership fields in the body', async () => {
    const alice = await createCustomer(['delivered'])
    const bob = await createCustomer(['delivered'])
    await answer(alice, alice.requests[0]!, { rating: 1, user_id: bob.id, userId: bob.id, order_id: 1, answered_at: null })
    expect(await rowOf(alice.requests[0]!)).toMatchObject({ userId: alice.id, rating: 1 })
    expect(await rowOf(bob.requests[0]!)).toMatchObject({ userId: bob.id, rating: null })
  })

  it('answers 401 without a session, or with an expired or forged one, and changes nothing', async () => {
    const alice = await createCustomer(['delivered'])
    const id = alice.requests[0]!
    const expired = await startExpiredSession(db, alice.id)
    for (const token of [null, expired, newSessionToken()]) {
      const who = token ? { ...alice, token } : null
      for (const attempt of [show(who, id), answer(who, id, { rating: 1 })]) {
        const { status, body } = await attempt
        expect(status).toBe(401)
        expect(body.success).toBe(false)
      }
    }
    expect(await rowOf(id)).toMatchObject({ shownAt: null, answeredAt: null })
  })

  it('refuses ids that are not ids with a 400', async () => {
    const alice = await createCustomer(['delivered'])
    for (const id of ['abc', '0', '-1', '1.5', '2147483648']) expect((await show(alice, id)).status, id).toBe(400)
  })
})

describe('validation, in the language of lang', () => {
  const cases: [string, unknown, Record<string, string[]>, Record<string, string[]>][] = [
    [
      'no rating',
      { comment: 'Bien' },
      { rating: ["Choisissez «\u00a0J'aime\u00a0» ou «\u00a0Je n'aime pas\u00a0»."] },
      { rating: ['اختر «أعجبني» أو «لم يعجبني».'] },
    ],
    [
      'a rating of 3',
      { rating: 3 },
      { rating: ["Choisissez «\u00a0J'aime\u00a0» ou «\u00a0Je n'aime pas\u00a0»."] },
      { rating: ['اختر «أعجبني» أو «لم يعجبني».'] },
    ],
    [
      'a rating as text',
      { rating: '1' },
      { rating: ["Choisissez «\u00a0J'aime\u00a0» ou «\u00a0Je n'aime pas\u00a0»."] },
      { rating: ['اختر «أعجبني» أو «لم يعجبني».'] },
    ],
    [
      'a comment too long',
      { rating: 1, comment: 'é'.repeat(1001) },
      { comment: ['Le commentaire ne doit pas dépasser 1000 caractères.'] },
      { comment: ['يجب ألا يتجاوز التعليق 1000 حرفًا.'] },
    ],
    [
      'a comment that is not text',
      { rating: 2, comment: 42 },
      { comment: ['Le commentaire doit être un texte.'] },
      { comment: ['يجب أن يكون التعليق نصًا.'] },
    ],
    [
      'both wrong',
      { rating: null, comment: 'x'.repeat(2000) },
      {
        rating: ["Choisissez «\u00a0J'aime\u00a0» ou «\u00a0Je n'aime pas\u00a0»."],
        comment: ['Le commentaire ne doit pas dépasser 1000 caractères.'],
      },
      { rating: ['اختر «أعجبني» أو «لم يعجبني».'], comment: ['يجب ألا يتجاوز التعليق 1000 حرفًا.'] },
    ],
  ]
  for (const [name, body, french, arabic] of cases) {
    it(`refuses ${name} with field errors in French and in Arabic`, async () => {
      const customer = await createCustomer(['delivered'])
      const id = customer.requests[0]!
      const fr = await answer(customer, id, body, 'fr')
      expect(fr).toEqual({ status: 400, body: { success: false, message: expect.any(String), data: { errors: french } } })
      const ar = await answer(customer, id, body, 'ar')
      expect(ar.status).toBe(400)
      expect(ar.body.data.errors).toEqual(arabic)
      expect(ar.body.message).toMatch(/[\u0600-\u06FF]/)
      expect(await rowOf(id)).toMatchObject({ answeredAt: null, rating: null })
    })
  }

  it('accepts a comment of exactly 1000 characters once trimmed', async () => {
    const customer = await createCustomer(['delivered'])
    const { status } = await answer(customer, customer.requests[0]!, { rating: 1, comment: `  ${'a'.repeat(1000)}  ` })
    expect(status).toBe(200)
  })

  it('refuses a body that is not an object or not JSON with a 400', async () => {
    const customer = await createCustomer(['delivered'])
    const id = customer.requests[0]!
    for (const raw of ['null', '[]', '"like"', '{"rating": ', '']) {
      const response = await api.request(`/api/user/answer-satisfaction/${id}?lang=ar`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
        body: raw,
      })
      expect(response.status, raw).toBe(400)
      expect(((await response.json()) as { success: boolean }).success).toBe(false)
    }
    expect(await rowOf(id)).toMatchObject({ answeredAt: null })
  })
})
