/**
 * Editing a placed order and the stock's movements in the browser, in Arabic (docs/decisions/0101; issue 35
 * §1 and §7, docs/decisions/0076, 0077): an admin adds two packs and moves the date, sees the
 * preview before → after, saves; the order's history, the customer's order page and the
 * customer's e-mail show the new order; the stock page's history shows the edit's movement, and
 * the monthly count records a difference. Each language edits a pack size of its own.
 */
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { formatMoney } from '~/lib/money'
import { expect, test, waitForHydration, testIn } from './fixtures'
import { createCustomer, createPlacedOrder, signIn, sql, teamWithoutRequiredSecondFactor } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    open: 'Modifier la commande',
    quantity: 'Quantité',
    date: 'Date de livraison',
    preview: "Voir l'aperçu",
    save: 'Enregistrer la modification',
    saved: 'Commande modifiée ; le client a reçu la nouvelle commande par e-mail.',
    edited: 'Commande modifiée',
    movementEdited: 'Commande modifiée',
    subject: (reference: string) => `Votre commande ${reference} a été modifiée`,
    history: /^Historique :/,
    count: 'Inventaire',
    countSave: "Enregistrer l'inventaire",
    counted: 'Inventaire enregistré : 1 écart(s) sur 1 compté(s).',
    variant: 0,
  },
  {
    locale: 'ar',
    prefix: '/ar',
    open: 'تعديل الطلب',
    quantity: 'الكمية',
    date: 'تاريخ التوصيل',
    preview: 'عرض المعاينة',
    save: 'حفظ التعديل',
    saved: 'تم تعديل الطلب؛ وصل الطلب الجديد إلى الزبون عبر البريد الإلكتروني.',
    edited: 'تم تعديل الطلب',
    movementEdited: 'طلب معدّل',
    subject: (reference: string) => `تم تعديل طلبك ${reference}`,
    history: /^السجل:/,
    count: 'الجرد',
    countSave: 'حفظ الجرد',
    counted: 'تم حفظ الجرد: 1 فرق من أصل 1 معدود.',
    variant: 1,
  },
] as const

/** A pack size of Sidi Ali 1 L for this language's run, tracked at 500 units. */
async function ownPackSize(index: number) {
  const variants = await sql<{ id: number; product_id: number; reference: string }>(
    `SELECT v.id, v.product_id, v.reference FROM product_variants v JOIN products p ON p.id = v.product_id
     WHERE p.reference = 'SA-1L' ORDER BY v.id`,
  )
  const variant = variants[index]!
  await sql('UPDATE product_variants SET stock = 500 WHERE id = $1', [variant.id])
  return variant
}

async function openAsAdmin(page: Page, path: string) {
  await teamWithoutRequiredSecondFactor()
  const [admin] = await sql<{ id: number }>(
    "INSERT INTO users (email, first_name, last_name, role) VALUES ($1, 'Nadia', 'Edit', 'admin') RETURNING id",
    [`edit-admin-${randomBytes(4).toString('hex')}@example.test`],
  )
  await signIn(page.context(), admin!.id)
  await page.goto(path)
  await waitForHydration(page)
}

