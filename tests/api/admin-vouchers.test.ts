/**
 * Vouchers in the back office on a real PostgreSQL (issue 17 §5, §8, §9): staff read them with
 * their uses, admins create, change and disable them; the code unique and upper case, limits
 * never below the uses made, every refusal under its field in the admin's language; a voucher
 * restricted to cities applies only there, to categories only to their goods, with a clear
 * message at checkout (docs/decisions/0034); a change reaches new carts at once and never placed
 * orders; a save from an older version refused (409) and never overwriting.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { AdminVoucher } from '~/api/contract/admin-vouchers'
import { saveCartResponseSchema } from '~/api/contract/cart'
import { auditLog, categories, cities, orders, products, productVariants, vouchers } from '~/api/db/schema'
import { percentOf } from '~/api/services/vouchers/vouchers'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { call, checkoutFixtures, createCustomer, type Customer, together } from './checkout-helpers'
import { checkoutOrders } from './order-fixtures'
import { useTestDatabase } from './test-database'

/** Monday 20 July 2026, 09:00 in Casablanca: the 22nd is a standard delivery day. */
const NOW = new Date('2026-07-20T08:00:00Z')
const { db, api, anotherInstance } = await useTestDatabase({ now: () => NOW })
const secondInstance = anotherInstance()
const f = await checkoutFixtures(db)
await db.update(cities).set({ minOrderCentimes: 0 })

const admin = await createMember(db, 'admin', { firstName: 'Amina', lastName: 'Alaoui' })
const otherAdmin = await createMember(db, 'admin', { firstName: 'Karim', lastName: 'Bennani' })
const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver')
const shopper = await createMember(db, 'customer')

const family = f.variants[0]!
const [smallBottles] = await db.select().from(products).where(eq(products.slug, 'sidi-ali-50cl'))
const [smallPack] = await db
  .select()
  .from(productVariants)
  .where(eq(productVariants.productId, smallBottles!.id))
  .orderBy(productVariants.id)
const [petites] = await db.select().from(categories).where(eq(categories.slug, 'petites-bouteilles'))
const [familiales] = await db.select().from(categories).where(eq(categories.slug, 'bouteilles-familiales'))

const post = (body: unknown, { token = admin.token, lang = 'fr' } = {}) =>
  adminCall(api, `/api/admin/vouchers?lang=${lang}`, { token, body, method: 'POST' })
const put = (id: number, body: unknown, { token = admin.token, lang = 'fr', instance = api } = {}) =>
  adminCall(instance, `/api/admin/vouchers/${id}?lang=${lang}`, { token, body, method: 'PUT' })
const read = async (id: number) => (await adminCall(api, `/api/admin/vouchers/${id}`, { token: staff.token })).body.data
const bodyOf = (voucher: AdminVoucher, change: Partial<AdminVoucher> = {}) => {
  const { code, kind, value, min_order, starts_on, ends_on, max_uses, max_uses_per_customer, is_active, city_ids, category_ids, version } =
    {
      ...voucher,
      ...change,
    }
  return { code, kind, value, min_order, starts_on, ends_on, max_uses, max_uses_per_customer, is_active, city_ids, category_ids, version }
}
let serial = 0
const fresh = (change: Record<string, unknown> = {}) => ({
  code: `bon-${++serial}-${Date.now() % 100000}`,
  kind: 'percent',
  value: 10,
  min_order: 0,
  starts_on: null,
  ends_on: null,
  max_uses: null,
  max_uses_per_customer: null,
  is_active: true,
  city_ids: [],
  category_ids: [],
  ...change,
})
const create = async (change: Record<string, unknown> = {}) => {
  const created = await post(fresh(change))
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.data as AdminVoucher
}

let revision = 0
const save = async (body: Record<string, unknown>, { locale = 'fr', token }: { locale?: string; token?: string } = {}) => {
  const answer = await call(api, `/api/${locale}/save-cart`, { body: { city_id: f.casablanca.id, revision: ++revision, ...body }, token })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return saveCartResponseSchema.parse(answer.body).data
}
const familyLine = (quantity = 1) => ({ product_id: f.sidiAli.id, quantity, product_attribute_id: family.id })
const smallLine = (quantity = 1) => ({ product_id: smallBottles!.id, quantity, product_attribute_id: smallPack!.id })
const newCustomer = () => createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
const { placeOrder } = checkoutOrders(api, f)
/** Two family packs with the voucher `code`, through the checkout. */
const withVoucher = (customer: Customer, code: string) => placeOrder(customer, [familyLine(2)], { extra: { voucher_code: code } })

