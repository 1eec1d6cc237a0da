/**
 * The driver at the door and the out-for-delivery e-mail on a real PostgreSQL (issue 36 §3,
 * decision 0087): arrived and delivered times at the driver's clock, kept between the dispatch and
 * the server's now; the recipient's name and a signature stored as private WebP, served to staff
 * only, and to the customer as "delivered at … to …"; the e-mail's window from the round's order
 * and the city's pace, edited in the rules.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { auditLog, deliveryProofs, emailOutbox, orderEvents, orders } from '~/api/db/schema'
import { mediaRoute } from '~/api/media/media-route'
import { mediaStore } from '~/api/media/media-store'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { orderFixtures, sidiAliLines } from './order-fixtures'
import { useTestDatabase } from './test-database'

/** Tuesday 24 November 2026, 10:00 in Casablanca. */
const NOW = new Date('2026-11-24T09:00:00Z')
const { db, api } = await useTestDatabase({ now: () => NOW })
const { cityId, createCustomer, createOrder } = orderFixtures(db)

const admin = await createMember(db, 'admin')
const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver', { firstName: 'Karim' })
const otherDriver = await createMember(db, 'driver')
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000)

/** An order of `day` assigned to the driver and dispatched `dispatchedMinutesAgo` before now. */
async function outForDelivery({ day = '2026-11-24', dispatchedMinutesAgo = 60, locale = 'fr' } = {}) {
  const customer = await createCustomer({ locale })
  const order = await createOrder(customer.id, {
    lines: sidiAliLines,
    status: 'out_for_delivery',
    deliveryDate: day,
    values: { driverId: driver.id, roundPosition: 1, locale },
  })
  await db.insert(orderEvents).values({
    orderId: order.id,
    kind: 'status',
    fromStatus: 'confirmed',
    toStatus: 'out_for_delivery',
    createdAt: minutesAgo(dispatchedMinutesAgo),
  })
  return { order, customer }
}

const signature = async () =>
  (
    await sharp({ create: { width: 600, height: 240, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="600" height="240"><path d="M20 200 C 150 20, 300 220, 580 40" stroke="#111" stroke-width="4" fill="none"/></svg>',
          ),
          top: 0,
          left: 0,
        },
      ])
      .png()
      .toBuffer()
  ).toString('base64')

const deliver = (reference: string, body: Record<string, unknown>, token = driver.token) =>
  adminCall(api, `/api/admin/orders/${reference}/status`, { token, body: { action: 'deliver', client_key: randomUUID(), ...body } })
const arrive = (reference: string, body: Record<string, unknown>, token = driver.token) =>
  adminCall(api, `/api/admin/orders/${reference}/arrived`, { token, body: { client_key: randomUUID(), ...body } })
const proofRow = async (orderId: number) => (await db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, orderId)))[0]

describe('the proof of delivery', () => {
  it('keeps the recipient and the signature, served to staff only; the customer reads delivered at … to …', async () => {
    const { order, customer } = await outForDelivery()
    const key = randomUUID()
    const body = {
      client_key: key,
      acted_at: minutesAgo(18).toISOString(),
      recipient_name: 'Ahmed',
      proof: { kind: 'signature', data: await signature() },
    }
    const answer = await deliver(order.reference, body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    // Sent again (the answer lost on the way): applied once.
    expect((await deliver(order.reference, body)).body.data.replayed).toBe(true)
    const events = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'delivered')))
    expect(events).toHaveLength(1)

    const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.deliveredAt).toEqual(minutesAgo(18))
    const proof = await proofRow(order.id)
    expect(proof).toMatchObject({ recipientName: 'Ahmed', kind: 'signature' })
    expect(proof!.mediaKey).toMatch(/^proofs\/[0-9a-f]{32}\.webp$/)
    const stored = await mediaStore().read(proof!.mediaKey!)
    expect((await sharp(stored!).metadata()).format).toBe('webp')

    // Never public: not under /media/, and only staff read it through the API.
    expect((await mediaRoute.request(`/media/${proof!.mediaKey}`)).status).toBe(404)
    const image = (token?: string) =>
      api.request(`/api/admin/orders/${order.reference}/proof.webp`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
    const served = await image(staff.token)
    expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control')]).toEqual([
      200,
      'image/webp',
      'private, no-store',
    ])
    expect((await image()).status).toBe(401)
    expect((await image(customer.token)).status).toBe(403)
    expect((await image(driver.token)).status).toBe(403)

    const detail = await adminCall(api, `/api/admin/orders/${order.reference}`, { token: staff.token })
    expect(detail.body.data.proof).toEqual({
      arrived_at: null,
      delivered_at: minutesAgo(18).toISOString(),
      recipient_name: 'Ahmed',
      kind: 'signature',
    })
    const mine = await adminCall(api, `/api/fr/orders/${order.reference}`, { token: customer.token })
    expect(mine.body.data.delivered_to).toEqual({ at: minutesAgo(18).toISOString(), name: 'Ahmed' })
    expect(JSON.stringify(mine.body.data)).not.toContain('proofs/')
  })

  it("keeps a phone's photo upright, fitted in 800 px, as WebP", async () => {
    const { order } = await outForDelivery()
    const photo = await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#c8b89a' } })
      .jpeg({ quality: 60 })
      .toBuffer()
    const answer = await deliver(order.reference, { recipient_name: 'Gardien', proof: { kind: 'photo', data: photo.toString('base64') } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const proof = await proofRow(order.id)
    expect(proof).toMatchObject({ recipientName: 'Gardien', kind: 'photo' })
    const stored = await sharp((await mediaStore().read(proof!.mediaKey!))!).metadata()
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 800, 600])
  })

  it('refuses a proof that is not an image, under its field, and delivers nothing', async () => {
    const { order } = await outForDelivery()
    // Bytes that are no image, and none at all (sharp throws on an empty buffer before any promise: the fuzzer met a 500).
    for (const data of [Buffer.from('not an image').toString('base64'), 'data:image/jpeg;base64,']) {
      const answer = await deliver(order.reference, { proof: { kind: 'photo', data } })
      expect(answer.status, data).toBe(400)
      expect(answer.body.message).toBe(m.api_image_not_image({}, { locale: 'fr' }))
    }
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('out_for_delivery')
  })
})

