/**
 * Invoices in the browser, in French and Arabic (issue 35 §3): staff deliver an order and download
 * its invoice from the back-office order page; the customer downloads the same from their order
 * page. The PDF's text, read back in logical order, carries the number, the totals and, in Arabic,
 * the Arabic words.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { pdfLines } from '../support/pdf-text'
import { baseURL } from '../../playwright.config'
import { expect, test, waitForHydration } from './fixtures'
import { createCustomer, createPlacedOrder, createStaffMember, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    deliver: 'Marquer livrée',
    deliverSubmit: 'Confirmer la livraison',
    words: ['Facture', 'Total TTC', 'Frais de livraison'],
  },
  {
    locale: 'ar',
    prefix: '/ar',
    deliver: 'تم التوصيل',
    deliverSubmit: 'تأكيد التوصيل',
    words: ['فاتورة', 'المجموع مع احتساب الرسوم', 'رسوم التوصيل'],
  },
] as const

/** Clicks the link and answers the PDF's file name and its lines. */
async function downloadPdf(page: Page, link: ReturnType<Page['getByTestId']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  return { name: download.suggestedFilename(), lines: await pdfLines(new Uint8Array(await readFile((await download.path())!))) }
}

test.beforeAll(async () => {
  await sql(
    `UPDATE shop_legal_identity SET name = 'Ma Source SARL', address = '12 boulevard Zerktouni', city = 'Casablanca',
       ice = '001234567000089', tax_id = '40123456', trade_register = '456789 Casablanca', patente = '35712345' WHERE id = 1`,
  )
})

for (const t of languages) {
  test(`staff deliver an order and download its invoice; the customer downloads it from their order page (${t.locale})`, async ({
    page,
    browser,
  }) => {
    test.slow()
    const customer = await createCustomer('casablanca')
    const { reference } = await createPlacedOrder(customer.id)
    await sql(`UPDATE orders SET status = 'out_for_delivery', locale = $1 WHERE reference = $2`, [t.locale, reference])
    await signIn(page.context(), (await createStaffMember('staff')).id)
    await page.goto(`${t.prefix}/gestion/commandes/${reference}`)
    await waitForHydration(page)
    await page.getByRole('button', { name: t.deliver, exact: true }).click()
    await page.getByRole('button', { name: t.deliverSubmit, exact: true }).click()

    const staffLink = page.getByTestId('bo-order-invoice').getByRole('link')
    await expect(staffLink).toBeVisible()
    const staffCopy = await downloadPdf(page, staffLink)
    const number = /^facture-(\d{4}-\d{6})\.pdf$/.exec(staffCopy.name)?.[1]
    expect(number).toBeDefined()
    const text = staffCopy.lines.join('\n')
    for (const expected of [number!, '55,00', '45,83', '9,17', ...t.words]) expect(text).toContain(expected)
    await page.screenshot({ path: `screenshots/invoices/${t.locale}-back-office-order.png`, fullPage: true })
    await page.goto(`${t.prefix}/gestion/facturation`)
    await expect(page.getByTestId('inv-identity')).toBeVisible()
    await page.screenshot({ path: `screenshots/invoices/${t.locale}-billing.png`, fullPage: true })

    // The satisfaction popup a delivered order opens is another journey's: it would cover the link.
    await sql('DELETE FROM satisfaction_requests WHERE user_id = $1', [customer.id])
    const context = await browser.newContext({ baseURL })
    await signIn(context, customer.id)
    const customerPage = await context.newPage()
    await customerPage.goto(`${t.prefix}/espace/orders/${reference}`)
    await waitForHydration(customerPage)
    const customerCopy = await downloadPdf(customerPage, customerPage.getByTestId('order-invoice'))
    expect(customerCopy.name).toBe(staffCopy.name)
    expect(customerCopy.lines).toEqual(staffCopy.lines)
    await context.close()
  })
}