describe('who may read and change vouchers', () => {
  it('lets staff read the list, a voucher and the choices; only admins create and change', async () => {
    const voucher = await create()
    expect((await adminCall(api, '/api/admin/vouchers', { token: staff.token })).body.data.items).toContainEqual(
      expect.objectContaining({ id: voucher.id }),
    )
    expect((await adminCall(api, '/api/admin/voucher-choices?lang=ar', { token: staff.token })).body.data.cities).toContainEqual({
      id: f.rabat.id,
      name: f.rabat.nameAr,
    })
    for (const member of [shopper, driver]) {
      expect((await adminCall(api, '/api/admin/vouchers', { token: member.token })).status).toBe(403)
      expect((await adminCall(api, `/api/admin/vouchers/${voucher.id}`, { token: member.token })).status).toBe(403)
    }
    for (const member of [shopper, driver, staff]) {
      expect((await post(fresh(), { token: member.token })).status).toBe(403)
      expect((await put(voucher.id, bodyOf(voucher, { value: 50 }), { token: member.token })).status).toBe(403)
    }
    expect((await read(voucher.id)).voucher.value).toBe(10)
  })
})

describe('creating, finding and changing', () => {
  it('stores the code upper case, the days as shop days, its restrictions, and an audit line', async () => {
    const voucher = await create({
      code: ' ete-2026 ',
      kind: 'fixed',
      value: 2500,
      min_order: 10_000,
      starts_on: '2026-07-01',
      ends_on: '2026-08-31',
      max_uses: 100,
      max_uses_per_customer: 1,
      city_ids: [f.rabat.id, f.casablanca.id, f.rabat.id],
      category_ids: [petites!.id],
    })
    expect(voucher).toMatchObject({
      code: 'ETE-2026',
      kind: 'fixed',
      value: 2500,
      min_order: 10_000,
      starts_on: '2026-07-01',
      ends_on: '2026-08-31',
      used_count: 0,
      state: 'active',
      city_ids: [f.casablanca.id, f.rabat.id].sort((a, b) => a - b),
      category_ids: [petites!.id],
      version: 1,
    })
    const [row] = await db.select().from(vouchers).where(eq(vouchers.id, voucher.id))
    // Midnight in Casablanca (UTC+1): the first day starts at 23:00 UTC the day before; the last ends at the next midnight.
    expect(row!.startsAt!.toISOString()).toBe('2026-06-30T23:00:00.000Z')
    expect(row!.endsAt!.toISOString()).toBe('2026-08-31T23:00:00.000Z')
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'voucher'), eq(auditLog.entityId, String(voucher.id))))
    expect(audit).toMatchObject({ actorId: admin.id, action: 'voucher.create' })
  })

  it('searches by part of the code and filters usable from expired ones', async () => {
    const usable = await create({ code: 'CHERCHE-ACTIF' })
    const past = await create({ code: 'CHERCHE-FINI', starts_on: '2026-06-01', ends_on: '2026-07-19' })
    const usedUp = await create({ code: 'CHERCHE-EPUISE', max_uses: 1 })
    await db.update(vouchers).set({ usedCount: 1 }).where(eq(vouchers.id, usedUp.id))
    const list = async (query: string) =>
      ((await adminCall(api, `/api/admin/vouchers?${query}`, { token: staff.token })).body.data.items as AdminVoucher[]).map((v) => v.code)
    expect((await list('q=cherche')).sort()).toEqual(['CHERCHE-ACTIF', 'CHERCHE-EPUISE', 'CHERCHE-FINI'])
    expect(await list('q=cherche&state=active')).toEqual([usable.code])
    expect((await list('q=cherche&state=expired')).sort()).toEqual([usedUp.code, past.code].sort())
    expect(await list('q=100%25')).toEqual([])
  })

  it('refuses bad fields under each field in the admin’s language, and creates nothing', async () => {
    const taken = await create()
    const french = await post(
      fresh({ code: 'x', kind: 'percent', value: 150, starts_on: '2026-08-02', ends_on: '2026-08-01', max_uses: 0, city_ids: [999999] }),
    )
    expect(french.status).toBe(400)
    expect(french.body.data.errors).toEqual({
      code: [m.api_bo_vouchers_code_invalid({}, { locale: 'fr' })],
      max_uses: [m.api_bo_vouchers_limit_invalid({}, { locale: 'fr' })],
    })
    const crossed = await post(fresh({ value: 150, starts_on: '2026-08-02', ends_on: '2026-08-01' }), { lang: 'ar' })
    expect(crossed.body.data.errors).toEqual({
      value: [m.api_bo_vouchers_percent_invalid({}, { locale: 'ar' })],
      ends_on: [m.api_bo_vouchers_dates_order({}, { locale: 'ar' })],
    })
    const againstData = await post(fresh({ code: taken.code.toLowerCase(), city_ids: [999999], category_ids: [999998] }))
    expect(againstData.body.data.errors).toEqual({
      code: [m.api_bo_vouchers_code_taken({ code: taken.code }, { locale: 'fr' })],
      city_ids: [m.api_bo_vouchers_cities_invalid({}, { locale: 'fr' })],
      category_ids: [m.api_bo_vouchers_categories_invalid({}, { locale: 'fr' })],
    })
    expect((await post(fresh({ kind: 'fixed', value: 0 }))).body.data.errors).toEqual({
      value: [m.api_bo_vouchers_value_invalid({}, { locale: 'fr' })],
    })
    expect((await post(fresh({ kind: 'gift' }))).body.data.errors).toEqual({ kind: [m.api_bo_vouchers_kind_invalid({}, { locale: 'fr' })] })
    // Free delivery takes no value.
    expect((await create({ kind: 'free_delivery', value: 700 })).value).toBe(0)
    const { version: _, ...noVersion } = bodyOf(taken)
    expect((await put(taken.id, noVersion)).body.data.errors).toEqual({ version: [m.api_bo_edit_version_missing({}, { locale: 'fr' })] })
    // A version PostgreSQL's integer cannot hold is refused like a missing one, never a failed query (found by the fuzzer).
    const huge = await put(taken.id, { ...bodyOf(taken), version: 9_007_199_254_740_996 })
    expect(huge.status).toBe(400)
    expect(huge.body.data.errors).toEqual({ version: [m.api_bo_edit_version_missing({}, { locale: 'fr' })] })
    expect((await put(999999, bodyOf(taken))).status).toBe(404)
  })
})

