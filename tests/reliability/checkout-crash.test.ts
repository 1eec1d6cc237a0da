/**
 * Check 5: the built shop crashes while orders are placed, then the browser retries with the
 * same Idempotency-Keys. First the app is killed (`kill -9`) with orders in flight, then
 * PostgreSQL itself. After each restart every acknowledged order exists exactly once (the
 * retry answers the same reference), and the voucher, the points and the e-mails agree with the
 * orders that exist. While PostgreSQL is down, the API and the pages answer 503 with Retry-After.
 * Needs the build (`npm test` builds first).
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { hashToken } from '~/api/auth/token-hash'
import { postmasterPid, removeEmbeddedPostgres } from '../support/embedded-postgres-process'
import { exitCode, startShop as startAt } from '../support/shop-process'
import { newSessionToken } from '../support/sessions'
import { queryDatabase } from '../support/sql'

const PORT = 3270
const DB_PORT = 5670
const DATA_DIR = 'data/checkout-crash-postgres'
const base = `http://127.0.0.1:${PORT}`
const databaseUrl = `postgres://postgres:embedded-local@127.0.0.1:${DB_PORT}/shop`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let shop: ChildProcess | undefined

const startShop = async () => (shop = await startAt({ port: PORT, dbPort: DB_PORT, dataDir: DATA_DIR }))

const query = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => queryDatabase<T>(databaseUrl, text, values)

afterAll(async () => {
  if (shop && shop.exitCode === null) shop.kill('SIGTERM')
  await sleep(1500)
  await removeEmbeddedPostgres(DATA_DIR)
})

describe('crash during checkout (check 5)', () => {
  it('keeps every acknowledged order exactly once through kill -9 of the app and of PostgreSQL', { timeout: 300_000 }, async () => {
    await rm(DATA_DIR, { recursive: true, force: true })
    await rm(`${DATA_DIR}.owner`, { force: true })
    shop = await startShop()

    // A customer with a session, an address, 1000 points; a voucher limited to 5 uses.
    const tag = randomBytes(4).toString('hex')
    const token = newSessionToken()
    const [city] = await query<{ id: number }>("SELECT id FROM cities WHERE slug = 'casablanca'")
    const [user] = await query<{ id: number }>(
      "INSERT INTO users (email, first_name, city_id, points_balance) VALUES ($1, 'Crash', $2, 1000) RETURNING id",
      [`crash-${tag}@example.test`, city!.id],
    )
    await query("INSERT INTO points_ledger (user_id, delta, reason) VALUES ($1, 1000, 'gift')", [user!.id])
    await query("INSERT INTO sessions (token, user_id, expires_at) VALUES ($1, $2, now() + interval '2 hours')", [
      hashToken(token),
      user!.id,
    ])
    const [address] = await query<{ id: number }>(
      "INSERT INTO addresses (user_id, recipient_name, phone, city_id, line1) VALUES ($1, 'Crash', '+212612345678', $2, '1 rue du Test') RETURNING id",
      [user!.id, city!.id],
    )
    await query("INSERT INTO vouchers (code, kind, value, max_uses) VALUES ($1, 'percent', 10, 5)", [`CRASH${tag.toUpperCase()}`])
    const [variant] = await query<{ id: number; product_id: number }>(
      "SELECT id, product_id FROM product_variants WHERE reference = 'SA-6X1-5L'",
    )
    const options = (await (await fetch(`${base}/api/fr/checkout/options?city_id=${city!.id}`)).json()).data
    const standard = options.delivery_modes.find((mode: { code: string }) => mode.code === 'standard')
    const body = (index: number) => ({
      city_id: city!.id,
      products: [{ product_id: variant!.product_id, quantity: 2 + (index % 3), product_attribute_id: variant!.id }],
      delivery_address_id: address!.id,
      delivery_mode_id: standard.id,
      delivery_date: standard.dates[0],
      payment_mode_id: options.payment_modes[0].id,
      voucher_code: index % 2 ? `crash${tag}` : null,
      used_points: 10,
    })
    const keys = Array.from({ length: 40 }, (_, index) => `crash-${tag}-${index}-${randomBytes(6).toString('hex')}`)
    const post = (index: number) =>
      fetch(`${base}/api/fr/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': keys[index]! },
        body: JSON.stringify(body(index)),
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
    /** Orders the shop said yes to, by key: what the browser was told. */
    const acknowledged = new Map<number, string>()
    const fire = (indexes: number[]) =>
      indexes.map((index) =>
        post(index)
          .then((answer) => {
            if (answer.status === 200 || answer.status === 201) acknowledged.set(index, answer.body.data.reference)
          })
          .catch(() => undefined),
      )

    /** Waits until the shop has said yes to `count` orders of a batch, so the others are in flight. */
    const acknowledgedAmong = async (from: number, count: number) => {
      for (let waited = 0; waited < 20_000; waited += 5) {
        if ([...acknowledged.keys()].filter((index) => index >= from).length >= count) return
        await sleep(5)
      }
    }
    const placedWithoutAnswer = async () =>
      (await query<{ idempotency_key: string }>('SELECT idempotency_key FROM orders WHERE user_id = $1', [user!.id])).filter(
        (order) => !acknowledged.has(keys.indexOf(order.idempotency_key)),
      ).length

    // 1. The app is killed with orders in flight (the same customer's orders queue on its row lock).
    const first = fire([...Array(20).keys()])
    await acknowledgedAmong(0, 3)
    shop.kill('SIGKILL')
    await exitCode(shop)
    await Promise.all(first)
    shop = await startShop()
    const unansweredAfterAppCrash = await placedWithoutAnswer()

    // 2. PostgreSQL is killed with 20 more in flight, then the app.
    const second = fire([...Array(20).keys()].map((index) => index + 20))
    await acknowledgedAmong(20, 3)
    const postgres = postmasterPid(DATA_DIR)!
    process.kill(postgres, 'SIGKILL')
    await Promise.all(second)
    // While the database is down the shop says so: 503 with Retry-After, from the API and from a
    // page rendered over it (a crawler keeps the page, a balancer reads an outage), never a 500.
    for (const path of [`/api/fr/checkout/options?city_id=${city!.id}`, '/faq', '/ar/catalogue']) {
      const answer = await fetch(`${base}${path}`)
      expect([path, answer.status, answer.headers.get('retry-after')]).toEqual([path, 503, '10'])
    }
    shop.kill('SIGKILL')
    await exitCode(shop)
    shop = await startShop()
    const unansweredAfterDatabaseCrash = await placedWithoutAnswer()

    // 3. The browser retries every key with its body: a final answer each, the same order when acknowledged.
    const finalAnswers = new Map<number, string>()
    for (let index = 0; index < keys.length; index++) {
      const answer = await post(index)
      expect([200, 201, 400], JSON.stringify(answer.body)).toContain(answer.status)
      if (acknowledged.has(index)) expect(answer).toMatchObject({ status: 200, body: { data: { reference: acknowledged.get(index) } } })
      if (answer.status !== 400) finalAnswers.set(index, answer.body.data.reference)
    }

    const orders = await query<{ reference: string; idempotency_key: string; voucher_id: number | null }>(
      'SELECT reference, idempotency_key, voucher_id FROM orders WHERE user_id = $1',
      [user!.id],
    )
    // Exactly one order per key that has one; every acknowledged order among them.
    expect(orders).toHaveLength(finalAnswers.size)
    expect(new Set(orders.map((order) => order.idempotency_key)).size).toBe(orders.length)
    expect(orders.map((order) => order.reference).sort()).toEqual([...finalAnswers.values()].sort())
    for (const reference of acknowledged.values()) expect(orders.map((order) => order.reference)).toContain(reference)
    // The voucher, the points and the e-mails agree with the orders.
    const [voucher] = await query<{ used_count: number; redemptions: number }>(
      'SELECT used_count, (SELECT count(*)::int FROM voucher_redemptions r WHERE r.voucher_id = v.id) AS redemptions FROM vouchers v WHERE code = $1',
      [`CRASH${tag.toUpperCase()}`],
    )
    const withVoucher = orders.filter((order) => order.voucher_id !== null).length
    expect(voucher).toEqual({ used_count: withVoucher, redemptions: withVoucher })
    expect(withVoucher).toBeLessThanOrEqual(5)
    const [points] = await query<{ balance: number; ledger: number }>(
      'SELECT points_balance AS balance, (SELECT sum(delta)::int FROM points_ledger WHERE user_id = $1) AS ledger FROM users WHERE id = $1',
      [user!.id],
    )
    expect(points).toEqual({ balance: 1000 - 10 * orders.length, ledger: 1000 - 10 * orders.length })
    for (const order of orders) {
      const [mail] = await query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox WHERE subject LIKE $1', [
        `%${order.reference}%`,
      ])
      expect(mail!.n, order.reference).toBe(2)
    }
    // Orders were acknowledged on each side of the crashes, and some were still in flight.
    expect([...acknowledged.keys()].filter((index) => index < 20).length).toBeGreaterThanOrEqual(3)
    expect([...acknowledged.keys()].filter((index) => index >= 20).length).toBeGreaterThanOrEqual(3)
    expect(acknowledged.size).toBeLessThan(orders.length)

    // Healthy again, and stops cleanly.
    expect((await fetch(`${base}/api/fr/initial-data`)).status).toBe(200)
    shop.kill('SIGTERM')
    expect(await new Promise((resolve) => shop!.once('exit', resolve))).toBe(0)
    console.info(
      `[check 5] acknowledged before the crashes: ${acknowledged.size}; committed but unanswered: ${unansweredAfterAppCrash} (app), ` +
        `${unansweredAfterDatabaseCrash} (both); orders in the end: ${orders.length} of ${keys.length} keys`,
    )
  })
})
