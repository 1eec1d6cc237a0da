/**
 * What the checkout tests share: customers with a session, addresses and points; vouchers; the
 * demo catalogue's ids; calling the API as a customer; and an independent integer-centime
 * oracle of the totals, written from the rules of docs/decisions/0014, not from the
 * server's code.
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { createApiApp } from '~/api/app'
import type { Database } from '~/api/db/executor'
import {
  addresses,
  checkoutSettings,
  cities,
  deliveryFees,
  deliveryModes,
  paymentModes,
  pointsLedger,
  products,
  productVariants,
  users,
  vouchers,
} from '~/api/db/schema'
import { startSession } from '../support/sessions'

type Api = ReturnType<typeof createApiApp>

export async function checkoutFixtures(db: Database) {
  const city = async (slug: string) => (await db.select().from(cities).where(eq(cities.slug, slug)))[0]!
  const mode = async (code: string) => (await db.select().from(deliveryModes).where(eq(deliveryModes.code, code)))[0]!
  const [sidiAli] = await db.select().from(products).where(eq(products.slug, 'sidi-ali-1-5l'))
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, sidiAli!.id)).orderBy(productVariants.id)
  const [cash] = await db.select().from(paymentModes).where(eq(paymentModes.code, 'cash_on_delivery'))
  const [settings] = await db.select().from(checkoutSettings)
  return {
    casablanca: await city('casablanca'),
    rabat: await city('rabat'),
    dakhla: await city('dakhla'),
    standard: await mode('standard'),
    express: await mode('express'),
    cash: cash!,
    sidiAli: sidiAli!,
    /** Sidi Ali's pack sizes, smallest first. */
    variants,
    settings: settings!,
  }
}

export type Customer = Awaited<ReturnType<typeof createCustomer>>

/** A signed-in customer with a home address in `cityId`, another in `otherCityId`, and `points` (ledger and balance agree). */
export async function createCustomer(
  db: Database,
  { cityId, otherCityId, points = 0, locale = 'fr' }: { cityId: number; otherCityId: number; points?: number; locale?: string },
) {
  const tag = randomBytes(4).toString('hex')
  const [user] = await db
    .insert(users)
    .values({ email: `client-${tag}@example.test`, firstName: `Prénom${tag}`, lastName: 'Test', phone: '+212612345678', cityId, locale })
    .returning()
  const token = await startSession(db, user!.id)
  const [home, away] = await db
    .insert(addresses)
    .values([
      {
        userId: user!.id,
        label: 'Maison',
        recipientName: `Client ${tag}`,
        phone: '+212612345678',
        cityId,
        line1: `${tag} rue des Orangers`,
        district: 'Maârif',
        isDefault: true,
      },
      {
        userId: user!.id,
        label: 'Ailleurs',
        recipientName: `Client ${tag}`,
        phone: '+212612345678',
        cityId: otherCityId,
        line1: `${tag} avenue Mohammed V`,
      },
    ])
    .returning()
  if (points > 0) {
    await db.insert(pointsLedger).values({ userId: user!.id, delta: points, reason: 'gift' })
    await db.update(users).set({ pointsBalance: points }).where(eq(users.id, user!.id))
  }
  return { id: user!.id, email: user!.email, token, home: home!, away: away!, tag }
}

export async function createVoucher(
  db: Database,
  values: Partial<typeof vouchers.$inferInsert> & Pick<typeof vouchers.$inferInsert, 'kind'>,
) {
  const code = values.code ?? `T${randomBytes(5).toString('hex').toUpperCase()}`
  const [voucher] = await db
    .insert(vouchers)
    .values({ value: 0, ...values, code })
    .returning()
  return voucher!
}

/** Calls the API in process; `raw` sends a body exactly as written (duplicated keys…); `headers` adds its own. */
export async function call(
  api: Api,
  path: string,
  {
    body,
    raw,
    token,
    key,
    method = 'POST',
    headers: extra = {},
  }: { body?: unknown; raw?: string; token?: string; key?: string; method?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extra }
  if (token) headers.Authorization = `Bearer ${token}`
  if (key) headers['Idempotency-Key'] = key
  const response = await api.request(path, { method, headers, body: raw ?? (body === undefined ? undefined : JSON.stringify(body)) })
  return { status: response.status, body: await response.json() }
}

/** Starts every call at once: none begins before all are ready, then all are released together. */
export async function together<T>(count: number, start: (index: number) => Promise<T>): Promise<T[]> {
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const calls = Array.from({ length: count }, (_, index) => gate.then(() => start(index)))
  release()
  return Promise.all(calls)
}

export const newKey = () => randomBytes(18).toString('base64url')

export async function ledgerSum(db: Database, userId: number) {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
  const [user] = await db.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, userId))
  return { sum: row!.sum, balance: user!.balance }
}

export async function feeOf(db: Database, cityId: number, modeId: number) {
  const [fee] = await db
    .select()
    .from(deliveryFees)
    .where(sql`${deliveryFees.cityId} = ${cityId} AND ${deliveryFees.deliveryModeId} = ${modeId}`)
  return fee!
}

/**
 * The oracle: the totals from the published rules, in integer centimes. Unit prices come from
 * the database (the catalogue is not what is tested here); everything else is recomputed.
 */
export function oracle(input: {
  lines: { unit: number; quantity: number }[]
  fee: { feeCentimes: number; freeFromCentimes: number | null } | null
  voucher: { kind: 'percent' | 'fixed' | 'free_delivery'; value: number } | null
  askedPoints: number
  balance: number
  settings: { pointValueCentimes: number; pointsMaxSharePercent: number; pointsEarnPerCentimes: number }
}) {
  const subtotal = input.lines.reduce((sum, line) => sum + line.unit * line.quantity, 0)
  const fee = !input.fee ? 0 : input.fee.freeFromCentimes !== null && subtotal >= input.fee.freeFromCentimes ? 0 : input.fee.feeCentimes
  let goodsDiscount = 0
  let deliveryDiscount = 0
  if (input.voucher?.kind === 'percent') {
    // Half up: the exact value times 100, compared with the half.
    const exactTimes100 = subtotal * input.voucher.value
    goodsDiscount = Math.trunc(exactTimes100 / 100) + (exactTimes100 % 100 >= 50 ? 1 : 0)
  }
  if (input.voucher?.kind === 'fixed') goodsDiscount = Math.min(subtotal, input.voucher.value)
  if (input.voucher?.kind === 'free_delivery') deliveryDiscount = fee
  const afterVoucher = subtotal - goodsDiscount
  let byShare = 0
  while ((byShare + 1) * input.settings.pointValueCentimes * 100 <= afterVoucher * input.settings.pointsMaxSharePercent) byShare++
  const used = Math.min(input.askedPoints, input.balance, byShare)
  const pointsDiscount = used * input.settings.pointValueCentimes
  const paidGoods = afterVoucher - pointsDiscount
  return {
    subtotal,
    delivery_fee: fee,
    discount: goodsDiscount + deliveryDiscount,
    used_points: used,
    points_discount: pointsDiscount,
    total: subtotal + fee - goodsDiscount - deliveryDiscount - pointsDiscount,
    gained_points: Math.trunc(paidGoods / input.settings.pointsEarnPerCentimes),
  }
}
