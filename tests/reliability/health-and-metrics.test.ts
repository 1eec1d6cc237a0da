/**
 * Health probes and Prometheus metrics of the built shop (docs/decisions/0045): liveness and
 * readiness with their documented bodies, never kept by any cache; the metrics on their own port
 * only, with route labels from a fixed list (a random path adds none); an order counted once, its
 * idempotent replay not; and during the shutdown's drain, readiness 503 and liveness 200 on
 * connections already open, while the request in flight still finishes. Needs the build.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import net from 'node:net'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '~/api/auth/token-hash'
import { removeEmbeddedPostgres } from '../support/embedded-postgres-process'
import { exitCode, startShop } from '../support/shop-process'
import { newSessionToken } from '../support/sessions'
import { queryDatabase } from '../support/sql'

const PORT = 3720
const METRICS_PORT = 3721
const DB_PORT = 5720
const DATA_DIR = 'data/health-metrics-test-postgres'
const base = `http://127.0.0.1:${PORT}`
const databaseUrl = `postgres://postgres:embedded-local@127.0.0.1:${DB_PORT}/shop`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => queryDatabase<T>(databaseUrl, text, values)
let shop: ChildProcess | undefined

beforeAll(async () => {
  await rm(DATA_DIR, { recursive: true, force: true })
  shop = await startShop({ port: PORT, dbPort: DB_PORT, dataDir: DATA_DIR, env: { METRICS_PORT: String(METRICS_PORT) } })
}, 180_000)

afterAll(async () => {
  if (shop && shop.exitCode === null) shop.kill('SIGTERM')
  await sleep(1500)
  await removeEmbeddedPostgres(DATA_DIR)
})

const scrape = async () => {
  const response = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return response.text()
}

/** The sum of a metric's samples whose labels include `labels` (Prometheus text format). */
function sampleSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const present = Object.fromEntries([...(match[3] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]))
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) sum += Number(match[4])
  }
  return sum
}

describe('health probes', () => {
  it('answer live and ready with their checks, never cached, without cookies', async () => {
    for (const [path, body] of [
      ['/health/live', { status: 'live' }],
      ['/health/ready', { status: 'ready', checks: { shutdown: 'no', migrations: 'applied', database: 'reachable', load: 'normal' } }],
    ] as const) {
      for (let time = 0; time < 2; time++) {
        const response = await fetch(`${base}${path}`)
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual(body)
        expect(response.headers.get('Cache-Control')).toBe('no-store')
        expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
        expect(response.headers.get('Set-Cookie')).toBeNull()
        expect(response.headers.get('X-Page-Cache')).toBeNull()
      }
    }
  })
})