for (const t of languages) {
  testIn(t.locale, 'ar')(
    `an admin edits a placed order, the customer sees it; the stock's history and a count (${t.locale})`,
    async ({ page, browser }, info) => {
      // Two people, an edit, a preview and a count: up to a minute on a shared two-core machine.
      test.slow()
      const variant = await ownPackSize(t.variant)
      const customer = await createCustomer('casablanca')
      const { reference } = await createPlacedOrder(customer.id)
      // The order's line is this pack size, the order in the customer's language.
      await sql('UPDATE order_lines SET product_id = $1, variant_id = $2 WHERE order_id = (SELECT id FROM orders WHERE reference = $3)', [
        variant.product_id,
        variant.id,
        reference,
      ])
      await sql('UPDATE orders SET locale = $1 WHERE reference = $2', [t.locale, reference])

      await openAsAdmin(page, `${t.prefix}/gestion/commandes/${reference}`)
      await page.getByRole('button', { name: t.open, exact: true }).click()
      const form = page.getByTestId('order-edit-form')
      await expect(form.getByLabel(t.quantity)).toHaveValue('2')
      await form.getByLabel(t.quantity).fill('4')
      const dateSelect = form.getByLabel(t.date, { exact: true })
      const current = await dateSelect.inputValue()
      const dates = await dateSelect
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
      const newDate = dates.find((date) => date && date !== current)!
      await dateSelect.selectOption(newDate)
      await form.getByRole('button', { name: t.preview, exact: true }).click()

      const preview = page.getByTestId('order-edit-preview')
      await expect(preview.getByTestId('order-edit-changes')).toBeVisible()
      // Nothing is written by the preview.
      expect(await sql('SELECT version, delivery_date::text AS date FROM orders WHERE reference = $1', [reference])).toEqual([
        { version: 0, date: current },
      ])
      await page.screenshot({ path: `screenshots/back-office-order-edit/${t.locale}-${info.project.name}-preview.png`, fullPage: true })
      await preview.getByRole('button', { name: t.save, exact: true }).click()
      await expect(page.getByText(t.saved)).toBeVisible()
      await expect(page.getByTestId('bo-order-timeline')).toContainText(t.edited)
      const [order] = await sql<{ total: number; date: string; version: number }>(
        'SELECT total_centimes AS total, delivery_date::text AS date, version FROM orders WHERE reference = $1',
        [reference],
      )
      expect(order).toMatchObject({ date: newDate, version: 1 })
      await page.screenshot({ path: `screenshots/back-office-order-edit/${t.locale}-${info.project.name}-order.png`, fullPage: true })

      // The customer's order page and e-mail show the new order.
      const context = await browser.newContext({ baseURL })
      await signIn(context, customer.id)
      const customerPage = await context.newPage()
      await customerPage.goto(`${t.prefix}/espace/orders/${reference}`)
      await waitForHydration(customerPage)
      await expect(customerPage.getByTestId('order-total')).toContainText(formatMoney(order!.total, t.locale))
      await context.close()
      const [mail] = await sql<{ subject: string; text: string }>(
        'SELECT subject, text FROM email_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
        [customer.email],
      )
      expect(mail!.subject).toBe(t.subject(reference))
      expect(mail!.text).toContain('4 ×')

      // The stock page: the edit took 4 units (the demo order had reserved none); then a count finds 490.
      await page.goto(`${t.prefix}/gestion/stock`)
      await waitForHydration(page)
      const row = page.locator(`[data-testid="bo-stock-row"][data-reference="${variant.reference}"]`)
      await row.getByRole('button', { name: t.history }).click()
      const history = page.getByTestId('stock-history')
      await expect(history.getByTestId('stock-movement-kind').first()).toHaveText(t.movementEdited)
      await expect(history.getByTestId('stock-movement-delta').first()).toHaveText('-4')
      await expect(history.getByTestId('stock-movement-after').first()).toHaveText('496')

      await history.screenshot({ path: `screenshots/back-office-order-edit/${t.locale}-${info.project.name}-stock-history.png` })

      await page.getByRole('button', { name: t.count, exact: true }).click()
      await page.locator(`input[data-reference="${variant.reference}"]`).fill('490')
      await page
        .getByTestId('stock-count-form')
        .screenshot({ path: `screenshots/back-office-order-edit/${t.locale}-${info.project.name}-count.png` })
      await page.getByRole('button', { name: t.countSave, exact: true }).click()
      await expect(page.getByText(t.counted)).toBeVisible()
      await expect
        .poll(async () => (await sql<{ stock: number }>('SELECT stock FROM product_variants WHERE id = $1', [variant.id]))[0]!.stock)
        .toBe(490)
      // The history still open under its row is asked again: the count is its newest movement.
      await expect(history.getByTestId('stock-movement-delta').first()).toHaveText('-6')
      await sql('UPDATE product_variants SET stock = NULL WHERE id = $1', [variant.id])
    },
  )
}
