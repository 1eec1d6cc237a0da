/**
 * `npm run benchmark:round-map`: does the delivery day's map stay responsive on a phone with 300
 * stops (issue 36 §3)? Build first (`npm run build`). It starts the built shop on a fresh embedded
 * database of its own (data/bench-round-map; ports BENCH_PORT, default 3190, and BENCH_PORT + 1000),
 * seeds 300 confirmed stops for today in Casablanca over six drivers (with pins), opens the board
 * in Chromium as a Pixel 7 with the CPU slowed four times (CDP Emulation.setCPUThrottlingRate),
 * and prints: time to interactive (navigation to hydrated with the 300 stops drawn, and to a quiet
 * main thread), the long tasks of the load, then a reorder's and a map click's input-to-paint time
 * (Event Timing), five times each. The map is the plan without Google (no key here). A figure, not a test.
 */
import type { ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { chromium, devices } from '@playwright/test'
import { hashToken } from '../src/api/auth/token-hash'
import { shopClock } from '../src/lib/shop-dates'
import { queryDatabase } from '../tests/support/sql'
import { OBSERVERS, slowestSince, startBenchShop } from './load/browser-bench'

const STOPS = 300
const DRIVERS = 6
const port = Number(process.env.BENCH_PORT ?? 3190)
const base = `http://127.0.0.1:${port}`
const databaseUrl = `postgres://postgres:embedded-local@127.0.0.1:${port + 1000}/shop`
const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => queryDatabase<T>(databaseUrl, text, values)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
/** Event Timing reports only interactions of 16 ms or more: 0 means under that. */
const ms = (value: number) => (value === 0 ? '<16 ms' : `${Math.round(value)} ms`)

/** 300 stops for today in Casablanca over six drivers, each round in order, within 8 km of the centre. */
async function seed() {
  const tag = randomBytes(3).toString('hex')
  const user = async (role: string, name: string) =>
    (
      await sql<{ id: number }>(`INSERT INTO users (email, first_name, last_name, role) VALUES ($1, $2, $3, $4) RETURNING id`, [
        `bench-${role}-${name}-${tag}@example.test`,
        name,
        'Bench',
        role,
      ])
    )[0]!.id
  const drivers = []
  for (let i = 1; i <= DRIVERS; i++) drivers.push(await user('driver', `Livreur${i}`))
  const customer = await user('customer', 'Client')
  const day = shopClock(new Date()).day
  for (let i = 0; i < STOPS; i++) {
    const address = JSON.stringify({
      recipientName: `Client ${i + 1}`,
      phone: '+212612345678',
      line1: `${i + 1} rue de la Benchmark`,
      line2: '',
      district: `Quartier ${i % 40}`,
      postalCode: '',
      city: 'casablanca',
      latitude: 33.5731 + (Math.random() - 0.5) * 0.14,
      longitude: -7.5898 + (Math.random() - 0.5) * 0.17,
    })
    const reference = `MS-BENCH${tag}${i}`.toUpperCase()
    await sql(
      `INSERT INTO orders (reference, user_id, status, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
         delivery_date, subtotal_centimes, total_centimes, idempotency_key, request_hash, driver_id, round_position)
       SELECT $1, $2, 'confirmed', c.id, $3::jsonb, $3::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
         (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $4, 4000, 4000, $1, 'bench', $5, $6
       FROM cities c WHERE c.slug = 'casablanca'`,
      [reference, customer, address, day, drivers[i % DRIVERS], Math.floor(i / DRIVERS) + 1],
    )
  }
  await sql(`INSERT INTO second_factor_roles (role, required) VALUES ('staff', false) ON CONFLICT (role) DO UPDATE SET required = false`)
  const staff = await user('staff', 'Planning')
  const token = randomBytes(32).toString('base64url')
  await sql(`INSERT INTO sessions (token, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [hashToken(token), staff])
  return { token, xsrf: createHash('sha256').update(`xsrf:${token}`).digest('base64url'), day }
}

let shop: ChildProcess | undefined
let exitCode = 0
try {
  shop = await startBenchShop(port, 'data/bench-round-map')
  const session = await seed()
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  await context.addCookies([
    { name: 'token', value: session.token, url: base, httpOnly: true, sameSite: 'Lax' },
    { name: 'XSRF-TOKEN', value: session.xsrf, url: base, sameSite: 'Lax' },
  ])
  await context.addInitScript(OBSERVERS)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  const started = Date.now()
  await page.goto(`${base}/gestion/livraisons?date=${session.day}`)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 })
  await page
    .locator('[data-testid="round-map-stop"]')
    .nth(STOPS - 1)
    .waitFor({ state: 'attached', timeout: 120_000 })
  const drawn = Date.now() - started
  // Interactive: drawn, then a main thread free of long tasks for 2 s (measured in the page's clock).
  // (A string: tsx would wrap a named function in a helper the page does not have.)
  const quietAt = await page.evaluate<number>(`new Promise((resolve) => {
    const check = () => {
      const lastEnd = window.__longTasks.reduce((end, task) => Math.max(end, task.start + task.duration), 0)
      if (performance.now() - lastEnd >= 2000) resolve(lastEnd)
      else setTimeout(check, 250)
    }
    check()
  })`)
  const load = await page.evaluate(() => (window as unknown as { __longTasks: { duration: number }[] }).__longTasks)

  // Input to paint: the third stop of a round moved up with its arrow (the phone's way to
  // reorder), waited for until saved; and a stop of the map clicked (it selects it in the lists).
  const reorders: number[] = []
  const saves: number[] = []
  const clicks: number[] = []
  for (let run = 0; run < 5; run++) {
    const list = page.getByTestId('round-list').nth(run % DRIVERS)
    const third = list.getByTestId('round-stop').nth(2)
    const reference = await third.getAttribute('data-reference')
    const before = await page.evaluate(() => performance.now())
    const pressed = Date.now()
    await third.getByRole('button').first().click()
    await list
      .getByTestId('round-stop')
      .nth(1)
      .and(page.locator(`[data-reference="${reference}"]`))
      .waitFor()
    await list.locator('ol:not([aria-busy])').waitFor({ timeout: 60_000 })
    saves.push(Date.now() - pressed)
    reorders.push(await slowestSince(page, before))
    const mapStop = page.getByTestId('round-map-stop').nth(run * 37)
    const beforeClick = await page.evaluate(() => performance.now())
    await mapStop.click({ force: true })
    await page.locator('[data-testid="round-stop"][data-selected="true"]').waitFor({ state: 'attached' })
    clicks.push(await slowestSince(page, beforeClick))
  }
  await browser.close()
  const total = load.reduce((sum, task) => sum + task.duration, 0)
  console.log(`Round map, ${STOPS} stops over ${DRIVERS} drivers, Pixel 7 viewport, CPU slowed 4×`)
  console.log(`  hydrated with the ${STOPS} stops drawn: ${ms(drawn)} after navigation`)
  console.log(`  time to interactive (last long task of the load ends): ${ms(quietAt)} (page clock)`)
  console.log(`  long tasks during load: ${load.length}, ${ms(total)} in all, longest ${ms(Math.max(0, ...load.map((t) => t.duration)))}`)
  console.log(`  reorder (arrow), input to next paint: median ${ms(median(reorders))}, max ${ms(Math.max(...reorders))}`)
  console.log(
    `  reorder saved and the day read again (the list no longer busy): median ${ms(median(saves))}, max ${ms(Math.max(...saves))}`,
  )
  console.log(`  map stop click (selects it), input to next paint: median ${ms(median(clicks))}, max ${ms(Math.max(...clicks))}`)
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  if (shop?.pid) process.kill(-shop.pid, 'SIGTERM')
}
process.exitCode = exitCode
