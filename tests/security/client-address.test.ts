/**
 * Check 9 through the real server path (src/server.ts → the Shop API): the address a per-address
 * limit counts against, with TRUST_PROXY off and on. The contact form's limit (10 messages an
 * hour per address, counted before the captcha is checked) is the cheapest one to fill.
 * Needs the build (`npm test` builds first).
 */
import type { ChildProcess } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { LIMITS } from '~/api/auth/rate-limits'
import { validMessage } from '../api/contact-helpers'
import { useTestDatabase } from '../api/test-database'
import { exitCode, startShop } from '../support/shop-process'

const { url } = await useTestDatabase()
const PORT = 3275
let shop: ChildProcess | undefined

afterEach(async () => {
  if (shop && shop.exitCode === null) {
    shop.kill('SIGTERM')
    await exitCode(shop)
  }
})

const start = (trustProxy: string) =>
  startShop({ port: PORT, env: { DATABASE_URL: url, TRUST_PROXY: trustProxy } }).then((child) => (shop = child))

/** A contact message with a captcha that is never right: only the per-address limit can say 429. */
const send = (forwardedFor: string) =>
  fetch(`http://127.0.0.1:${PORT}/api/fr/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ ...validMessage(), captcha: 'not-a-solution' }),
  })

const limit = LIMITS.contactAddress.points
let counter = 0
const fresh = () => `203.0.113.${++counter}`

describe('check 9: a forged X-Forwarded-For hands out no fresh attempts, through the real server', { timeout: 60_000 }, () => {
  it('without a trusted proxy the header is ignored: the socket address is counted', async () => {
    await start('false')
    for (let attempt = 0; attempt < limit; attempt++) expect((await send(fresh())).status).toBe(400)
    const refused = await send(fresh())
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('behind one trusted proxy the entry it appended is counted, whatever the client wrote on its left', async () => {
    await start('1')
    const client = '198.51.100.21'
    for (let attempt = 0; attempt < limit; attempt++) expect((await send(`${fresh()}, ${client}`)).status).toBe(400)
    expect((await send(`${fresh()}, ${client}`)).status).toBe(429)
    // Another customer behind the same proxy still gets through.
    expect((await send(`${fresh()}, 198.51.100.22`)).status).toBe(400)
  })

  it('with a list of proxy addresses, only those are believed', async () => {
    await start('loopback')
    const client = '198.51.100.31'
    for (let attempt = 0; attempt < limit; attempt++) expect((await send(`${fresh()}, ${client}`)).status).toBe(400)
    expect((await send(`${fresh()}, ${client}`)).status).toBe(429)
  })
})
