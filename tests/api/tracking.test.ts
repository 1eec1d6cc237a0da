/**
 * The customer's tracking page on a real PostgreSQL (issue 45 item 4, decision 0099): the
 * out-for-delivery e-mail's signed link opens its order on its day only (an altered token is a
 * 404, the next day a 410 in the customer's language); it shows the driver's first name, the stops
 * still before it and a window that narrows with the round's real pace, then "delivered at … to …",
 * and nothing of another stop; a round that falls behind sends one delay e-mail, never two.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, orderTracking } from '~/api/db/schema'
import { sendTrackingDelays } from '~/api/services/tracking/tracking-delays'
import { shopTimeToInstant } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { orderFixtures, sidiAliLines } from './order-fixtures'
import { useTestDatabase } from './test-database'

const DAY = '2026-11-24'
/** The shop's clock on the day (through the tz database: Casablanca's offset is not a constant). */
const local = (hour: number, minute = 0) => new Date(shopTimeToInstant(DAY, hour).getTime() + minute * 60_000)
let clock = local(8, 50)
const { db, api } = await useTestDatabase({ now: () => clock })
const { createCustomer, createOrder } = orderFixtures(db)

const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver', { firstName: 'Karim', lastName: 'Bennani' })

type Stop = Awaited<ReturnType<typeof placeStop>>
async function placeStop(firstName: string, locale = 'fr') {
  const customer = await createCustomer({ locale, firstName })
  const order = await createOrder(customer.id, { lines: sidiAliLines, status: 'confirmed', deliveryDate: DAY, values: { locale } })
  return { customer, order }
}

