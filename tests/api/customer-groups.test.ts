/**
 * Customer groups' prices (docs/decisions/0079) on a real PostgreSQL: a group's own price (the
 * city's row over the every-city one) and its percentage apply to its customers in the cart and in
 * the order; a customer without a group and a guest keep the city's price; the back office's saves.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customerCompanies, orderLines, orders, users } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { call, checkoutFixtures, createCustomer, newKey } from './checkout-helpers'
import { checkoutOrders } from './order-fixtures'
import { useTestDatabase } from './test-database'

const MONDAY_MORNING = new Date('2026-07-20T08:00:00Z')
const { db, api } = await useTestDatabase({ now: () => MONDAY_MORNING })
const f = await checkoutFixtures(db)
const { placedReference } = checkoutOrders(api, f)
const [small, large] = [f.variants[0]!, f.variants[1]!]
const cityUnit = (variant: typeof small) =>
  Math.round(((variant.sellPriceCentimes ?? variant.priceCentimes) * f.casablanca.priceFactorPermille) / 1000)
const admin = await createMember(db, 'admin')

async function newGroup(body: Record<string, unknown>) {
  const { status, body: answer } = await adminCall(api, '/api/admin/customer-groups', { token: admin.token, body })
  expect(status, JSON.stringify(answer)).toBe(201)
  return answer.data as { id: number }
}

async function cartPrices(token: string | undefined) {
  const lines = [
    { product_id: f.sidiAli.id, quantity: 10, product_attribute_id: small.id },
    { product_id: f.sidiAli.id, quantity: 10, product_attribute_id: large.id },
  ]
  const { status, body } = await call(api, '/api/fr/save-cart', { body: { city_id: f.casablanca.id, revision: 1, products: lines }, token })
  expect(status, JSON.stringify(body)).toBe(200)
  return (body.data.cart_details as { product_attribute_id: number; prices: { price: number } }[]).map((line) => line.prices.price)
}

describe('a group price list', () => {
  it("prices the group's customers only: its own price (the city's over every city's), else its percentage", async () => {
    const group = await newGroup({
      name: `Bureaux ${newKey().slice(0, 6)}`,
      discount_percent: 10,
      prices: [
        { product_id: f.sidiAli.id, variant_id: small.id, city_id: null, price: 100 },
        { product_id: f.sidiAli.id, variant_id: small.id, city_id: f.casablanca.id, price: 90 },
      ],
    })
    const member = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
    const other = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
    const saved = await adminCall(api, `/api/admin/customers/${member.id}/company`, {
      token: admin.token,
      method: 'PUT',
      body: {
        company: { name: 'Atlas Bureaux', ice: '001234567000089', pays_monthly: true },
        group_id: group.id,
        contacts: [{ name: 'Samira', role: 'Achats', phone: '0612345678' }],
        version: 1,
      },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data.company.ice).toBe('001234567000089')

    const tenPercentOff = Math.round((cityUnit(large) * 90) / 100)
    expect(await cartPrices(member.token)).toEqual([90, tenPercentOff])
    expect(await cartPrices(other.token)).toEqual([cityUnit(small), cityUnit(large)])
    expect(await cartPrices(undefined)).toEqual([cityUnit(small), cityUnit(large)])

    // At checkout: the order carries the group's prices.
    const dates = (await call(api, `/api/fr/checkout/options?city_id=${f.casablanca.id}`, { method: 'GET' })).body.data.delivery_modes[0]
    const reference = await placedReference(member, [{ product_id: f.sidiAli.id, quantity: 30, product_attribute_id: large.id }], {
      extra: { delivery_mode_id: dates.id, delivery_date: dates.dates[0] },
    })
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference))
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id))
    expect(line!.unitPriceCentimes).toBe(tenPercentOff)
    expect(order!.subtotalCentimes).toBe(tenPercentOff * 30)
  })

  it('refuses an item priced twice and an ICE that is not 15 digits', async () => {
    const twice = await adminCall(api, '/api/admin/customer-groups?lang=ar', {
      token: admin.token,
      body: {
        name: `Double ${newKey().slice(0, 6)}`,
        discount_percent: 0,
        prices: [
          { product_id: f.sidiAli.id, variant_id: small.id, city_id: null, price: 100 },
          { product_id: f.sidiAli.id, variant_id: small.id, city_id: null, price: 120 },
        ],
      },
    })
    expect(twice.status).toBe(400)
    const customer = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
    const badIce = await adminCall(api, `/api/admin/customers/${customer.id}/company`, {
      token: admin.token,
      method: 'PUT',
      body: { company: { name: 'X', ice: '12345' }, group_id: null, contacts: [], version: 1 },
    })
    expect(badIce.status).toBe(400)
    const [row] = await db.select({ group: users.customerGroupId }).from(users).where(eq(users.id, customer.id))
    expect(row!.group).toBeNull()
  })

  it('lets a customer name their company and its ICE on their profile, kept with what staff set', async () => {
    const customer = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
    const profile = (changes: Record<string, unknown>, lang = 'fr') =>
      call(api, `/api/${lang}/profile`, {
        method: 'PUT',
        token: customer.token,
        body: {
          first_name: 'Samira',
          last_name: 'Test',
          email: customer.email,
          phone: '',
          locale: 'fr',
          city_id: f.casablanca.id,
          ...changes,
        },
      })
    const refused = await profile({ company_name: 'Atlas', company_ice: '123' }, 'ar')
    expect(refused.status).toBe(400)
    expect(refused.body.data.errors.company_ice).toEqual([m.phone_error_ice_digits({}, { locale: 'ar' })])
    const saved = await profile({ company_name: 'Atlas Bureaux', company_ice: '001234567000089' })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toMatchObject({ company_name: 'Atlas Bureaux', company_ice: '001234567000089' })
    // Staff's monthly payment stays when the customer edits their profile without the company fields.
    await db.update(customerCompanies).set({ paysMonthly: true }).where(eq(customerCompanies.userId, customer.id))
    expect((await profile({})).status).toBe(200)
    const [company] = await db.select().from(customerCompanies).where(eq(customerCompanies.userId, customer.id))
    expect(company).toMatchObject({ name: 'Atlas Bureaux', paysMonthly: true })
  })
})