describe('uses and limits', () => {
  it('lists the orders a voucher was used on, and keeps its limits at or above the uses made', async () => {
    const voucher = await create({ max_uses: 5, max_uses_per_customer: 2 })
    const first = await newCustomer()
    const second = await newCustomer()
    const placed = [await withVoucher(first, voucher.code), await withVoucher(first, voucher.code), await withVoucher(second, voucher.code)]
    for (const answer of placed) expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const detail = await read(voucher.id)
    expect(detail.voucher).toMatchObject({ used_count: 3 })
    const references = placed.map((answer) => answer.body.data.reference as string)
    expect(detail.uses.map((use: { reference: string }) => use.reference).sort()).toEqual([...references].sort())
    const [order] = await db.select().from(orders).where(eq(orders.reference, references[2]!))
    expect(detail.uses).toContainEqual(
      expect.objectContaining({
        reference: references[2],
        email: second.email,
        discount: order!.discountCentimes,
        total: order!.totalCentimes,
      }),
    )
    const below = await put(voucher.id, bodyOf(detail.voucher, { max_uses: 2, max_uses_per_customer: 1 }))
    expect(below.status).toBe(400)
    expect(below.body.data.errors).toEqual({
      max_uses: [m.api_bo_vouchers_limit_below_used({ used: 3 }, { locale: 'fr' })],
      max_uses_per_customer: [m.api_bo_vouchers_limit_below_used({ used: 2 }, { locale: 'fr' })],
    })
    expect((await put(voucher.id, bodyOf(detail.voucher, { max_uses: 3 }))).status).toBe(200)
    expect((await read(voucher.id)).voucher.state).toBe('expired')
  })

  it('reaches new carts at once and never placed orders; a disabled voucher no longer applies', async () => {
    const voucher = await create({ value: 10 })
    const customer = await newCustomer()
    const placed = await withVoucher(customer, voucher.code)
    expect(placed.status).toBe(201)
    const [before] = await db.select().from(orders).where(eq(orders.reference, placed.body.data.reference))
    const raised = await put(voucher.id, bodyOf(voucher, { value: 20 }))
    expect(raised.status).toBe(200)
    const cart = await save({ products: [familyLine(2)], voucher_code: voucher.code })
    expect(cart.totals.discount).toBe(percentOf(cart.totals.subtotal, 20))
    const [after] = await db.select().from(orders).where(eq(orders.reference, placed.body.data.reference))
    expect(after!.discountCentimes).toBe(before!.discountCentimes)
    expect(after!.totalCentimes).toBe(before!.totalCentimes)

    const disabled = await put(voucher.id, bodyOf(raised.body.data, { is_active: false }))
    expect(disabled.body.data.state).toBe('disabled')
    const refused = await save({ products: [familyLine(2)], voucher_code: voucher.code })
    expect(refused.voucher).toBeNull()
    expect(refused.messages).toContainEqual(expect.objectContaining({ code: 'voucher_unknown', field: 'voucher_code' }))
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'voucher'), eq(auditLog.entityId, String(voucher.id)), eq(auditLog.action, 'voucher.disable')))
    expect(audit).toMatchObject({ before: { version: 2, is_active: true }, after: { version: 3, is_active: false } })
  })
})

