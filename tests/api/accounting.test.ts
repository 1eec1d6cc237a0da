/**
 * The accountant's exports on a real PostgreSQL (issue 35 §6, docs/decisions/0082): the credit
 * notes and payments of a period as CSV and Excel, whose rows and totals row add up, to the
 * centime, to the documents as issued; only the period's documents; staff only.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, creditNotes, invoices, orderLines } from '~/api/db/schema'
import { readSheet } from '~/api/files/spreadsheets'
import { adminCall, createMember } from './back-office-helpers'
import { newKey } from './checkout-helpers'
import { orderFixtures } from './order-fixtures'
import { useTestDatabase } from './test-database'

let now = new Date('2026-10-31T10:00:00Z')
const { db, api } = await useTestDatabase({ now: () => now })
const { createCustomer, createOrder } = orderFixtures(db)
const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver')

/** An order of odd prices (so shares round) delivered through the API (which issues its invoice), refunded in two parts on `day`. */
async function refundedOrder(day: string, { cash = false } = {}) {
  now = new Date(`${day}T10:00:00Z`)
  const customer = await createCustomer()
  const order = await createOrder(customer.id, {
    status: 'out_for_delivery',
    lines: [
      { nameFr: 'Pack', nameAr: 'علبة', reference: 'P-1', quantity: 3, unitPriceCentimes: 3333 },
      { nameFr: 'Cruche', nameAr: 'قارورة', reference: 'C-1', quantity: 1, unitPriceCentimes: 4199 },
    ],
    values: { deliveryFeeCentimes: 1500, discountCentimes: 777, totalCentimes: 9999 + 4199 + 1500 - 777, driverId: driver.id },
  })
  const delivered = await adminCall(api, `/api/admin/orders/${order.reference}/status`, { token: staff.token, body: { action: 'deliver' } })
  expect(delivered.status).toBe(200)
  const [pack] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id)
  const refund = (body: Record<string, unknown>) =>
    adminCall(api, `/api/admin/orders/${order.reference}/refunds`, {
      token: staff.token,
      body: { idempotency_key: newKey(), reason: 'Abîmé', method: 'bank_transfer', ...body },
    })
  expect((await refund({ lines: [{ line_id: pack!.id, quantity: 1 }], amount: 101 })).status).toBe(200)
  const cashBody = cash ? { method: 'cash', driver_id: driver.id, paid_on: day } : {}
  expect((await refund({ lines: [{ line_id: pack!.id, quantity: 1 }], delivery_fee: true, ...cashBody })).status).toBe(200)
  return order
}

const download = async (query: string, token = staff.token) => {
  const response = await api.request(`/api/admin/accounting/export?${query}`, { headers: { Authorization: `Bearer ${token}` } })
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) }
}
const centimes = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100)

await refundedOrder('2026-10-31')
await refundedOrder('2026-11-03', { cash: true })
await refundedOrder('2026-11-20')
await refundedOrder('2026-12-01')
now = new Date('2026-12-02T10:00:00Z')
const november = 'from=2026-11-01&to=2026-11-30'

