/**
 * Issue 35 §2 in the browser, in French and Arabic: staff refund one line of a delivered order,
 * paid back in cash by a driver; the credit note appears with its PDF (its number, its total and,
 * in Arabic, its words in reading order), the evening's cash shows the refund under the driver,
 * and the customer's order page shows the credit note and the points given back and taken back.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { shopClock } from '~/lib/shop-dates'
import { pdfLines } from '../support/pdf-text'
import { expect, test, waitForHydration } from './fixtures'
import { addressSnapshotJson, createCustomer, createStaffMember, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    line: /Sidi Ali/,
    reason: 'Motif',
    reasonText: 'Pack percé à la livraison',
    method: 'Remboursé comment',
    driver: 'Livreur qui rend l’argent',
    submit: /^Rembourser/,
    creditNote: 'Avoir',
    points: 'Points : +5 rendus, −2 repris',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    line: /سيدي علي/,
    reason: 'السبب',
    reasonText: 'علبة مثقوبة عند التسليم',
    method: 'طريقة الاسترداد',
    driver: 'السائق الذي يعيد المال',
    submit: /^استرداد \(/,
    creditNote: 'إشعار دائن',
    points: 'النقاط: +5 مُعادة، −2 مسترجعة',
  },
] as const

/**
 * An order delivered today by `driverId` in the customer's language: 2 packs at 20,00, a fee of
 * 15,00, 10 points used (10,00 off), 4 points earned and credited; 45,00 collected in cash.
 */
async function deliveredOrder(customerId: number, driverId: number, locale: string) {
  const reference = `MS-RF${randomBytes(4).toString('hex').toUpperCase()}`
  const [order] = await sql<{ id: number }>(
    `INSERT INTO orders (reference, user_id, status, locale, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
       delivery_date, subtotal_centimes, delivery_fee_centimes, points_used, points_discount_centimes, points_gained, total_centimes,
       idempotency_key, request_hash, driver_id, delivered_at, collected_centimes)
     SELECT $1, $2, 'delivered', $3, c.id, $4::jsonb, $4::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
       (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $5, 4000, 1500, 10, 1000, 4, 4500, $1, 'e2e', $6, now(), 4500
     FROM cities c WHERE c.slug = 'casablanca' RETURNING id`,
    [reference, customerId, locale, addressSnapshotJson('Nadia Berrada'), shopClock(new Date()).day, driverId],
  )
  await sql(
    `INSERT INTO order_lines (order_id, name_fr, name_ar, reference, unit_price_centimes, quantity, line_total_centimes)
     VALUES ($1, 'Sidi Ali 6 x 1,5 L', 'سيدي علي 6 × 1,5 لتر', 'SA-6X1-5L', 2000, 2, 4000)`,
    [order!.id],
  )
  await sql(`INSERT INTO points_ledger (user_id, delta, reason, order_id) VALUES ($1, 4, 'order', $2)`, [customerId, order!.id])
  await sql('UPDATE users SET points_balance = 20, locale = $2 WHERE id = $1', [customerId, locale])
  return reference
}

/** The PDF a link downloads, as its lines of text in reading order. */
async function downloadedPdf(page: Page, link: ReturnType<Page['getByTestId']>) {
  const [download] = (await Promise.all([page.waitForEvent('download'), link.click()])) as [Download, unknown]
  return pdfLines(new Uint8Array(await readFile((await download.path())!)))
}

for (const t of languages) {
  test(`staff refund one line of a delivered order; the credit note, the points and the cash day show it (${t.locale})`, async ({
    browser,
    context,
    page,
  }) => {
    test.setTimeout(90_000)
    const driver = await createStaffMember('driver', 'Karim')
    const customer = await createCustomer('casablanca')
    const reference = await deliveredOrder(customer.id, driver.id, t.locale)

    await signIn(context, (await createStaffMember('staff')).id)
    await page.goto(`${t.prefix}/gestion/commandes/${reference}`)
    await waitForHydration(page)
    const panel = page.getByTestId('bo-refunds')
    await panel.getByRole('spinbutton', { name: t.line }).fill('1')
    await panel.getByLabel(t.reason).fill(t.reasonText)
    await panel.getByLabel(t.method).selectOption('cash')
    await panel.getByLabel(t.driver).selectOption(String(driver.id))
    await panel.getByRole('button', { name: t.submit }).click()

    // One pack of 20,00 of the 40,00 of goods: half of what was paid for them (30,00), 15,00.
    const note = panel.getByTestId('bo-credit-note')
    await expect(note).toHaveCount(1, { timeout: 20_000 })
    await expect(note).toContainText('15,00')
    await expect(note).toContainText(t.reasonText)
    await expect(note.getByTestId('bo-credit-note-points')).toHaveText(t.points)
    const number = (await note.locator('bdi[dir="ltr"]').first().textContent())!.trim()
    expect(number).toMatch(/^\d{4}-\d{6}$/)
    const lines = await downloadedPdf(page, note.getByTestId('bo-credit-note-pdf'))
    expect(lines.some((line) => line.includes(t.creditNote) && line.includes(number))).toBe(true)
    expect(lines.join('\n')).toContain('15,00')
    // The refund is in the order's history, with who and why.
    await expect(page.getByTestId('bo-order-timeline')).toContainText(t.reasonText)

    // The driver's cash of the day: the refund leaves what they hand over.
    await page.goto(`${t.prefix}/gestion/livraisons?date=${shopClock(new Date()).day}`)
    await waitForHydration(page)
    await expect(page.getByTestId('cash-refunds').filter({ hasText: reference })).toContainText('15,00')

    // The customer's order page: the credit note, its PDF and the points.
    const shopper = await browser.newContext()
    await signIn(shopper, customer.id)
    const own = await shopper.newPage()
    await own.goto(`${t.prefix}/espace/orders/${reference}`)
    await waitForHydration(own)
    const refunds = own.getByTestId('order-credit-note')
    await expect(refunds).toContainText(number)
    await expect(refunds.getByTestId('order-credit-note-points')).toHaveText(t.points)
    const customerLines = await downloadedPdf(own, refunds.getByTestId('order-credit-note-pdf'))
    expect(customerLines).toEqual(lines)
    const [balance] = await sql<{ points_balance: number }>('SELECT points_balance FROM users WHERE id = $1', [customer.id])
    expect(balance!.points_balance).toBe(20 + 5 - 2)
    await shopper.close()
  })
}