describe('metrics', () => {
  it('are served on their own port only, with the process, pool and backlog figures', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404)
    expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/`)).status).toBe(404)
    const text = await scrape()
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'shop_db_pool_connections',
      'shop_db_pool_idle_connections',
      'shop_db_pool_waiting_clients',
      'shop_db_pool_max_connections',
      'shop_orders_placed_total',
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name} \\d`, 'm'))
    }
    expect(text).toMatch(/^shop_metrics_collect_errors_total\{collector="backlog"\} 0$/m)
    expect(sampleSum(text, 'shop_db_pool_max_connections')).toBe(10)
    expect(sampleSum(text, 'shop_db_pool_connections')).toBeGreaterThanOrEqual(1)
    for (const status of ['pending', 'retrying', 'given_up'])
      expect(text).toMatch(new RegExp(`^shop_outbox_emails\\{status="${status}"\\} \\d`, 'm'))
    for (const job of ['email_retries', 'reorder_reminders']) expect(text).toMatch(new RegExp(`^shop_jobs_due\\{job="${job}"\\} \\d`, 'm'))
  })

  it('count and time requests by route pattern or route id, never by the raw path', async () => {
    const random = `anything-random-${randomBytes(4).toString('hex')}`
    expect((await fetch(`${base}/api/fr/initial-data`)).status).toBe(200)
    expect((await fetch(`${base}/catalogue`)).status).toBe(200)
    expect((await fetch(`${base}/ar/catalogue`)).status).toBe(200)
    expect((await fetch(`${base}/${random}`)).status).toBe(404)
    expect((await fetch(`${base}/api/fr/${random}`)).status).toBe(404)
    const text = await scrape()

    const api = { method: 'GET', route: '/api/:locale/initial-data', status: '200' }
    expect(sampleSum(text, 'http_requests_total', api)).toBeGreaterThanOrEqual(1)
    expect(sampleSum(text, 'http_request_duration_seconds_count', api)).toBeGreaterThanOrEqual(1)
    expect(sampleSum(text, 'http_request_duration_seconds_bucket', { ...api, le: '+Inf' })).toBeGreaterThanOrEqual(1)
    // Both languages under one route id; the page cache's part in the label.
    const catalogue = { method: 'GET', route: '/_shop/catalogue/$', status: '200' }
    expect(sampleSum(text, 'http_requests_total', catalogue)).toBeGreaterThanOrEqual(2)
    expect(text).toMatch(/^http_requests_total\{[^}]*route="\/_shop\/catalogue\/\$"[^}]*cache="(miss|hit|stale)"/m)
    expect(sampleSum(text, 'http_requests_total', { route: '/health/ready', status: '200', cache: 'none' })).toBeGreaterThanOrEqual(2)
    expect(sampleSum(text, 'http_requests_total', { route: 'not_found', status: '404' })).toBeGreaterThanOrEqual(1)
    expect(sampleSum(text, 'http_requests_total', { route: 'api_not_found', status: '404' })).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain(random)
  })

  it('count an order once, and not its idempotent replay', { timeout: 60_000 }, async () => {
    const tag = randomBytes(4).toString('hex')
    const token = newSessionToken()
    const [city] = await sql<{ id: number }>("SELECT id FROM cities WHERE slug = 'casablanca'")
    const [user] = await sql<{ id: number }>("INSERT INTO users (email, first_name, city_id) VALUES ($1, 'Metrics', $2) RETURNING id", [
      `metrics-${tag}@example.test`,
      city!.id,
    ])
    await sql("INSERT INTO sessions (token, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')", [hashToken(token), user!.id])
    const [address] = await sql<{ id: number }>(
      "INSERT INTO addresses (user_id, recipient_name, phone, city_id, line1) VALUES ($1, 'Metrics', '+212612345678', $2, '1 rue du Test') RETURNING id",
      [user!.id, city!.id],
    )
    const [variant] = await sql<{ id: number; product_id: number }>(
      "SELECT id, product_id FROM product_variants WHERE reference = 'SA-6X1-5L'",
    )
    const options = (await (await fetch(`${base}/api/fr/checkout/options?city_id=${city!.id}`)).json()).data
    const standard = options.delivery_modes.find((mode: { code: string }) => mode.code === 'standard')
    const order = JSON.stringify({
      city_id: city!.id,
      products: [{ product_id: variant!.product_id, quantity: 2, product_attribute_id: variant!.id }],
      delivery_address_id: address!.id,
      delivery_mode_id: standard.id,
      delivery_date: standard.dates[0],
      payment_mode_id: options.payment_modes[0].id,
    })
    const key = `metrics-${tag}`
    const place = () =>
      fetch(`${base}/api/fr/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
        body: order,
      })
    const placed = () => scrape().then((text) => sampleSum(text, 'shop_orders_placed_total'))

    const before = await placed()
    const first = await place()
    expect(first.status).toBe(201)
    const reference = (await first.json()).data.reference
    expect(await placed()).toBe(before + 1)

    const replay = await place()
    expect(replay.ok).toBe(true)
    expect((await replay.json()).data.reference).toBe(reference)
    expect(await placed()).toBe(before + 1)
    const text = await scrape()
    expect(sampleSum(text, 'http_requests_total', { method: 'POST', route: '/api/:locale/orders' })).toBeGreaterThanOrEqual(2)
  })
})

/** A raw connection with a request whose last bytes are held back until `finish()`. */
async function heldRequest(head: string, heldBack: string) {
  const socket = net.connect(PORT, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk))
  socket.on('error', () => {})
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)))
  socket.write(head)
  return { finish: () => socket.write(heldBack), closed }
}

const refusesConnections = () =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(PORT, '127.0.0.1')
    probe.once('connect', () => (probe.destroy(), resolve(false)))
    probe.once('error', () => resolve(true))
  })

describe('connections kept open by the proxy (issue 43, hole 10)', () => {
  /** Sends `GET path` on `socket` and resolves with the whole answer's head once its body is in. */
  function ask(socket: net.Socket, path: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let received = ''
      const onData = (chunk: Buffer) => {
        received += chunk.toString('latin1')
        const head = received.indexOf('\r\n\r\n')
        if (head < 0) return
        const length = /content-length: *(\d+)/i.exec(received.slice(0, head))?.[1]
        // A body of a known length, or a chunked one's last chunk.
        const complete = length !== undefined ? received.length >= head + 4 + Number(length) : received.endsWith('\r\n0\r\n\r\n')
        if (complete) {
          socket.off('data', onData)
          resolve(received.slice(0, head))
        }
      }
      socket.on('data', onData)
      socket.once('close', () => reject(new Error(`closed after: ${received.slice(0, 200)}`)))
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`)
    })
  }

  it('stay open longer than nginx keeps them, so nginx never sends a request on one the instance closed', { timeout: 30_000 }, async () => {
    const upstream = readFileSync('docs/deploy/nginx/shop-upstream.conf', 'utf8')
    const nginxSeconds = Number(/^\s*keepalive_timeout\s+(\d+)s;/m.exec(upstream)?.[1])
    expect(nginxSeconds, "nginx's keepalive_timeout in shop-upstream.conf").toBeGreaterThan(0)

    const socket = net.connect(PORT, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    const first = await ask(socket, '/health/live')
    expect(first).toMatch(/^HTTP\/1\.1 200/)
    const instanceSeconds = Number(/keep-alive: *timeout=(\d+)/i.exec(first)?.[1])
    expect(instanceSeconds, first).toBeGreaterThan(nginxSeconds)
    // Idle past Node's default of 5 s: the same connection still answers.
    await sleep(6_000)
    expect(await ask(socket, '/health/live')).toMatch(/^HTTP\/1\.1 200/)
    socket.destroy()
  })
})

