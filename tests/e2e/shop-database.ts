import { createHash, randomBytes } from 'node:crypto'
import type { BrowserContext } from '@playwright/test'
import { baseURL, e2eDatabaseUrl } from '../../playwright.config'
import { hashToken } from '~/api/auth/token-hash'
import { newSessionToken } from '../support/sessions'
import pg from 'pg'

/**
 * The connections a test worker's statements share. A connection of its own per statement (a
 * server process forked, a SCRAM handshake on both sides) cost about 60 ms: 10 of the dispatch
 * test's 29 seconds went to its 170 statements. No test of this database stops its server, and
 * none relies on a connection's own state (a SET, a lock held across statements).
 */
const pool = new pg.Pool({ connectionString: e2eDatabaseUrl, max: 3, idleTimeoutMillis: 5_000, allowExitOnIdle: true })
// An idle connection the server ended is dropped by the pool (this keeps its error from ending the worker).
pool.on('error', () => {})

/** Runs SQL on the database of the shop under test (its own embedded server, see playwright.config.ts). */
export const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> =>
  (await pool.query(text, values)).rows as T[]

export async function cityId(slug: string): Promise<number> {
  const [row] = await sql<{ id: number }>('SELECT id FROM cities WHERE slug = $1', [slug])
  if (!row) throw new Error(`No city ${slug}`)
  return row.id
}

/** A customer of this test's own, living in the given city. */
export async function createCustomer(citySlug: string) {
  const email = `e2e-${randomBytes(5).toString('hex')}@example.test`
  const [user] = await sql<{ id: number }>(
    "INSERT INTO users (email, first_name, last_name, city_id) VALUES ($1, 'Test', 'Client', $2) RETURNING id",
    [email, await cityId(citySlug)],
  )
  return { id: user!.id, email }
}

/**
 * A back-office account of the test's own, signed in by `signIn` (no password unless `setPassword`
 * gives one). The shop under test runs as in production: no demo team (docs/decisions/0064).
 */
export async function createStaffMember(role: 'admin' | 'staff' | 'driver', firstName = 'Equipe') {
  const tag = randomBytes(4).toString('hex')
  const email = `bo-${role}-${tag}@example.test`
  const lastName = `Test${tag}`
  const [user] = await sql<{ id: number }>('INSERT INTO users (email, first_name, last_name, role) VALUES ($1, $2, $3, $4) RETURNING id', [
    email,
    firstName,
    lastName,
    role,
  ])
  return { id: user!.id, email, name: `${firstName} ${lastName}` }
}

/** A session of an hour for the customer, written directly; answers its token. */
export async function startSession(userId: number) {
  const token = newSessionToken()
  await sql("INSERT INTO sessions (token, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')", [hashToken(token), userId])
  return token
}

/**
 * The shop under test lets its team in without a second factor (docs/decisions/0060): the demo
 * team and the tests' staff sign in by session rows or by password, as before, and the required
 * second factor is tested by the API tests (tests/api/back-office-second-factor.test.ts), where
 * the accounts enroll; tests/e2e/back-office-second-factor.spec.ts enrolls one in the browser.
 * The admin's setting, written the way the security page writes it.
 */
export async function teamWithoutRequiredSecondFactor() {
  await sql(
    `INSERT INTO second_factor_roles (role, required) VALUES ('admin', false), ('staff', false), ('driver', false)
     ON CONFLICT (role) DO UPDATE SET required = false`,
  )
}