const mailsTo = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))
const tokenIn = (text: string) => /\/suivi\/([^\s"<]+)/.exec(text)?.[1]
const track = (token: string, locale = 'fr') => adminCall(api, `/api/${locale}/tracking/${token}`)
const deliver = (reference: string, at: Date, body: Record<string, unknown> = {}) => {
  clock = new Date(at.getTime() + 30_000)
  return adminCall(api, `/api/admin/orders/${reference}/status`, {
    token: driver.token,
    body: { action: 'deliver', client_key: randomUUID(), acted_at: at.toISOString(), ...body },
  })
}

let round: Stop[] = []
let token = ''

beforeAll(async () => {
  // Casablanca's pace as seeded: the round at 09:00, 20 minutes a stop, a window of three hours.
  round = [await placeStop('Salma'), await placeStop('Youssef'), await placeStop('Nora'), await placeStop('Amina', 'fr')]
  const references = round.map(({ order }) => order.reference)
  const assigned = await adminCall(api, '/api/admin/deliveries/assign', {
    token: staff.token,
    body: { date: DAY, references, driver_id: driver.id },
  })
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
  const dispatched = await adminCall(api, '/api/admin/deliveries/dispatch', {
    token: staff.token,
    body: { date: DAY, driver_id: driver.id },
  })
  expect(dispatched.status, JSON.stringify(dispatched.body)).toBe(200)
  const [mail] = await mailsTo(round[3]!.customer.email)
  token = decodeURIComponent(tokenIn(mail!.text) ?? '')
  expect(token).toMatch(new RegExp(`^${round[3]!.order.reference}\\.${DAY}\\.[A-Za-z0-9_-]{43}$`))
})

describe('the tracking link', () => {
  it('is in the out-for-delivery e-mail, in the customer’s language, with the window it told', async () => {
    const [mail] = await mailsTo(round[3]!.customer.email)
    expect(mail!.html).toContain(m.tracking_mail_button({}, { locale: 'fr' }))
    expect(mail!.text).toContain(m.pod_mail_window({ from: '09:00', to: '12:00' }, { locale: 'fr' }))
    const [told] = await db.select().from(orderTracking).where(eq(orderTracking.orderId, round[3]!.order.id))
    expect(told).toMatchObject({ deliveryDate: DAY, toldFrom: 9 * 60, toldTo: 12 * 60, delayToldAt: null })
  })

  it('shows its own order only: the driver’s first name, the stops before, the window; no other stop', async () => {
    const answer = await track(token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data).toEqual({
      reference: round[3]!.order.reference,
      delivery_date: DAY,
      status: 'on_its_way',
      driver_first_name: 'Karim',
      stops_before: 3,
      window: { from: '09:00', to: '12:00' },
      delivered: null,
      new_delivery_date: null,
    })
    const text = JSON.stringify(answer.body)
    for (const { customer, order } of round.slice(0, 3)) {
      expect(text).not.toContain(order.reference)
      expect(text).not.toContain(customer.firstName)
      expect(text).not.toContain(customer.email)
    }
    for (const word of ['Bennani', 'Ibnou', 'Maârif', 'latitude', 'longitude', 'round_position', '+212']) expect(text).not.toContain(word)
  })

  it('refuses a token it did not sign (404, never another order), and the day after its day (410), in the link’s language', async () => {
    const [reference, day, signature] = token.split('.') as [string, string, string]
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')
    for (const forged of [
      `${reference}.${day}.${flipped}`,
      `${round[0]!.order.reference}.${day}.${signature}`,
      `${reference}.2026-11-25.${signature}`,
      'nothing',
    ]) {
      const answer = await track(forged)
      expect(answer.status, forged).toBe(404)
      expect(answer.body.data).not.toHaveProperty('reference')
    }
    expect((await track(`${reference}.${day}.${flipped}`, 'ar')).body.message).toBe(m.tracking_error_link({}, { locale: 'ar' }))

    const before = clock
    clock = shopTimeToInstant('2026-11-25', 8)
    const expired = await track(token, 'ar')
    expect([expired.status, expired.body.message]).toEqual([410, m.tracking_expired({}, { locale: 'ar' })])
    expect((await track(token)).body.message).toBe(m.tracking_expired({}, { locale: 'fr' }))
    clock = before
  })

  it("narrows its window with the round's real pace as the stops before are delivered", async () => {
    const widths: number[] = []
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
    const width = async () => {
      const { window } = (await track(token)).body.data
      widths.push(minutes(window.to) - minutes(window.from))
      return window
    }
    await width()
    expect((await deliver(round[0]!.order.reference, local(9, 10))).status).toBe(200)
    await width()
    expect((await deliver(round[1]!.order.reference, local(9, 20))).status).toBe(200)
    // 10 minutes a stop so far, one stop left before: expected at 9:40, 30 minutes wide.
    expect(await width()).toEqual({ from: '09:25', to: '09:55' })
    expect((await track(token)).body.data.stops_before).toBe(1)
    expect(widths[0]).toBe(180)
    expect(widths[1]).toBeLessThan(widths[0]!)
    expect(widths[2]).toBeLessThanOrEqual(widths[1]!)
    // Early: no delay e-mail.
    expect(await sendTrackingDelays(db, { now: clock })).toBe(0)
  })

  it('sends one short e-mail with the new window when the round falls behind the one told, never a second', async () => {
    // The third stop at 11:50: 57 minutes a stop, this one now expected after 12:00.
    expect((await deliver(round[2]!.order.reference, local(11, 50))).status).toBe(200)
    const { window, stops_before } = (await track(token)).body.data
    expect(stops_before).toBe(0)
    expect(window.to > '12:00').toBe(true)
    expect(await sendTrackingDelays(db, { now: clock })).toBe(1)
    clock = new Date(clock.getTime() + 20 * 60_000)
    expect(await sendTrackingDelays(db, { now: clock })).toBe(0)
    const delays = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, round[3]!.customer.email), like(emailOutbox.subject, '%nouvel horaire%')))
    expect(delays).toHaveLength(1)
    expect(delays[0]!.text).toContain(m.tracking_delay_text({ from: window.from, to: window.to }, { locale: 'fr' }))
    expect(delays[0]!.text).toContain(`/suivi/${encodeURIComponent(token)}`)
    const [told] = await db.select().from(orderTracking).where(eq(orderTracking.orderId, round[3]!.order.id))
    expect(told!.delayToldAt).not.toBeNull()
    // No other customer of the round was told anything.
    for (const { customer } of round.slice(0, 3)) expect(await mailsTo(customer.email)).toHaveLength(2)
  })

  it('ends with when and to whom it was delivered', async () => {
    expect((await deliver(round[3]!.order.reference, local(12, 10), { recipient_name: 'Ahmed' })).status).toBe(200)
    const answer = await track(token)
    expect(answer.body.data).toMatchObject({
      status: 'delivered',
      driver_first_name: 'Karim',
      stops_before: null,
      window: null,
      delivered: { clock: '12:10', received_by: 'Ahmed' },
    })
    // Delivered without a name taken: the page says by which driver.
    const [, , other] = round
    const otherMail = (await mailsTo(other!.customer.email))[0]!
    const otherToken = decodeURIComponent(tokenIn(otherMail.text)!)
    expect((await track(otherToken)).body.data.delivered).toMatchObject({ clock: '11:50', received_by: null })
  })
})