describe('during the shutdown', () => {
  it('readiness answers 503 and liveness 200 while a request in flight drains', { timeout: 120_000 }, async () => {
    const body = JSON.stringify({ city_id: 1, products: [], revision: 1 })
    const cartSave = await heldRequest(
      `POST /api/fr/save-cart HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
      body.slice(10),
    )
    // Probes whose connections are open (their headers begun) before the signal, as a balancer's kept-alive ones.
    const probe = (path: string) => heldRequest(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n`, 'Connection: close\r\n\r\n')
    const ready = await probe('/health/ready')
    const live = await probe('/health/live')
    await sleep(300)

    shop!.kill('SIGTERM')
    await sleep(500)
    expect(await refusesConnections()).toBe(true)
    expect(shop!.exitCode).toBeNull()
    // The metrics stay readable through the drain.
    expect(sampleSum(await scrape(), 'http_requests_total')).toBeGreaterThan(0)

    ready.finish()
    const readyAnswer = await ready.closed
    expect(readyAnswer).toMatch(/^HTTP\/1\.1 503 /)
    expect(readyAnswer).toMatch(/^cache-control: no-store\r$/im)
    expect(readyAnswer).toContain(
      '{"status":"not_ready","checks":{"shutdown":"draining","migrations":"applied","database":"not_checked","load":"normal"}}',
    )
    live.finish()
    const liveAnswer = await live.closed
    expect(liveAnswer).toMatch(/^HTTP\/1\.1 200 /)
    expect(liveAnswer).toContain('{"status":"live"}')
    expect(shop!.exitCode).toBeNull() // the cart save is still in flight

    cartSave.finish()
    expect(await cartSave.closed).toMatch(/^HTTP\/1\.1 200 /)
    expect(await exitCode(shop!)).toBe(0)
  })
})
