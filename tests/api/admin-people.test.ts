/**
 * The back office's customers, inbox and dashboard on a real PostgreSQL: who may call what, points
 * adjustments (a reason, never below zero, the ledger's sum equal to the balance, two at once
 * both counted), disabling an account ends its sessions, a reply is an e-mail in the message's
 * language kept in the thread, and the dashboard's figures on data written for it.
 */
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  auditLog,
  contactMessages,
  contactReplies,
  emailOutbox,
  pointsLedger,
  satisfactionRequests,
  sessions,
  users,
} from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { together } from './checkout-helpers'
import { orderFixtures, sidiAliLines } from './order-fixtures'
import { useTestDatabase } from './test-database'

/** Wednesday 12 June 2030, 10:00 in Casablanca: far from any seeded order. */
const NOW = new Date('2030-06-12T09:00:00Z')
const { db, api, anotherInstance } = await useTestDatabase({ now: () => NOW })
const secondInstance = anotherInstance()
const { createCustomer, createOrder } = orderFixtures(db)

const admin = await createMember(db, 'admin')
const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver')

const ledger = async (userId: number) =>
  (
    await db
      .select({ sum: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int`, balance: sql<number>`max(${users.pointsBalance})` })
      .from(users)
      .leftJoin(pointsLedger, eq(pointsLedger.userId, users.id))
      .where(eq(users.id, userId))
  )[0]!

async function contactMessage(values: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: 'Salma Idrissi',
      email: `salma-${Math.random().toString(36).slice(2)}@example.test`,
      subject: 'delivery',
      message: 'Bonjour,\nma livraison est-elle prévue demain ?',
      createdAt: new Date('2030-06-11T08:00:00Z'),
      ...values,
    })
    .returning()
  return row!
}

describe('the people endpoints’ role matrix', () => {
  it('refuses visitors (401), customers and drivers (403); serves staff and admins', async () => {
    const customer = await createCustomer()
    const message = await contactMessage()
    const reads = [
      '/api/admin/customers',
      `/api/admin/customers/${customer.id}`,
      '/api/admin/inbox/messages',
      `/api/admin/inbox/messages/${message.id}`,
      '/api/admin/inbox/satisfaction',
      '/api/admin/dashboard',
    ]
    const writes: [string, unknown][] = [
      [`/api/admin/customers/${customer.id}/points`, { delta: 10, reason: 'Geste commercial' }],
      [`/api/admin/customers/${customer.id}/disable`, { disabled: false }],
      [`/api/admin/inbox/messages/${message.id}/status`, { status: 'read' }],
      [`/api/admin/inbox/messages/${message.id}/reply`, { body: 'Bonjour, oui.' }],
    ]
    for (const [path, body] of [...reads.map((path) => [path, undefined] as const), ...writes]) {
      expect((await adminCall(api, path, { body })).status, path).toBe(401)
      expect((await adminCall(api, path, { body, token: customer.token })).status, path).toBe(403)
      const asDriver = await adminCall(api, path, { body, token: driver.token })
      expect(asDriver.status, path).toBe(403)
      expect(asDriver.body.message).toBe(m.api_forbidden({}, { locale: 'fr' }))
    }
    // Nothing a refused call asked for happened.
    expect((await ledger(customer.id)).balance).toBe(0)
    expect((await db.select().from(contactMessages).where(eq(contactMessages.id, message.id)))[0]!.status).toBe('new')
    for (const path of reads) {
      expect((await adminCall(api, path, { token: staff.token })).status, path).toBe(200)
      expect((await adminCall(api, path, { token: admin.token })).status, path).toBe(200)
    }
  })

  it('treats staff accounts as unknown customers: no points, no disabling through these', async () => {
    for (const member of [admin, driver]) {
      expect((await adminCall(api, `/api/admin/customers/${member.id}`, { token: staff.token })).status).toBe(404)
      const points = await adminCall(api, `/api/admin/customers/${member.id}/points`, {
        token: staff.token,
        body: { delta: 5, reason: 'Essai' },
      })
      expect(points.status).toBe(404)
      const disable = await adminCall(api, `/api/admin/customers/${member.id}/disable`, { token: staff.token, body: { disabled: true } })
      expect(disable.status).toBe(404)
    }
    expect((await adminCall(api, '/api/admin/me', { token: admin.token })).status).toBe(200)
    const listed = await adminCall(api, `/api/admin/customers?q=${encodeURIComponent(admin.email)}`, { token: staff.token })
    expect(listed.body.data.items).toEqual([])
  })
})

describe('customers', () => {
  it('finds a customer by name, e-mail or phone digits, and shows a deleted one anonymised', async () => {
    const customer = await createCustomer({ firstName: 'Zineb' })
    await db.update(users).set({ phone: '+212 6 61 23 45 67' }).where(eq(users.id, customer.id))
    const deleted = await createCustomer()
    await db
      .update(users)
      .set({ email: `deleted-${deleted.id}@deleted.invalid`, firstName: '', lastName: '', deletedAt: NOW })
      .where(eq(users.id, deleted.id))
    for (const q of [customer.email.toUpperCase(), 'zineb test', '06 61 23 45', '0661234567']) {
      const found = await adminCall(api, `/api/admin/customers?q=${encodeURIComponent(q)}`, { token: staff.token })
      expect(
        found.body.data.items.map((row: { id: number }) => row.id),
        q,
      ).toEqual([customer.id])
    }
    const gone = await adminCall(api, `/api/admin/customers?q=deleted-${deleted.id}`, { token: staff.token })
    expect(gone.body.data.items).toEqual([expect.objectContaining({ id: deleted.id, name: '', deleted: true })])
  })

  it("shows a customer's page: addresses, last orders, points and their ledger", async () => {
    const customer = await createCustomer()
    const order = await createOrder(customer.id, { lines: sidiAliLines, values: { pointsGained: 4 } })
    await db.insert(pointsLedger).values({ userId: customer.id, delta: 4, reason: 'order_earn', orderId: order.id })
    await db.update(users).set({ pointsBalance: 4 }).where(eq(users.id, customer.id))
    const page = await adminCall(api, `/api/admin/customers/${customer.id}?lang=ar`, { token: staff.token })
    expect(page.status).toBe(200)
    expect(page.body.data).toMatchObject({
      id: customer.id,
      email: customer.email,
      points: 4,
      orders_count: 1,
      orders: [{ reference: order.reference, status: 'delivered', total: order.totalCentimes }],
      ledger: [{ delta: 4, reason: 'order_earn', order_reference: order.reference }],
    })
  })

  it('adjusts points with a reason only, never below zero, the ledger equal to the balance, audited', async () => {
    const customer = await createCustomer()
    const call = (body: unknown, lang = 'fr') =>
      adminCall(api, `/api/admin/customers/${customer.id}/points?lang=${lang}`, { token: staff.token, body })
    const noReason = await call({ delta: 50, reason: '  ' }, 'ar')
    expect(noReason.status).toBe(400)
    expect(noReason.body.data.errors.reason).toEqual([m.api_points_reason_required({}, { locale: 'ar' })])
    for (const delta of [0, 1.5, '10', null]) {
      const refused = await call({ delta, reason: 'Essai' })
      expect(refused.status, String(delta)).toBe(400)
      expect(refused.body.data.errors.delta).toEqual([m.api_points_delta_invalid({}, { locale: 'fr' })])
    }
    const added = await call({ delta: 50, reason: 'Geste commercial' })
    expect(added.status).toBe(200)
    expect(added.body.data).toMatchObject({ points: 50, entry: { delta: 50, reason: 'Geste commercial' } })
    const below = await call({ delta: -51, reason: 'Correction' })
    expect(below.status).toBe(409)
    expect(below.body.message).toBe(m.api_points_below_zero({ balance: 50 }, { locale: 'fr' }))
    expect((await call({ delta: -50, reason: 'Correction' })).body.data.points).toBe(0)
    expect(await ledger(customer.id)).toEqual({ sum: 0, balance: 0 })
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.points'), eq(auditLog.entityId, String(customer.id))))
    expect(audit.map((entry) => [entry.actorId, entry.after])).toEqual([
      [staff.id, { points: 50, delta: 50, reason: 'Geste commercial' }],
      [staff.id, { points: 0, delta: -50, reason: 'Correction' }],
    ])
  })

  it('applies two adjustments made at once through two instances, both', async () => {
    const customer = await createCustomer()
    await adminCall(api, `/api/admin/customers/${customer.id}/points`, { token: staff.token, body: { delta: 10, reason: 'Départ' } })
    const answers = await together(4, (index) =>
      adminCall(index % 2 ? secondInstance : api, `/api/admin/customers/${customer.id}/points`, {
        token: index % 2 ? admin.token : staff.token,
        body: { delta: index % 2 ? -3 : 7, reason: `Ajustement ${index}` },
      }),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(await ledger(customer.id)).toEqual({ sum: 18, balance: 18 })
    // Taking away more than is there at once: one of them is refused, the balance stays >= 0.
    const drains = await together(2, (index) =>
      adminCall(index ? secondInstance : api, `/api/admin/customers/${customer.id}/points`, {
        token: staff.token,
        body: { delta: -10, reason: 'Retrait' },
      }),
    )
    expect(drains.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await ledger(customer.id)).toEqual({ sum: 8, balance: 8 })
  })

  it('disables an account: every session ends at once, the sign-in refused; enabling lets it sign in again', async () => {
    const customer = await createCustomer()
    expect((await adminCall(api, '/api/fr/orders', { token: customer.token })).status).toBe(200)
    const disabled = await adminCall(api, `/api/admin/customers/${customer.id}/disable`, { token: staff.token, body: { disabled: true } })
    expect(disabled.body.data).toEqual({ id: customer.id, disabled: true })
    expect(await db.select().from(sessions).where(eq(sessions.userId, customer.id))).toEqual([])
    expect((await adminCall(secondInstance, '/api/fr/orders', { token: customer.token })).status).toBe(401)
    const page = await adminCall(api, `/api/admin/customers/${customer.id}`, { token: staff.token })
    expect(page.body.data.disabled).toBe(true)
    await adminCall(api, `/api/admin/customers/${customer.id}/disable`, { token: staff.token, body: { disabled: false } })
    expect((await db.select().from(users).where(eq(users.id, customer.id)))[0]!.disabledAt).toBeNull()
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(customer.id)))
    // The page read between them is recorded too (docs/decisions/0062).
    expect(audit.map((entry) => entry.action)).toEqual(['customer.disable', 'customer.view', 'customer.enable'])
  })
})

describe('the inbox', () => {
  it('lists by status, marks a new message read when opened, changes its status', async () => {
    const message = await contactMessage()
    const before = await adminCall(api, '/api/admin/inbox/messages?status=new', { token: staff.token })
    expect(before.body.data.items.map((row: { id: number }) => row.id)).toContain(message.id)
    const opened = await adminCall(api, `/api/admin/inbox/messages/${message.id}?lang=fr`, { token: staff.token })
    expect(opened.body.data).toMatchObject({ id: message.id, status: 'read', subject: m.contact_subject_delivery({}, { locale: 'fr' }) })
    const after = await adminCall(api, '/api/admin/inbox/messages?status=new', { token: staff.token })
    expect(after.body.data.items.map((row: { id: number }) => row.id)).not.toContain(message.id)
    expect(after.body.data.counts.read).toBeGreaterThanOrEqual(1)
    const handled = await adminCall(api, `/api/admin/inbox/messages/${message.id}/status`, {
      token: staff.token,
      body: { status: 'handled' },
    })
    expect(handled.body.data).toEqual({ id: message.id, status: 'handled' })
    expect(
      (await adminCall(api, `/api/admin/inbox/messages/${message.id}/status`, { token: staff.token, body: { status: 'gone' } })).status,
    ).toBe(400)
    expect((await adminCall(api, '/api/admin/inbox/messages/999999', { token: staff.token })).status).toBe(404)
  })

  it("replies by e-mail in the message's language, quoting it, and keeps the thread", async () => {
    const message = await contactMessage({ locale: 'ar', name: 'سلمى', message: 'هل التوصيل غدا؟' })
    const first = await adminCall(api, `/api/admin/inbox/messages/${message.id}/reply?lang=fr`, {
      token: staff.token,
      body: { body: 'نعم، غدا صباحا.' },
    })
    expect(first.status).toBe(200)
    await adminCall(api, `/api/admin/inbox/messages/${message.id}/reply`, { token: admin.token, body: { body: 'Merci encore.' } })
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, message.email)).orderBy(emailOutbox.id)
    expect(mails).toHaveLength(2)
    expect(mails[0]).toMatchObject({ locale: 'ar', subject: `Re: ${m.contact_subject_delivery({}, { locale: 'ar' })}` })
    expect(mails[0]!.text).toContain('نعم، غدا صباحا.')
    expect(mails[0]!.text).toContain('> هل التوصيل غدا؟')
    expect(mails[0]!.html).toContain('dir="rtl"')
    const thread = await adminCall(api, `/api/admin/inbox/messages/${message.id}`, { token: staff.token })
    expect(thread.body.data.status).toBe('handled')
    expect(thread.body.data.thread.map((reply: { body: string; by: string }) => [reply.body, reply.by])).toEqual([
      ['نعم، غدا صباحا.', `${staff.firstName} Test`],
      ['Merci encore.', `${admin.firstName} Test`],
    ])
    expect(await db.select().from(contactReplies).where(eq(contactReplies.messageId, message.id))).toHaveLength(2)
    const empty = await adminCall(api, `/api/admin/inbox/messages/${message.id}/reply`, { token: staff.token, body: { body: ' ' } })
    expect(empty.status).toBe(400)
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entityId, String(message.id))))
    expect(audit.map((entry) => entry.action)).toEqual(['contact.reply', 'contact.reply'])
  })

  it('lists satisfaction answers with their order and customer, and counts likes per Casablanca week', async () => {
    const customer = await createCustomer()
    const answer = async (rating: 1 | 2, answeredAt: string, comment: string | null = null) => {
      const order = await createOrder(customer.id, { lines: [], values: { subtotalCentimes: 1000, totalCentimes: 1000 } })
      await db
        .insert(satisfactionRequests)
        .values({ userId: customer.id, orderId: order.id, rating, comment, answeredAt: new Date(answeredAt) })
      return order
    }
    // Monday 10 June 2030 00:30 in Casablanca (+01) is Sunday 23:30 UTC: this week, not the last.
    const liked = await answer(1, '2030-06-09T23:30:00Z', 'Livreur très aimable')
    await answer(2, '2030-06-11T10:00:00Z')
    await answer(1, '2030-06-05T10:00:00Z')
    await answer(1, '2029-01-01T10:00:00Z')
    const page = await adminCall(api, '/api/admin/inbox/satisfaction', { token: staff.token })
    expect(page.body.data.weeks).toHaveLength(12)
    expect(page.body.data.weeks.at(-1)).toEqual({ week: '2030-06-10', likes: 1, dislikes: 1 })
    expect(page.body.data.weeks.at(-2)).toEqual({ week: '2030-06-03', likes: 1, dislikes: 0 })
    expect(page.body.data.weeks[0].week).toBe('2030-03-25')
    expect(page.body.data.items[1]).toMatchObject({
      rating: 'like',
      comment: 'Livreur très aimable',
      order_reference: liked.reference,
      customer: { id: customer.id, email: customer.email },
    })
  })
})

describe('the dashboard', () => {
  it("counts today's and tomorrow's orders per city and status, the revenue delivered per day, the like rate, stuck e-mails", async () => {
    const before = (await adminCall(api, '/api/admin/dashboard', { token: staff.token })).body.data
    const customer = await createCustomer()
    const order = (status: 'placed' | 'confirmed' | 'delivered' | 'cancelled', deliveryDate: string, city = 'casablanca', values = {}) =>
      createOrder(customer.id, { lines: sidiAliLines, status, deliveryDate, city, values })
    await order('placed', '2030-06-12')
    await order('confirmed', '2030-06-12')
    await order('confirmed', '2030-06-12', 'rabat')
    await order('placed', '2030-06-13')
    await order('cancelled', '2030-06-13')
    // Delivered: yesterday 23:30 in Casablanca (22:30 UTC) counts for yesterday; today's at 09:00.
    await order('delivered', '2030-06-11', 'casablanca', { deliveredAt: new Date('2030-06-11T22:30:00Z'), totalCentimes: 5000 })
    await order('delivered', '2030-06-12', 'casablanca', { deliveredAt: new Date('2030-06-12T08:00:00Z'), totalCentimes: 7000 })
    await order('delivered', '2030-06-12', 'casablanca', { deliveredAt: new Date('2030-06-12T08:30:00Z'), totalCentimes: 3000 })
    await order('delivered', '2030-04-01', 'casablanca', { deliveredAt: new Date('2030-04-01T08:00:00Z'), totalCentimes: 9900 })
    const request = async (rating: 1 | 2, answeredAt: string) => {
      const rated = await order('delivered', '2030-01-01', 'casablanca', { deliveredAt: new Date('2030-01-01T10:00:00Z') })
      await db.insert(satisfactionRequests).values({ userId: customer.id, orderId: rated.id, rating, answeredAt: new Date(answeredAt) })
    }
    await request(1, '2030-06-10T10:00:00Z')
    await request(1, '2030-06-01T10:00:00Z')
    await request(2, '2030-05-20T10:00:00Z')
    await request(2, '2030-04-01T10:00:00Z')
    const mail = { toAddress: 'x@example.test', subject: 'S', text: 'T', html: 'H' }
    await db.insert(emailOutbox).values([
      { ...mail, status: 'failed', attempts: 6, createdAt: new Date('2030-06-01T10:00:00Z') },
      { ...mail, status: 'pending', attempts: 1, createdAt: new Date('2030-06-12T08:30:00Z') },
      { ...mail, status: 'pending', attempts: 1, createdAt: new Date('2030-06-12T08:50:00Z') },
      { ...mail, status: 'pending', attempts: 0, createdAt: new Date('2030-06-12T07:00:00Z') },
      { ...mail, status: 'sent', attempts: 1, createdAt: new Date('2030-06-02T07:00:00Z') },
    ])

    const figures = (await adminCall(api, '/api/admin/dashboard?lang=fr', { token: staff.token })).body.data
    expect(figures.today.day).toBe('2030-06-12')
    expect(figures.today.total - before.today.total).toBe(5)
    const casablanca = figures.today.cities.find((city: { name: string }) => city.name === 'Casablanca')
    expect(casablanca.counts).toMatchObject({ placed: 1, confirmed: 1, delivered: 2 })
    expect(figures.today.cities.find((city: { name: string }) => city.name === 'Rabat').counts.confirmed).toBe(1)
    expect(figures.tomorrow).toMatchObject({ day: '2030-06-13', total: 2 })
    expect(figures.tomorrow.cities[0].counts).toMatchObject({ placed: 1, cancelled: 1 })
    expect(figures.revenue).toHaveLength(30)
    expect(figures.revenue.at(-1)).toEqual({ day: '2030-06-12', total: 10000, orders: 2 })
    expect(figures.revenue.at(-2)).toEqual({ day: '2030-06-11', total: 5000, orders: 1 })
    expect(figures.revenue[0].day).toBe('2030-05-14')
    expect(figures.revenue.reduce((sum: number, day: { total: number }) => sum + day.total, 0)).toBe(15000)
    // The inbox's tests answered too: the last 30 days gained 2 likes and 1 dislike here.
    const { likes, dislikes, rate } = figures.likes
    expect([likes - before.likes.likes, dislikes - before.likes.dislikes]).toEqual([2, 1])
    expect(rate).toBe(Math.round((likes * 100) / (likes + dislikes)))
    expect(figures.stuck_emails.count - before.stuck_emails.count).toBe(2)
    expect(figures.stuck_emails.oldest <= '2030-06-01T10:00:00.000Z').toBe(true)
  })
})