describe('restricted to cities or categories, at checkout (docs/decisions/0034)', () => {
  it.each(['fr', 'ar'] as const)('applies a city voucher only in its cities, saying where it applies (%s)', async (locale) => {
    const voucher = await create({ city_ids: [f.rabat.id] })
    const elsewhere = await save({ products: [familyLine(2)], voucher_code: voucher.code }, { locale })
    expect(elsewhere.voucher).toBeNull()
    expect(elsewhere.totals.discount).toBe(0)
    expect(elsewhere.messages).toContainEqual({
      code: 'voucher_other_city',
      field: 'voucher_code',
      message: m.api_voucher_other_city({ cities: locale === 'ar' ? f.rabat.nameAr : f.rabat.nameFr }, { locale }),
    })
    const inRabat = await save({ city_id: f.rabat.id, products: [familyLine(2)], voucher_code: voucher.code }, { locale })
    expect(inRabat.voucher).toEqual({ code: voucher.code, kind: 'percent' })
    expect(inRabat.totals.discount).toBe(percentOf(inRabat.totals.subtotal, 10))
  })

  it('takes a category voucher off the goods of its categories only, its minimum counted on them', async () => {
    const voucher = await create({ value: 10, category_ids: [petites!.id] })
    const mixed = await save({ products: [familyLine(2), smallLine(3)], voucher_code: voucher.code })
    const alone = await save({ products: [smallLine(3)] })
    expect(mixed.voucher).not.toBeNull()
    expect(mixed.totals.discount).toBe(percentOf(alone.totals.subtotal, 10))
    expect(mixed.totals.discount).toBeLessThan(percentOf(mixed.totals.subtotal, 10))

    const none = await save({ products: [familyLine(2)], voucher_code: voucher.code }, { locale: 'ar' })
    expect(none.voucher).toBeNull()
    expect(none.messages).toContainEqual({
      code: 'voucher_no_eligible_goods',
      field: 'voucher_code',
      message: m.api_voucher_no_eligible_goods({ categories: petites!.nameAr }, { locale: 'ar' }),
    })
    // The minimum is on the goods it applies to: the family packs do not count towards it.
    const minimum = await create({
      kind: 'fixed',
      value: 500,
      min_order: alone.totals.subtotal + 1,
      category_ids: [petites!.id, familiales!.id],
    })
    expect((await save({ products: [familyLine(2), smallLine(3)], voucher_code: minimum.code })).voucher).not.toBeNull()
    const onlyPetites = await create({ kind: 'fixed', value: 500, min_order: alone.totals.subtotal + 1, category_ids: [petites!.id] })
    const short = await save({ products: [familyLine(2), smallLine(3)], voucher_code: onlyPetites.code })
    expect(short.messages).toContainEqual(expect.objectContaining({ code: 'voucher_below_minimum' }))
  })

  it('refuses at order time a restricted voucher the order does not meet', async () => {
    const voucher = await create({ city_ids: [f.rabat.id] })
    const customer = await newCustomer()
    const refused = await withVoucher(customer, voucher.code)
    expect(refused.status).toBe(400)
    expect(refused.body.data.errors.voucher_code).toEqual([m.api_voucher_other_city({ cities: f.rabat.nameFr }, { locale: 'fr' })])
    expect((await read(voucher.id)).voucher.used_count).toBe(0)
  })
})

describe('two admins editing the same voucher', () => {
  it('refuses the second save with who saved, when and what changed, and never overwrites the first', async () => {
    const voucher = await create({ value: 10 })
    expect((await put(voucher.id, bodyOf(voucher, { value: 15, city_ids: [f.rabat.id] }))).status).toBe(200)
    const second = await put(voucher.id, bodyOf(voucher, { min_order: 5000 }), {
      token: otherAdmin.token,
      lang: 'ar',
      instance: secondInstance,
    })
    expect(second.status).toBe(409)
    expect(second.body.message).toContain('Amina Alaoui')
    expect(second.body.message).toContain(m.api_bo_vouchers_label_value({}, { locale: 'ar' }))
    expect(second.body.message).toContain(m.api_bo_vouchers_label_cities({}, { locale: 'ar' }))
    expect(Object.keys(second.body.data.errors).sort()).toEqual(['city_ids', 'value'])
    expect((await read(voucher.id)).voucher).toMatchObject({ value: 15, min_order: 0, city_ids: [f.rabat.id], version: 2 })
  })

  it('lets one of two saves made at the same moment through two instances win', async () => {
    const voucher = await create()
    const answers = await together(2, (index) =>
      put(voucher.id, bodyOf(voucher, { value: 30 + index }), {
        token: [admin.token, otherAdmin.token][index]!,
        instance: [api, secondInstance][index]!,
      }),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect((await read(voucher.id)).voucher.version).toBe(2)
  })
})
