/**
 * The built server as raw HTTP reaches it (node:net sockets, tests/support/raw-http.ts): requests
 * without a body or a Content-Length, chunked bodies, bodies over the limit, bodies cut off by a
 * closed connection and bodies sent slowly, to the Shop API and to the server functions. The
 * body limit once answered 500 to any of them without a Content-Length (issue 31): the in-process
 * tests and the fuzzer, which always send one, could not see it. Never a 500, nothing stored
 * from a cut-off body, no error logged, and the server keeps answering others meanwhile.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses, cities, users } from '~/api/db/schema'
import { MAX_REQUEST_BODY_BYTES } from '~/server/body-limit'
import { useTestDatabase } from '../api/test-database'
import { type Framing, rawRequest, type RawRequest } from '../support/raw-http'
import { serverFunctionId } from '../support/server-functions'
import { startSession } from '../support/sessions'
import { exitCode, startShop } from '../support/shop-process'

const { db, url } = await useTestDatabase()
const PORT = 3278
const origin = `http://127.0.0.1:${PORT}`
let shop: ChildProcess
let output = ''

const [casablanca] = await db.select().from(cities).where(eq(cities.slug, 'casablanca'))
async function customer() {
  const tag = randomBytes(4).toString('hex')
  const [user] = await db
    .insert(users)
    .values({ email: `raw-${tag}@example.test`, firstName: 'Salma', lastName: tag })
    .returning()
  const [address] = await db
    .insert(addresses)
    .values({ userId: user!.id, recipientName: 'Salma', phone: '+212612345678', cityId: casablanca!.id, line1: `1 rue ${tag}` })
    .returning()
  return { id: user!.id, token: await startSession(db, user!.id), addressId: address!.id }
}
const me = await customer()
const other = await customer()
const signedIn = { Authorization: `Bearer ${me.token}`, 'Content-Type': 'application/json' }
const addressesOf = async (userId: number) => (await db.select().from(addresses).where(eq(addresses.userId, userId))).length
const newAddress = (line1: string) =>
  JSON.stringify({ recipient_name: 'Salma', phone: '0612345678', city_id: casablanca!.id, line1, line2: 'x'.repeat(120) })

/** What Start's own client sends with a server function call. */
const serverFnHeaders = (locale: 'fr' | 'ar' = 'fr') => ({
  Origin: origin,
  'Sec-Fetch-Site': 'same-origin',
  'x-tsr-serverFn': 'true',
  Referer: `${origin}/${locale}/panier`,
})

beforeAll(async () => {
  shop = await startShop({
    port: PORT,
    env: { DATABASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'info' },
    onOutput: (text) => (output += text),
  })
})
afterAll(async () => {
  shop.kill('SIGTERM')
  await exitCode(shop)
})

const send = (request: RawRequest) => rawRequest(PORT, request)