describe('a proof checked before its image is kept (issue 43, hole 7)', () => {
  /** A signature no other test draws, and the file its proof would be stored in. */
  async function uniqueSignature() {
    // Unique for real: a line's two ends and its grey drawn at random (millions of signatures; one
    // height among 200 once drew the same signature twice in a test, and a replay's file "existed").
    const [from, to, grey] = [20 + randomInt(200), 20 + randomInt(200), randomInt(100)]
    const stroke = `rgb(${grey},${grey},${grey})`
    const png = await sharp({ create: { width: 300, height: 240, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } })
      .composite([
        {
          input: Buffer.from(`<svg width="300" height="240"><path d="M10 ${from} L 290 ${to}" stroke="${stroke}" stroke-width="3"/></svg>`),
        },
      ])
      .png()
      .toBuffer()
    const hash = createHash('sha256').update(png).digest('hex').slice(0, 32)
    return { data: png.toString('base64'), file: path.join(process.env.MEDIA_DIR!, 'proofs', `${hash}.webp`) }
  }

  it("writes no file for an order that does not exist, another driver's, one not out for delivery, or a replay", async () => {
    const missing = await uniqueSignature()
    expect((await deliver('MS-NOPE-0000', { proof: { kind: 'signature', data: missing.data } })).status).toBe(404)
    expect(existsSync(missing.file)).toBe(false)

    const { order } = await outForDelivery()
    const others = await uniqueSignature()
    expect((await deliver(order.reference, { proof: { kind: 'signature', data: others.data } }, otherDriver.token)).status).toBe(404)
    expect(existsSync(others.file)).toBe(false)

    const first = await uniqueSignature()
    const clientKey = randomUUID()
    expect((await deliver(order.reference, { client_key: clientKey, proof: { kind: 'signature', data: first.data } })).status).toBe(200)
    expect(existsSync(first.file)).toBe(true)
    // Files only the shop reads: 0600 in a 0700 folder.
    expect(statSync(first.file).mode & 0o777).toBe(0o600)
    expect(statSync(path.dirname(first.file)).mode & 0o777).toBe(0o700)

    const replayed = await uniqueSignature()
    const replay = await deliver(order.reference, { client_key: clientKey, proof: { kind: 'signature', data: replayed.data } })
    expect(replay.status).toBe(200)
    expect(existsSync(replayed.file)).toBe(false)
    const late = await uniqueSignature()
    expect((await deliver(order.reference, { proof: { kind: 'signature', data: late.data } })).status).toBe(409)
    expect(existsSync(late.file)).toBe(false)
    expect((await proofRow(order.id))!.mediaKey).toBe(`proofs/${path.basename(first.file)}`)
  })
})

