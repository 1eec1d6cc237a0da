/**
 * Invoices as PDFs (issue 35 §3): the customer downloads the invoice of their own order only, staff
 * any order's, in the order's language; the PDF's text (read back in logical order) carries the
 * number, the totals and, in Arabic, the Arabic words; several orders print as one PDF whose first
 * page names the orders without an invoice.
 */
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { shopLegalIdentity } from '~/api/db/schema'
import { closePdfBrowser } from '~/api/files/pdf'
import { pdfLines } from '../support/pdf-text'
import { createMember } from './back-office-helpers'
import { orderFixtures, sidiAliLines } from './order-fixtures'
import { useTestDatabase } from './test-database'

const NOW = new Date('2026-11-27T09:00:00Z')
const { db, api } = await useTestDatabase({ now: () => NOW })
const { createCustomer, createOrder } = orderFixtures(db)
const staff = await createMember(db, 'staff')
afterAll(() => closePdfBrowser())

await db
  .update(shopLegalIdentity)
  .set({ name: 'Ma Source SARL', address: '12 boulevard Zerktouni', city: 'Casablanca', ice: '001234567000089', taxId: '40123456' })
  .where(eq(shopLegalIdentity.id, 1))

async function download(path: string, token: string) {
  const response = await api.request(path, { headers: { Authorization: `Bearer ${token}` } })
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}
const deliver = (reference: string) =>
  api.request(`/api/admin/orders/${reference}/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${staff.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'deliver' }),
  })

describe('invoice PDFs', () => {
  it("gives the customer their own order's invoice in Arabic, right to left, and staff the same; another customer none", async () => {
    const customer = await createCustomer({ locale: 'ar' })
    const order = await createOrder(customer.id, {
      lines: sidiAliLines,
      status: 'out_for_delivery',
      locale: 'ar',
      values: { deliveryFeeCentimes: 1500, subtotalCentimes: 4900, totalCentimes: 6400 },
    })
    expect((await deliver(order.reference)).status).toBe(200)

    const { response, bytes } = await download(`/api/ar/orders/${order.reference}/invoice.pdf`, customer.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const disposition = response.headers.get('content-disposition') ?? ''
    const reference = /facture-(2026-\d{6})\.pdf/.exec(disposition)?.[1]
    expect(reference).toBeDefined()
    const text = (await pdfLines(bytes)).join('\n')
    expect(text).toContain(reference)
    expect(text).toContain('64,00')
    expect(text).toContain('10,67') // the VAT: 64,00 − 53,33
    expect(text).toContain('فاتورة')
    expect(text).toContain('المجموع مع احتساب الرسوم')
    expect(text).toContain('رسوم التوصيل')

    const staffCopy = await download(`/api/admin/orders/${order.reference}/invoice.pdf`, staff.token)
    expect(staffCopy.response.status).toBe(200)
    expect((await pdfLines(staffCopy.bytes)).join('\n')).toContain(reference)

    const stranger = await createCustomer()
    expect((await download(`/api/fr/orders/${order.reference}/invoice.pdf`, stranger.token)).response.status).toBe(404)
  }, 60_000)

  it('prints several orders as one PDF, naming those without an invoice first', async () => {
    const customer = await createCustomer()
    const delivered = await createOrder(customer.id, { lines: sidiAliLines, status: 'out_for_delivery' })
    const waiting = await createOrder(customer.id, { lines: sidiAliLines, status: 'confirmed' })
    await deliver(delivered.reference)
    const { response, bytes } = await download(
      `/api/admin/invoices/print.pdf?lang=fr&order=${delivered.id}&order=${waiting.id}`,
      staff.token,
    )
    expect(response.status).toBe(200)
    const lines = await pdfLines(bytes)
    expect(lines.join('\n')).toContain(`Sans facture : ${waiting.reference}`)
    expect(lines.join('\n')).toContain('Total TTC')
    const tooMany = Array.from({ length: 201 }, (_, index) => `order=${index + 1}`).join('&')
    expect((await download(`/api/admin/invoices/print.pdf?${tooMany}`, staff.token)).response.status).toBe(400)
    const customerTry = await download(`/api/admin/invoices/print.pdf?order=${delivered.id}`, customer.token)
    expect(customerTry.response.status).toBe(403)
  }, 60_000)
})