describe('raw HTTP on the built server (issue 31)', { timeout: 20_000 }, () => {
  // `none`: no body and no length (`curl -X POST`); `length` with an empty body: `Content-Length: 0`.
  const emptyBodies: { framing: Framing; body?: string }[] = [{ framing: 'none' }, { framing: 'length', body: '' }, { framing: 'chunked' }]

  it.each(emptyBodies)('answers what each endpoint should to a request without a body ($framing)', async ({ framing, body }) => {
    const answer = async (method: string, path: string, headers: Record<string, string> = {}) =>
      (await send({ method, path, headers, framing, body }))?.status
    expect(await answer('POST', '/api/logout')).toBe(200)
    // Another customer's address, or none, is not found; nobody's without a session is refused.
    expect(await answer('DELETE', `/api/fr/addresses/${other.addressId}`, signedIn)).toBe(404)
    expect(await answer('DELETE', '/api/fr/addresses/999999', signedIn)).toBe(404)
    expect(await answer('DELETE', `/api/fr/addresses/${me.addressId}`)).toBe(401)
    expect(await answer('PUT', `/api/fr/addresses/${me.addressId}`, signedIn)).toBe(400)
    expect(await answer('POST', '/api/fr/save-cart', { 'Content-Type': 'application/json' })).toBe(400)
    expect(await answer('POST', '/api/ar/login', { 'Content-Type': 'application/json' })).toBe(400)
    expect(await answer('GET', '/api/fr/addresses')).toBe(401)
    // Server functions: the method each one answers, a 405 for another, a 400 for an empty JSON body.
    expect(await answer('POST', `/_serverFn/${serverFunctionId('signOutFn')}`, serverFnHeaders())).toBe(200)
    expect(await answer('DELETE', `/_serverFn/${serverFunctionId('deleteAddressFn')}`, serverFnHeaders())).toBe(405)
    expect(await answer('POST', `/_serverFn/${serverFunctionId('getPublicConfig')}`, serverFnHeaders())).toBe(405)
    expect(
      await answer('POST', `/_serverFn/${serverFunctionId('saveCartFn')}`, { ...serverFnHeaders(), 'Content-Type': 'application/json' }),
    ).toBe(400)
    // Start answers a call without its data with the validation error, serialised for its client.
    expect(await answer('POST', `/_serverFn/${serverFunctionId('deleteAddressFn')}`, serverFnHeaders())).toBe(200)
    expect(await addressesOf(other.id)).toBe(1)
    expect(await addressesOf(me.id)).toBe(1)
  })

  it('reads a small chunked body', async () => {
    const created = await send({
      method: 'POST',
      path: '/api/fr/addresses',
      headers: signedIn,
      body: newAddress('2 rue des Chunks'),
      framing: 'chunked',
      pieces: 3,
    })
    expect(created?.status).toBe(201)
    expect(JSON.parse(created!.body).data.line1).toBe('2 rue des Chunks')
    expect(await addressesOf(me.id)).toBe(2)
  })

  it('answers 413 to a chunked body over the limit, in the caller’s language', async () => {
    const oversized = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(MAX_REQUEST_BODY_BYTES) })
    const chunked = { method: 'POST', body: oversized, framing: 'chunked', pieces: 8 } as const
    const french = await send({ ...chunked, path: '/api/fr/login', headers: { 'Content-Type': 'application/json' } })
    expect(french?.status).toBe(413)
    expect(JSON.parse(french!.body).message).toBe('La requête est trop volumineuse.')
    const arabic = await send({
      ...chunked,
      path: `/_serverFn/${serverFunctionId('saveCartFn')}`,
      headers: { ...serverFnHeaders('ar'), 'Content-Type': 'application/json' },
    })
    expect(arabic?.status).toBe(413)
    expect(JSON.parse(arabic!.body).message).toBe('الطلب كبير جدًا.')
  })

  it('answers 413 to a chunked body far over the limit, and the client reads it', async () => {
    // The limit stops counting at 100 KB; the rest, still coming, is read and dropped before the
    // connection closes: closed with it unread, the connection was reset and the client lost the
    // 413 (4 times in 6 at 300 KB; the fuzzer met it on an import of an unknown kind).
    for (const [size, pieces] of [
      [300_000, 1],
      [1_000_000, 2],
      [3_000_000, 3],
    ] as const) {
      const answer = await send({
        method: 'POST',
        path: '/api/fr/login',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(size) }),
        framing: 'chunked',
        pieces,
      })
      expect({ size, status: answer?.status, closedEarly: answer?.closedEarly }).toEqual({ size, status: 413, closedEarly: false })
      expect(JSON.parse(answer!.body).message).toBe('La requête est trop volumineuse.')
    }
  })

  it('stores nothing from a body cut off half-way, and keeps answering', async () => {
    const before = await addressesOf(me.id)
    // The whole JSON sent, but not the spaces after it that end the body: a server that acted on
    // what came would store it. Then a body cut in its middle.
    const json = newAddress('3 rue Coupée')
    const padded = json + ' '.repeat(json.length)
    for (const [framing, cutAt] of [
      ['chunked', 0.75],
      ['length', 0.75],
      ['chunked', 0.25],
      ['length', 0.25],
    ] as const) {
      expect(
        await send({ method: 'POST', path: '/api/fr/addresses', headers: signedIn, body: padded, framing, cutAt, pieces: 2 }),
      ).toBeNull()
    }
    // A server function's body cut off too (read by the payload check), and a chunked one over nothing.
    const createAddress = `/_serverFn/${serverFunctionId('createAddressFn')}`
    for (const framing of ['chunked', 'length'] as const) {
      expect(
        await send({
          method: 'POST',
          path: createAddress,
          headers: { ...serverFnHeaders(), 'Content-Type': 'application/json' },
          body: '{"t":{"t":10,"i":0,"p":{"k":[]',
          framing,
          cutAt: 0.6,
        }),
      ).toBeNull()
    }
    expect((await send({ method: 'GET', path: '/health/live' }))?.status).toBe(200)
    expect((await send({ method: 'POST', path: '/api/logout' }))?.status).toBe(200)
    expect(await addressesOf(me.id)).toBe(before)
  })

  it('reads a body sent slowly, while answering other requests at once', async () => {
    const slowly = Promise.all(
      (['chunked', 'length'] as const).map((framing) =>
        send({
          method: 'POST',
          path: '/api/fr/addresses',
          headers: signedIn,
          body: newAddress(`4 rue Lente ${framing}`),
          framing,
          pieces: 6,
          pauseMs: 500,
        }),
      ),
    )
    const waits: number[] = []
    for (let n = 0; n < 5; n++) {
      const started = performance.now()
      expect((await send({ method: 'GET', path: '/api/fr/initial-data' }))?.status).toBe(200)
      waits.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    const answers = await slowly
    expect(answers.map((answer) => answer?.status)).toEqual([201, 201])
    // Each other request answered long before the slow bodies (about 2.5 s) were all in.
    expect(Math.max(...waits)).toBeLessThan(1000)
  })

  it('keeps the connection open until the body is in when it answers before reading it', async () => {
    // A server that closes with the body still coming resets the connection, and the client may
    // lose the answer (RFC 9112 §9.6): the fuzzer met it once, on a path that is not valid UTF-8,
    // refused by the framework before the shop's own app sees the request.
    const early = [
      { path: '/api/admin/holidays/%ED%A0%80?lang=0', status: 400 },
      { path: `/api/fr/addresses/${me.addressId}`, status: 401 },
      { path: '/%ED%A0%80', status: 400 },
    ]
    for (const { path, status } of early) {
      const body = JSON.stringify({ line1: 'x'.repeat(3000) })
      const answer = await send({
        method: 'PUT',
        path,
        headers: { 'Content-Type': 'application/json' },
        body,
        framing: 'chunked',
        pieces: 3,
        pauseMs: 150,
      })
      expect({ path, status: answer?.status, closedEarly: answer?.closedEarly }).toEqual({ path, status, closedEarly: false })
    }
  })

  it('logged no error for any of it (a cut-off body is an information line)', () => {
    const lines = output.split('\n').filter((line) => line.startsWith('{'))
    const parsed = lines.map((line) => JSON.parse(line) as { level: number; msg: string })
    expect(parsed.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([])
    expect(parsed.filter((line) => line.msg.includes('left before sending its whole body')).length).toBeGreaterThanOrEqual(4)
    expect(output).not.toMatch(/Cannot read private member/)
  })
})
