/**
 * Invoices on a real PostgreSQL (issue 35 §3, decision 0074): the shop's legal identity (admins
 * save it from the version read), an invoice issued in the transaction that delivers an order,
 * with its content frozen; 50 deliveries at once get 50 consecutive numbers, a delivery that rolls
 * back leaves no gap, an order is never on two invoices; a company paying monthly gets none.
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customerCompanies, invoiceOrders, invoices, orders, shopLegalIdentity } from '~/api/db/schema'
import type { LegalDocument } from '~/api/services/documents/legal-document'
import { issueOrderInvoice } from '~/api/services/documents/invoices'
import { adminCall, createMember } from './back-office-helpers'
import { orderFixtures, sidiAliLines } from './order-fixtures'
import { useTestDatabase } from './test-database'
import { DEMO_LEGAL_IDENTITY } from '~/api/db/seed/demo-shop'

/** Friday 27 November 2026, 10:00 in Casablanca. */
const NOW = new Date('2026-11-27T09:00:00Z')
const { db, api } = await useTestDatabase({ now: () => NOW })
const { createCustomer, createOrder } = orderFixtures(db)
const admin = await createMember(db, 'admin')
const otherAdmin = await createMember(db, 'admin')
const staff = await createMember(db, 'staff')

export const IDENTITY = {
  name: 'Ma Source SARL',
  legal_form: 'SARL',
  address: '12 boulevard Zerktouni',
  city: 'Casablanca',
  ice: '001234567000089',
  tax_id: '40123456',
  trade_register: '456789 Casablanca',
  patente: '35712345',
  cnss: '9876543',
  capital: '100 000 MAD',
  phone: '+212522000000',
  email: 'factures@masource.ma',
  rib: null,
  default_vat_rate: 20,
  delivery_vat_rate: 20,
  monthly_payment_days: 30,
}

const identity = async () => (await adminCall(api, '/api/admin/legal-identity', { token: staff.token })).body.data
const deliver = (reference: string) =>
  adminCall(api, `/api/admin/orders/${reference}/status`, { token: staff.token, body: { action: 'deliver' } })
const invoiceOf = async (orderId: number) =>
  (
    await db
      .select({ invoice: invoices })
      .from(invoiceOrders)
      .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
      .where(eq(invoiceOrders.orderId, orderId))
  )[0]?.invoice

