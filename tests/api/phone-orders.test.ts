/**
 * Orders taken by phone (docs/decisions/0078) on a real PostgreSQL: the checkout's rules refuse
 * in the staff member's language, a new customer without an e-mail gets an account no mail
 * reaches, one key makes one order, the history names who took it, the customer's e-mail goes
 * out in their language when they have an address.
 */
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailOutbox, orderEvents, orders, users } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { call, checkoutFixtures, createCustomer, newKey, together } from './checkout-helpers'
import { useTestDatabase } from './test-database'

const MONDAY_MORNING = new Date('2026-07-20T08:00:00Z')
const { db, api } = await useTestDatabase({ now: () => MONDAY_MORNING })
const f = await checkoutFixtures(db)
const staff = await createMember(db, 'staff')
const large = f.variants[1]!
const options = (await call(api, `/api/fr/checkout/options?city_id=${f.casablanca.id}`, { method: 'GET' })).body.data
const standard = options.delivery_modes.find((mode: { code: string }) => mode.code === 'standard')
const order = (extra: Record<string, unknown>) => ({
  city_id: f.casablanca.id,
  products: [{ product_id: f.sidiAli.id, quantity: 30, product_attribute_id: large.id }],
  delivery_mode_id: standard.id,
  delivery_date: standard.dates[0],
  payment_mode_id: f.cash.id,
  ...extra,
})
const take = (body: unknown, { lang = 'fr', key = newKey() } = {}) =>
  call(api, `/api/admin/phone-orders?lang=${lang}`, { token: staff.token, key, body })

describe('an order taken by phone', () => {
  it("refuses an undeliverable date with the checkout's message, in the staff member's language", async () => {
    const customer = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
    for (const lang of ['fr', 'ar'] as const) {
      const { status, body } = await take(
        order({ customer_id: customer.id, delivery_address_id: customer.home.id, delivery_date: '2026-07-19' }),
        {
          lang,
        },
      )
      expect(status).toBe(400)
      expect(body.data.errors.delivery_date).toEqual([m.api_checkout_date_unavailable({}, { locale: lang })])
    }
    expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(0)
  })

  it('places one order per key for an existing customer, marked with who took it, e-mailed in their language', async () => {
    const customer = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id, locale: 'ar' })
    const key = newKey()
    const body = order({ customer_id: customer.id, delivery_address_id: customer.home.id })
    const answers = await together(3, () => take(body, { key }))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201])
    const placed = await db.select().from(orders).where(eq(orders.userId, customer.id))
    expect(placed).toHaveLength(1)
    expect(placed[0]!.takenById).toBe(staff.id)
    expect(placed[0]!.locale).toBe('ar')
    const [note] = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, placed[0]!.id), eq(orderEvents.actorId, staff.id)))
    expect(note!.reason).toBe(m.phone_history_note({}, { locale: 'fr' }))
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email))
    expect(mails.length).toBeGreaterThan(0)
  })

  it('creates a new customer without an e-mail with their address, and writes them no mail', async () => {
    const phone = '0661234567'
    const { status, body } = await take(
      order({
        new_customer: {
          first_name: 'Rachid',
          last_name: 'Tazi',
          phone,
          locale: 'fr',
          address: {
            recipient_name: 'Rachid Tazi',
            phone,
            city_id: f.casablanca.id,
            line1: '12 rue Ibnou Sina',
            latitude: 33.58,
            longitude: -7.62,
          },
        },
      }),
    )
    expect(status, JSON.stringify(body)).toBe(201)
    const [customer] = await db.select().from(users).where(eq(users.id, body.data.customer_id))
    expect(customer!.email).toMatch(/@telephone\.invalid$/)
    expect(await db.select().from(emailOutbox).where(like(emailOutbox.toAddress, '%@telephone.invalid'))).toHaveLength(0)
    // An address that fails the address form's rules is refused field by field, and no customer is left behind.
    const before = (await db.select().from(users)).length
    const refused = await take(
      order({
        new_customer: {
          first_name: 'Nadia',
          phone,
          locale: 'ar',
          address: { recipient_name: 'Nadia', phone: '12', city_id: f.casablanca.id, line1: 'x' },
        },
      }),
      { lang: 'ar' },
    )
    expect(refused.status).toBe(400)
    expect(refused.body.data.errors['new_customer.address.phone']).toEqual([m.address_error_phone_invalid({}, { locale: 'ar' })])
    // A city the shop does not know is the address's 400 too (the fuzzer met the database's refusal as a 500).
    const unknownCity = await take(
      order({
        new_customer: {
          first_name: 'Nadia',
          phone,
          locale: 'ar',
          address: { recipient_name: 'Nadia', phone: '0612345678', city_id: 999_999, line1: '12 rue des Orangers' },
        },
      }),
      { lang: 'ar' },
    )
    expect(unknownCity.status).toBe(400)
    expect(unknownCity.body.data.errors['new_customer.address.city_id']).toEqual([m.api_city_not_found({}, { locale: 'ar' })])
    expect((await db.select().from(users)).length).toBe(before)
  })

  it('previews the totals with the customer’s prices, as a driver may not', async () => {
    const customer = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
    const preview = await adminCall(api, '/api/admin/phone-orders/preview', {
      token: staff.token,
      body: order({ customer_id: customer.id }),
    })
    expect(preview.status).toBe(200)
    expect(preview.body.data.totals.subtotal).toBeGreaterThan(0)
    const driver = await createMember(db, 'driver')
    const refused = await adminCall(api, '/api/admin/phone-orders/preview', {
      token: driver.token,
      body: order({ customer_id: customer.id }),
    })
    expect(refused.status).toBe(403)
  })
})
