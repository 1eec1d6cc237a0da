/**
 * `npm run benchmark:dispatch`: the day at scale (issue 45 §5). Build first (`npm run build`). It
 * starts the built shop on a fresh embedded database of its own (data/bench-dispatch; ports
 * BENCH_PORT, default 3195, and BENCH_PORT + 1000), seeds 300 confirmed orders for today in
 * Casablanca (1 to 3 jugs and 0 to 2 packs each, some empties back, a company in five with
 * opening hours) and six drivers with vans, then prints: the time to a proposal (the API's answer,
 * three times), its distance against the straight-line nearest-stop plan (each van in turn drives
 * to the nearest stop it still has room for), the stops left unserved and why, and, on a Pixel 7
 * with the CPU slowed four times, the dispatch page shown with its proposal: hydrated, then a
 * stop's move (its arrow) and a map click, input to next paint (Event Timing). A figure, not a test.
 */
import type { ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { chromium, devices } from '@playwright/test'
import { hashToken } from '../src/api/auth/token-hash'
import { haversineMetres } from '../src/api/services/delivery/route-solver'
import { shopClock } from '../src/lib/shop-dates'
import { queryDatabase } from '../tests/support/sql'
import { OBSERVERS, slowestSince, startBenchShop } from './load/browser-bench'

const ORDERS = 300
const DRIVERS = 6
const port = Number(process.env.BENCH_PORT ?? 3195)
const base = `http://127.0.0.1:${port}`
const databaseUrl = `postgres://postgres:embedded-local@127.0.0.1:${port + 1000}/shop`
const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => queryDatabase<T>(databaseUrl, text, values)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
/** Event Timing reports only interactions of 16 ms or more: 0 means under that. */
const ms = (value: number) => (value === 0 ? '<16 ms' : `${Math.round(value)} ms`)
const DEPOT = { latitude: 33.6049, longitude: -7.5336 }
const ROAD_FACTOR = 1.3

/** 300 orders for today in Casablanca within 8 km of the centre, six drivers with vans, the depot. */
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
  const [city] = await sql<{ id: number }>(`SELECT id FROM cities WHERE slug = 'casablanca'`)
  const [depot] = await sql<{ id: number }>(`INSERT INTO depots (name, latitude, longitude) VALUES ($1, $2, $3) RETURNING id`, [
    `Dépôt bench ${tag}`,
    DEPOT.latitude,
    DEPOT.longitude,
  ])
  await sql(`UPDATE cities SET depot_id = $1 WHERE id = $2`, [depot!.id, city!.id])
  for (let i = 1; i <= DRIVERS; i++) {
    const driver = await user('driver', `Livreur${i}`)
    await sql(
      `INSERT INTO vans (driver_id, city_id, label, jug_capacity, pack_capacity, shift_start_minute, shift_end_minute, minutes_per_stop)
       VALUES ($1, $2, $3, $4, 60, 480, 1140, 6)`,
      [driver, city!.id, `Van ${i}`, i % 2 ? 120 : 80],
    )
  }
  const day = shopClock(new Date()).day
  for (let i = 0; i < ORDERS; i++) {
    const customer = await user('customer', `Client${i}`)
    if (i % 5 === 0) {
      const opens = 9 * 60 + (i % 3) * 120
      await sql(`INSERT INTO customer_companies (user_id, name, opens_minute, closes_minute) VALUES ($1, $2, $3, $4)`, [
        customer,
        `Bureau ${i}`,
        opens,
        opens + 180,
      ])
    }
    const address = JSON.stringify({
      recipientName: `Client ${i + 1}`,
      phone: '+212612345678',
      line1: `${i + 1} rue de la Benchmark`,
      district: `Quartier ${i % 40}`,
      city: 'casablanca',
      latitude: 33.5731 + (Math.random() - 0.5) * 0.14,
      longitude: -7.5898 + (Math.random() - 0.5) * 0.17,
    })
    const reference = `MS-BENCH${tag}${i}`.toUpperCase()
    const [order] = await sql<{ id: number }>(
      `INSERT INTO orders (reference, user_id, status, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
         delivery_date, subtotal_centimes, total_centimes, idempotency_key, request_hash, empties_announced)
       SELECT $1, $2, 'confirmed', $3, $4::jsonb, $4::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
         (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $5, 4000, 4000, $1, 'bench', $6 RETURNING id`,
      [reference, customer, city!.id, address, day, i % 4 === 0 ? 2 : 0],
    )
    await sql(
      `INSERT INTO order_lines (order_id, name_fr, name_ar, reference, unit_price_centimes, quantity, line_total_centimes, unit_deposit_centimes)
       VALUES ($1, 'Bonbonne 18,9 L', 'قارورة', 'JUG-19L', 1500, $2, 1500 * $2, 5000)`,
      [order!.id, 1 + (i % 3)],
    )
    if (i % 3) {
      await sql(
        `INSERT INTO order_lines (order_id, name_fr, name_ar, reference, unit_price_centimes, quantity, line_total_centimes)
         VALUES ($1, 'Sidi Ali 1,5 L', 'سيدي علي', 'SA-6X1-5L', 2500, $2, 2500 * $2)`,
        [order!.id, i % 3],
      )
    }
  }
  await sql(`INSERT INTO second_factor_roles (role, required) VALUES ('staff', false) ON CONFLICT (role) DO UPDATE SET required = false`)
  const staff = await user('staff', 'Planning')
  const token = randomBytes(32).toString('base64url')
  await sql(`INSERT INTO sessions (token, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [hashToken(token), staff])
  return { token, xsrf: createHash('sha256').update(`xsrf:${token}`).digest('base64url'), day, city: city!.id }
}

type Stop = { reference: string; latitude: number; longitude: number; jugs: number; packs: number }
type Round = { capacity: { jugs: number; packs: number }; stops: Stop[] }

/**
 * The plan a dispatcher draws without a solver: each van in turn leaves the depot for the nearest
 * stop it still has room for (full jugs and packs), and so on until none fits; then the next van.
 */
function nearestStopPlan(rounds: Round[]): { metres: number; served: number } {
  const left = rounds.flatMap((round) => round.stops)
  const metres = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
    haversineMetres(a, b) * ROAD_FACTOR
  let total = 0
  let served = 0
  for (const { capacity } of rounds) {
    let at = DEPOT
    let jugs = 0
    let packs = 0
    for (;;) {
      const fits = left.filter((stop) => jugs + stop.jugs <= capacity.jugs && packs + stop.packs <= capacity.packs)
      if (!fits.length) break
      const next = fits.reduce((best, stop) => (metres(at, stop) < metres(at, best) ? stop : best))
      total += metres(at, next)
      jugs += next.jugs
      packs += next.packs
      at = next
      served++
      left.splice(left.indexOf(next), 1)
    }
    total += metres(at, DEPOT)
  }
  return { metres: total, served }
}

let shop: ChildProcess | undefined
let exitCode = 0
try {
  shop = await startBenchShop(port, 'data/bench-dispatch')
  const session = await seed()
  const headers = { Authorization: `Bearer ${session.token}` }
  const times: number[] = []
  let proposal: {
    rounds: Round[]
    unserved: { reason: string }[]
    distance_m: number
    solve_ms: number
  } | null = null
  for (let run = 0; run < 3; run++) {
    const started = performance.now()
    const answer = await fetch(`${base}/api/admin/dispatch/proposal?date=${session.day}&city=${session.city}`, { headers })
    if (!answer.ok) throw new Error(`The proposal answered ${answer.status}: ${await answer.text()}`)
    proposal = ((await answer.json()) as { data: NonNullable<typeof proposal> }).data
    times.push(performance.now() - started)
  }
  const served = proposal!.rounds.reduce((sum, round) => sum + round.stops.length, 0)
  const reasons = Object.entries(
    proposal!.unserved.reduce<Record<string, number>>((counts, stop) => ({ ...counts, [stop.reason]: (counts[stop.reason] ?? 0) + 1 }), {}),
  )
  const nearest = nearestStopPlan(proposal!.rounds)

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
  const opened = Date.now()
  await page.goto(`${base}/gestion/repartition?date=${session.day}&city=${session.city}&proposition=1`, { timeout: 120_000 })
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 })
  await page
    .getByTestId('dispatch-stop')
    .nth(served - 1)
    .waitFor({ state: 'attached', timeout: 120_000 })
  const shown = Date.now() - opened
  const moves: number[] = []
  const clicks: number[] = []
  for (let run = 0; run < 5; run++) {
    const round = page.getByTestId('dispatch-round').nth(run % proposal!.rounds.length)
    const third = round.getByTestId('dispatch-stop').nth(2)
    const reference = await third.getAttribute('data-reference')
    const before = await page.evaluate(() => performance.now())
    await third.getByRole('button').first().click()
    await round
      .getByTestId('dispatch-stop')
      .nth(1)
      .and(page.locator(`[data-reference="${reference}"]`))
      .waitFor()
    moves.push(await slowestSince(page, before))
    const beforeClick = await page.evaluate(() => performance.now())
    await page
      .getByTestId('round-map-stop')
      .nth(run * 37)
      .click({ force: true })
    await page.locator('[data-testid="dispatch-stop"][data-selected="true"]').waitFor({ state: 'attached' })
    clicks.push(await slowestSince(page, beforeClick))
  }
  await browser.close()
  const km = (metres: number) => `${(metres / 1000).toFixed(1)} km`
  console.log(`Dispatch, ${ORDERS} confirmed orders in Casablanca, ${DRIVERS} vans (80 or 120 jugs, 60 packs, 08:00–19:00)`)
  console.log(
    `  time to a proposal (the API's answer): median ${ms(median(times))}, max ${ms(Math.max(...times))}; the solver ${ms(proposal!.solve_ms)}`,
  )
  console.log(
    `  served ${served} of ${ORDERS} in ${proposal!.rounds.length} rounds; unserved: ${reasons.map(([reason, count]) => `${count} ${reason}`).join(', ') || 'none'}`,
  )
  console.log(
    `  distance: ${km(proposal!.distance_m)}; the straight-line nearest-stop plan: ${km(nearest.metres)} serving ${nearest.served} (windows ignored), the proposal ${(
      (100 * (proposal!.distance_m - nearest.metres)) /
      nearest.metres
    ).toFixed(1)} % against it`,
  )
  console.log(`  the page with its proposal on a Pixel 7, CPU slowed 4×: shown and hydrated ${ms(shown)} after navigation`)
  console.log(`  a stop moved up (its arrow), input to next paint: median ${ms(median(moves))}, max ${ms(Math.max(...moves))}`)
  console.log(`  a map stop clicked (selects it), input to next paint: median ${ms(median(clicks))}, max ${ms(Math.max(...clicks))}`)
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  if (shop?.pid) process.kill(-shop.pid, 'SIGTERM')
}
process.exitCode = exitCode