describe("the shop's legal identity", () => {
  it('is read by staff, saved by an admin from the version read, refused to staff and to a stale save', async () => {
    // The demo shop has a demo seller; a real shop starts with none, and the dashboard says so.
    const demo = await identity()
    expect(demo).toMatchObject({ complete: true, name: DEMO_LEGAL_IDENTITY.name, ice: DEMO_LEGAL_IDENTITY.ice })
    const dashboardWarns = async () =>
      (await adminCall(api, '/api/admin/dashboard', { token: staff.token })).body.data.legal_identity_incomplete
    expect(await dashboardWarns()).toBe(false)
    await db.update(shopLegalIdentity).set({ name: '', ice: '', taxId: '', tradeRegister: '', patente: '', address: '', city: '' })
    const first = await identity()
    expect(first.complete).toBe(false)
    expect(await dashboardWarns()).toBe(true)
    const refused = await adminCall(api, '/api/admin/legal-identity', {
      token: staff.token,
      method: 'PUT',
      body: { ...IDENTITY, version: first.version },
    })
    expect(refused.status).toBe(403)
    const bad = await adminCall(api, '/api/admin/legal-identity', {
      token: admin.token,
      method: 'PUT',
      body: { ...IDENTITY, ice: '123', version: first.version },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data.errors)).toContain('ice')

    const saved = await adminCall(api, '/api/admin/legal-identity', {
      token: admin.token,
      method: 'PUT',
      body: { ...IDENTITY, version: first.version },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ ...IDENTITY, complete: true, version: first.version + 1 })
    expect(await dashboardWarns()).toBe(false)

    const stale = await adminCall(api, '/api/admin/legal-identity', {
      token: otherAdmin.token,
      method: 'PUT',
      body: { ...IDENTITY, name: 'Autre', version: first.version },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.data.conflict.version).toBe(first.version + 1)
    expect((await identity()).name).toBe(IDENTITY.name)
  })
})

describe('an invoice per delivered order', () => {
  it('is issued with the delivery, its content frozen, VAT per rate adding up to the total', async () => {
    const customer = await createCustomer({ locale: 'ar' })
    const order = await createOrder(customer.id, {
      lines: sidiAliLines,
      status: 'out_for_delivery',
      locale: 'ar',
      values: { deliveryFeeCentimes: 1500, discountCentimes: 500, subtotalCentimes: 4900, totalCentimes: 5900 },
    })
    expect((await deliver(order.reference)).status).toBe(200)
    const invoice = (await invoiceOf(order.id))!
    expect(invoice).toMatchObject({ kind: 'order', locale: 'ar', year: 2026, totalTtcCentimes: 5900 })
    expect(invoice.reference).toMatch(/^2026-\d{6}$/)
    const snapshot = invoice.snapshot as LegalDocument
    expect(snapshot.seller.ice).toBe(IDENTITY.ice)
    expect(snapshot.vat).toEqual({ rates: [{ rate: 20, ht: 4917, vat: 983, ttc: 5900 }], ht: 4917, vat: 983, ttc: 5900 })
    expect(snapshot.lines.map((line) => line.totalTtc)).toEqual([4000, 900, 1500, -500])

    // A later change of the identity never reaches an issued invoice.
    const now = await identity()
    await adminCall(api, '/api/admin/legal-identity', {
      token: admin.token,
      method: 'PUT',
      body: { ...IDENTITY, name: 'Nouveau nom', version: now.version },
    })
    expect(((await invoiceOf(order.id))!.snapshot as LegalDocument).seller.name).toBe(IDENTITY.name)
    await expect(db.update(invoices).set({ totalTtcCentimes: 1 }).where(eq(invoices.id, invoice.id))).rejects.toThrow()
  })

  it('gives 50 deliveries at once 50 consecutive numbers', async () => {
    const customer = await createCustomer()
    const placed = await Promise.all(
      Array.from({ length: 50 }, () => createOrder(customer.id, { lines: sidiAliLines, status: 'out_for_delivery' })),
    )
    const answers = await Promise.all(placed.map((order) => deliver(order.reference)))
    expect(answers.map((answer) => answer.status)).toEqual(placed.map(() => 200))
    const numbers = (await Promise.all(placed.map((order) => invoiceOf(order.id)))).map((invoice) => invoice!.number).sort((a, b) => a - b)
    expect(numbers).toHaveLength(50)
    expect(numbers.at(-1)! - numbers[0]! + 1).toBe(50)
    expect(new Set(numbers).size).toBe(50)
  })

  it('leaves no gap when a delivery rolls back, and never bills an order twice', async () => {
    const customer = await createCustomer()
    const [first, second] = await Promise.all(
      [0, 1].map(() => createOrder(customer.id, { lines: sidiAliLines, status: 'out_for_delivery' })),
    )
    await expect(
      db.transaction(async (tx) => {
        await issueOrderInvoice(tx, first!, NOW)
        throw new Error('the delivery failed')
      }),
    ).rejects.toThrow('the delivery failed')
    const [{ last } = { last: 0 }] = await db
      .execute<{ last: number }>(sql`SELECT max(number)::int AS last FROM invoices WHERE year = 2026`)
      .then((r) => r.rows)
    await deliver(second!.reference)
    expect((await invoiceOf(second!.id))!.number).toBe(last + 1)
    await expect(db.transaction((tx) => issueOrderInvoice(tx, { ...second!, status: 'delivered' }, NOW))).rejects.toThrow()
  })

  it('is not issued for a company that pays at the end of the month', async () => {
    const customer = await createCustomer()
    await db.insert(customerCompanies).values({ userId: customer.id, name: 'Bureau SA', ice: '000111222333444', paysMonthly: true })
    const order = await createOrder(customer.id, { lines: sidiAliLines, status: 'out_for_delivery' })
    expect((await deliver(order.reference)).status).toBe(200)
    expect(await invoiceOf(order.id)).toBeUndefined()
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('delivered')
  })
})

describe('monthly invoices of companies that pay at the end of the month', () => {
  it("bills a finished month's delivered orders once, on one invoice, and keeps the company's balance", async () => {
    const customer = await createCustomer()
    await db.insert(customerCompanies).values({ userId: customer.id, name: 'Cabinet Atlas', ice: '000999888777666', paysMonthly: true })
    const october = (day: string) => ({ deliveredAt: new Date(`2026-10-${day}T10:00:00Z`) })
    const [first, second] = await Promise.all(
      ['03', '31'].map((day) => createOrder(customer.id, { lines: sidiAliLines, status: 'delivered', values: october(day) })),
    )
    const november = await createOrder(customer.id, { lines: sidiAliLines, status: 'delivered', values: { deliveredAt: NOW } })

    const early = await adminCall(api, '/api/admin/monthly-invoices', { token: staff.token, body: { month: '2026-11' } })
    expect(early.status).toBe(400)
    const run = await adminCall(api, '/api/admin/monthly-invoices', { token: staff.token, body: { month: '2026-10' } })
    expect(run.status).toBe(200)
    const mine = run.body.data.issued.filter((issued: { user_id: number }) => issued.user_id === customer.id)
    expect(mine).toHaveLength(1)
    expect(mine[0].total).toBe(first!.totalCentimes + second!.totalCentimes)
    const invoice = (await invoiceOf(first!.id))!
    expect(invoice).toMatchObject({ kind: 'monthly', periodMonth: '2026-10-01', reference: mine[0].reference })
    expect((await invoiceOf(second!.id))!.id).toBe(invoice.id)
    expect(await invoiceOf(november.id)).toBeUndefined()
    const snapshot = invoice.snapshot as LegalDocument
    expect(snapshot.buyer.company).toMatchObject({ name: 'Cabinet Atlas', ice: '000999888777666' })
    expect(snapshot.payment).toEqual({ kind: 'due', days: 30, dueOn: '2026-12-27' })
    // Merged: the same pack at the same price is one line.
    expect(snapshot.lines.find((line) => line.reference === 'SA-6X1-5L')!.quantity).toBe(4)

    const again = await adminCall(api, '/api/admin/monthly-invoices', { token: staff.token, body: { month: '2026-10' } })
    expect(again.body.data.issued.filter((issued: { user_id: number }) => issued.user_id === customer.id)).toHaveLength(0)

    const balance = async () =>
      (await adminCall(api, '/api/admin/company-balances', { token: staff.token })).body.data.find(
        (row: { user_id: number }) => row.user_id === customer.id,
      )
    expect(await balance()).toMatchObject({
      invoiced: invoice.totalTtcCentimes,
      paid: 0,
      balance: invoice.totalTtcCentimes,
      orders_to_invoice: 1,
    })
    const payment = { amount: 5000, paid_on: '2026-11-20', mode: 'cheque', reference: 'CHQ 123' }
    expect(
      (await adminCall(api, `/api/admin/company-balances/${customer.id}/payments`, { token: staff.token, body: payment })).status,
    ).toBe(201)
    expect(await balance()).toMatchObject({ paid: 5000, balance: invoice.totalTtcCentimes - 5000 })
    const future = await adminCall(api, `/api/admin/company-balances/${customer.id}/payments`, {
      token: staff.token,
      body: { ...payment, paid_on: '2026-12-20' },
    })
    expect(future.status).toBe(400)
  })
})