describe('the accountant’s exports', () => {
  it('exports the period’s credit notes, HT + VAT = TTC per row, the totals row their sum and the documents’ sum', async () => {
    const issued = (await db.select().from(creditNotes)).filter((note) => note.createdAt.toISOString().startsWith('2026-11'))
    expect(issued).toHaveLength(4)
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await download(`kind=credit_notes&format=${format}&${november}`)
      expect(file.status).toBe(200)
      const [header, ...rows] = await readSheet(file.bytes, format)
      const totalsRow = rows.pop()!
      const at = (name: string) => header!.indexOf(name)
      expect(rows.map((row) => row[at('Numéro')]).sort()).toEqual(issued.map((note) => note.reference).sort())
      for (const row of rows) {
        expect(centimes(row[at('Total HT')]!) + centimes(row[at('Total TVA')]!)).toBe(centimes(row[at('Total TTC')]!))
        expect(centimes(row[at('HT 20 %')]!)).toBe(centimes(row[at('Total HT')]!))
      }
      const sum = (column: string) => rows.reduce((total, row) => total + centimes(row[at(column)]!), 0)
      const documents = issued.reduce((total, note) => total + note.totalCentimes, 0)
      expect(sum('Total TTC')).toBe(documents)
      expect(centimes(totalsRow[at('Total TTC')]!)).toBe(documents)
      expect(centimes(totalsRow[at('Total HT')]!)).toBe(sum('Total HT'))
      expect(centimes(totalsRow[at('Total TVA')]!)).toBe(sum('Total TVA'))
    }
    const summary = await adminCall(api, `/api/admin/accounting/summary?${november}`, { token: staff.token })
    expect(summary.body.data.credit_notes).toMatchObject({ count: 4, ttc: issued.reduce((total, note) => total + note.totalCentimes, 0) })
  })

  it('exports the period’s invoices with their own totals, and the credit notes name the invoice they correct', async () => {
    const issued = (await db.select().from(invoices)).filter((invoice) => invoice.issuedAt.toISOString().startsWith('2026-11'))
    expect(issued).toHaveLength(2)
    const file = await download(`kind=invoices&format=xlsx&${november}`)
    const [header, ...rows] = await readSheet(file.bytes, 'xlsx')
    const totalsRow = rows.pop()!
    const at = (name: string) => header!.indexOf(name)
    expect(rows.map((row) => [row[at('Numéro')], centimes(row[at('Total TTC')]!)])).toEqual(
      issued.map((invoice) => [invoice.reference, invoice.totalTtcCentimes]),
    )
    expect(centimes(totalsRow[at('Total TTC')]!)).toBe(issued.reduce((total, invoice) => total + invoice.totalTtcCentimes, 0))
    expect(centimes(totalsRow[at('Total HT')]!)).toBe(issued.reduce((total, invoice) => total + invoice.totalHtCentimes, 0))
    const notes = await readSheet((await download(`kind=credit_notes&format=csv&${november}`)).bytes, 'csv')
    const invoiceColumn = notes[0]!.indexOf('Facture')
    expect(new Set(notes.slice(1, -1).map((row) => row[invoiceColumn]))).toEqual(new Set(issued.map((invoice) => invoice.reference)))
  })

  it('exports the period’s payments: collected on delivery, refunds paid back as negative amounts', async () => {
    const file = await download(`kind=payments&format=csv&${november}`)
    expect(file.type).toContain('text/csv')
    const [header, ...rows] = await readSheet(file.bytes, 'csv')
    const totalsRow = rows.pop()!
    const amount = header!.indexOf('Montant (MAD)')
    const collected = rows.filter((row) => centimes(row[amount]!) > 0)
    const refunded = rows.filter((row) => centimes(row[amount]!) < 0)
    expect(collected).toHaveLength(2)
    expect(refunded).toHaveLength(4)
    expect(refunded.some((row) => row.includes('En espèces, par un livreur'))).toBe(true)
    expect(centimes(totalsRow[amount]!)).toBe(rows.reduce((total, row) => total + centimes(row[amount]!), 0))
    const summary = await adminCall(api, `/api/admin/accounting/summary?${november}`, { token: staff.token })
    expect(summary.body.data.payments.collected - summary.body.data.payments.refunded).toBe(centimes(totalsRow[amount]!))
    const [exported] = await db.select().from(auditLog).where(eq(auditLog.action, 'accounting.export')).limit(1)
    expect(exported).toBeDefined()
  })

  it('is for staff: a driver and a customer are refused', async () => {
    expect((await download(`kind=payments&format=csv&${november}`, driver.token)).status).toBe(403)
    expect((await download(`kind=payments&format=csv&${november}`, (await createCustomer()).token)).status).toBe(403)
  })
})