describe("the driver's times", () => {
  it('keep the time the driver pressed, never the future nor before the dispatch', async () => {
    const future = await outForDelivery()
    await deliver(future.order.reference, { acted_at: new Date(NOW.getTime() + 3 * 3600_000).toISOString() })
    expect((await db.select().from(orders).where(eq(orders.id, future.order.id)))[0]!.deliveredAt).toEqual(NOW)

    const early = await outForDelivery({ dispatchedMinutesAgo: 30 })
    await deliver(early.order.reference, { acted_at: minutesAgo(24 * 60).toISOString() })
    expect((await db.select().from(orders).where(eq(orders.id, early.order.id)))[0]!.deliveredAt).toEqual(minutesAgo(30))
  })

  it('keep the first arrival sent, bounded the same way, for the driver of the order only', async () => {
    const { order } = await outForDelivery()
    const first = await arrive(order.reference, { acted_at: minutesAgo(25).toISOString() })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.data.arrived_at).toBe(minutesAgo(25).toISOString())
    // A later arrival (another press, a replay with the phone's clock gone wrong) changes nothing.
    const again = await arrive(order.reference, { acted_at: new Date(NOW.getTime() + 3600_000).toISOString() })
    expect(again.body.data.arrived_at).toBe(minutesAgo(25).toISOString())
    expect((await proofRow(order.id))!.arrivedAt).toEqual(minutesAgo(25))
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.reference), eq(auditLog.action, 'order.arrived')))
    expect(audited.map((line) => [line.actorId, line.after])).toEqual([[driver.id, { arrived_at: minutesAgo(25).toISOString() }]])

    const future = await outForDelivery()
    await arrive(future.order.reference, { acted_at: new Date(NOW.getTime() + 3600_000).toISOString() })
    expect((await proofRow(future.order.id))!.arrivedAt).toEqual(NOW)

    expect((await arrive(order.reference, {}, otherDriver.token)).status).toBe(404)
    const confirmed = await createOrder((await createCustomer()).id, {
      lines: sidiAliLines,
      status: 'confirmed',
      deliveryDate: '2026-11-24',
      values: { driverId: driver.id },
    })
    expect((await arrive(confirmed.reference, {})).status).toBe(409)

    // The driver's round shows the arrival.
    const round = await adminCall(api, '/api/admin/my-round?date=2026-11-24', { token: driver.token })
    const stop = round.body.data.orders.find((each: { reference: string }) => each.reference === order.reference)
    expect(stop.arrived_at).toBe(minutesAgo(25).toISOString())
  })
})

describe('the out-for-delivery e-mail', () => {
  it("carries each stop's window, from the round's order and the city's pace set in the rules, in the customer's language", async () => {
    const rabat = await cityId('rabat')
    const rules = await adminCall(api, '/api/admin/rules', { token: admin.token })
    const city = rules.body.data.cities.find((each: { id: number }) => each.id === rabat)
    expect(city).toMatchObject({ round_start: '09:00', minutes_per_stop: 20, window_minutes: 180 })
    const { id: _id, slug: _slug, in_use: _inUse, ...fields } = city
    const pace = {
      round_start: '08:00',
      minutes_per_stop: 30,
      window_minutes: 120,
      dispatch_note_fr: 'Préparez vos bonbonnes vides.',
      dispatch_note_ar: 'جهزوا القنينات الفارغة.',
    }
    const wrong = await adminCall(api, `/api/admin/rules/cities/${rabat}`, {
      method: 'PUT',
      token: admin.token,
      body: { ...fields, round_start: '25:00' },
    })
    expect([wrong.status, Object.keys(wrong.body.data.errors)]).toEqual([400, ['round_start']])
    const saved = await adminCall(api, `/api/admin/rules/cities/${rabat}`, {
      method: 'PUT',
      token: admin.token,
      body: { ...fields, ...pace },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toMatchObject(pace)

    // Tomorrow's round of five stops in Rabat: the first and the fifth customer's windows.
    const day = '2026-11-25'
    const round = []
    for (const locale of ['fr', 'fr', 'fr', 'fr', 'ar']) {
      const customer = await createCustomer({ city: 'rabat', locale })
      round.push({
        customer,
        order: await createOrder(customer.id, {
          lines: sidiAliLines,
          status: 'confirmed',
          city: 'rabat',
          deliveryDate: day,
          values: { locale },
        }),
      })
    }
    const references = round.map(({ order }) => order.reference)
    expect(
      (await adminCall(api, '/api/admin/deliveries/assign', { token: staff.token, body: { date: day, references, driver_id: driver.id } }))
        .status,
    ).toBe(200)
    expect(
      (await adminCall(api, '/api/admin/deliveries/dispatch', { token: staff.token, body: { date: day, driver_id: driver.id } })).status,
    ).toBe(200)

    const mailTo = async (email: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).at(-1)!.text
    const first = await mailTo(round[0]!.customer.email)
    expect(first).toContain(m.pod_mail_window({ from: '08:00', to: '10:00' }, { locale: 'fr' }))
    expect(first).toContain('Préparez vos bonbonnes vides.')
    // Four stops ahead: 8:00 + 4 × 30 min = 10:00, an hour either side.
    const fifth = await mailTo(round[4]!.customer.email)
    expect(fifth).toContain(m.pod_mail_window({ from: '09:00', to: '11:00' }, { locale: 'ar' }))
    expect(fifth).toContain('جهزوا القنينات الفارغة.')
  })
})