/** Signs the browser in as the customer by creating a session directly (no login form needed). */
export async function signIn(context: BrowserContext, userId: number) {
  await teamWithoutRequiredSecondFactor()
  const token = await startSession(userId)
  // As the sign-in does: the XSRF token derived from the session (src/features/auth/session-cookies.server.ts).
  const xsrf = createHash('sha256').update(`xsrf:${token}`).digest('base64url')
  await context.addCookies([
    { name: 'token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'XSRF-TOKEN', value: xsrf, url: baseURL, sameSite: 'Lax' },
  ])
}

/** Gives the customer a password (a `credential` account, argon2id as the shop stores it). */
export async function setPassword(userId: number, password: string) {
  const { hashPassword } = await import('~/api/auth/password')
  await sql("INSERT INTO accounts (user_id, provider_id, account_id, password) VALUES ($1, 'credential', $2, $3)", [
    userId,
    String(userId),
    await hashPassword(password),
  ])
}

/**
 * Orders for the customer, the oldest first, each with one line of 2 × 20,00 MAD and a 15,00 MAD
 * delivery fee (total 55,00 MAD). Answers their references.
 */
export async function createOrders(userId: number, count: number): Promise<string[]> {
  const tag = randomBytes(4).toString('hex').toUpperCase()
  const references: string[] = []
  for (let index = 0; index < count; index++) {
    const reference = `MS-E2E${tag}-${index + 1}`
    references.push(reference)
    const [order] = await sql<{ id: number }>(
      `INSERT INTO orders (reference, user_id, status, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
         delivery_date, subtotal_centimes, delivery_fee_centimes, points_gained, total_centimes, idempotency_key, request_hash, placed_at)
       SELECT $1, $2, $3, c.id, $4::jsonb, $4::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
         (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), '2026-11-02', 4000, 1500, 4, 5500, $1, 'e2e',
         now() - make_interval(days => $5)
       FROM cities c WHERE c.slug = 'casablanca' RETURNING id`,
      [reference, userId, index === count - 1 ? 'out_for_delivery' : 'delivered', addressSnapshotJson('Test Client'), count - index],
    )
    await sql(
      `INSERT INTO order_lines (order_id, name_fr, name_ar, reference, unit_price_centimes, quantity, line_total_centimes)
       VALUES ($1, 'Sidi Ali 6 x 1,5 L', 'سيدي علي 6 × 1,5 لتر', 'SA-6X1-5L', 2000, 2, 4000)`,
      [order!.id],
    )
  }
  return references
}

/** An order's address as the shop keeps it (src/api/services/checkout/address-snapshot.ts), in Casablanca. */
export const addressSnapshotJson = (recipientName: string) =>
  JSON.stringify({
    recipientName,
    phone: '+212612345678',
    line1: '24 rue Ibnou Mounir',
    line2: '',
    district: 'Maârif',
    postalCode: '20330',
    city: 'casablanca',
  })

/** A default address for the customer. */
export async function createDefaultAddress(userId: number) {
  await sql(
    `INSERT INTO addresses (user_id, label, recipient_name, phone, city_id, line1, is_default)
     SELECT $1, 'Maison', 'Test Client', '+212612345678', id, '24 rue Ibnou Mounir', true FROM cities WHERE slug = 'casablanca'`,
    [userId],
  )
}

/**
 * A placed order of the customer, waiting for the team (back office): one line of 2 × 20,00 MAD,
 * a 15,00 MAD fee, 4 points to earn, delivery the day after tomorrow. With `pointsUsed`, the
 * customer spent that many points on it (10 centimes each), as placing it wrote them: their
 * balance is back to 0 and the ledger says so. With `voucher`, it used a one-use voucher of
 * 10,00 MAD (its only use: `used_count` 1, a redemption). Its satisfaction request is open, as
 * placing it opens it. Answers its reference and the voucher's id (null without one).
 */
export async function createPlacedOrder(userId: number, { pointsUsed = 0, voucher = false } = {}) {
  const reference = `MS-BO${randomBytes(4).toString('hex').toUpperCase()}`
  const discount = pointsUsed * 10
  const [voucherRow] = voucher
    ? await sql<{ id: number }>(
        `INSERT INTO vouchers (code, kind, value, max_uses, used_count) VALUES ($1, 'fixed', 1000, 1, 1) RETURNING id`,
        [`E2E${randomBytes(4).toString('hex').toUpperCase()}`],
      )
    : []
  const voucherDiscount = voucherRow ? 1000 : 0
  const [order] = await sql<{ id: number }>(
    `INSERT INTO orders (reference, user_id, status, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
       delivery_date, subtotal_centimes, delivery_fee_centimes, points_used, points_discount_centimes, points_gained, total_centimes,
       idempotency_key, request_hash, placed_at, voucher_id, discount_centimes)
     SELECT $1, $2, 'placed', c.id, $3::jsonb, $3::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
       (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), (now() AT TIME ZONE 'Africa/Casablanca')::date + 2,
       4000, 1500, $4, $5, 4, 5500 - $5 - $7, $1, 'e2e', now(), $6, $7
     FROM cities c WHERE c.slug = 'casablanca' RETURNING id`,
    [reference, userId, addressSnapshotJson('Test Client'), pointsUsed, discount, voucherRow?.id ?? null, voucherDiscount],
  )
  if (voucherRow) {
    await sql('INSERT INTO voucher_redemptions (voucher_id, user_id, order_id) VALUES ($1, $2, $3)', [voucherRow.id, userId, order!.id])
  }
  await sql(
    `INSERT INTO order_lines (order_id, name_fr, name_ar, reference, unit_price_centimes, quantity, line_total_centimes)
     VALUES ($1, 'Sidi Ali 6 x 1,5 L', 'سيدي علي 6 × 1,5 لتر', 'SA-6X1-5L', 2000, 2, 4000)`,
    [order!.id],
  )
  // Placing an order opens its satisfaction request, asked once the order is delivered.
  await sql('INSERT INTO satisfaction_requests (user_id, order_id) VALUES ($1, $2)', [userId, order!.id])
  if (pointsUsed) {
    await sql(
      `INSERT INTO points_ledger (user_id, delta, reason, order_id) VALUES ($1, $2, 'gift', NULL), ($1, -$2::int, 'order_spend', $3)`,
      [userId, pointsUsed, order!.id],
    )
  }
  return { reference, voucherId: voucherRow?.id ?? null }
}

/** The customer's points balance, as the shop keeps it. */
export async function pointsBalance(userId: number): Promise<number> {
  const [row] = await sql<{ points_balance: number }>('SELECT points_balance FROM users WHERE id = $1', [userId])
  return row!.points_balance
}
