/**
 * Stock in the browser, in French and Arabic (issue 17 §3, docs/decisions/0032): a sold-out pack
 * size says so on the product page and cannot be added; a cart line the stock cannot cover says
 * so and the checkout cannot go on; an admin changes a count on /gestion/stock (a bad value is
 * refused under its field, a count changed meanwhile is refused with what changed, then saved);
 * staff read the stock without changing it and see the low-stock list on the dashboard.
 * Each run (language × device) changes pack sizes of its own, so parallel runs never mix.
 */
import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test, waitForHydration, phoneIn, testIn } from './fixtures'
import { signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    soldOut: 'Épuisé',
    sixChoice: '6 × 1,5 L, épuisé',
    twelve: '12 × 1,5 L',
    quantity: 'Quantité',
    short: 'Ain Atlas 1,5 L (12 × 1,5 L) : plus que 2 en stock.',
    lineShort: 'Stock insuffisant',
    decrease: 'Diminuer la quantité de Ain Atlas 1,5 L',
    edit: 'Modifier le stock',
    count: 'Stock',
    save: 'Enregistrer',
    invalid: 'Indiquez un nombre entier de 0 à 1 000 000, ou laissez vide pour ne pas suivre le stock.',
    changed: "Le stock a changé depuis que vous l'avez lu",
    now: 'Maintenant : 7 (vous aviez vu 10).',
    saved: 'Stock enregistré',
    readOnly: 'Lecture seule : seuls les administrateurs modifient le stock.',
    lowTitle: 'Stock bas',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    soldOut: 'نفد المخزون',
    sixChoice: '6 × 1,5 لتر، نفد المخزون',
    twelve: '12 × 1,5 لتر',
    quantity: 'الكمية',
    short: 'عين أطلس 1,5 لتر (12 × 1,5 لتر): لم يتبق في المخزون سوى 2.',
    lineShort: 'المخزون غير كاف',
    decrease: 'إنقاص كمية عين أطلس 1,5 لتر',
    edit: 'تعديل مخزون',
    count: 'المخزون',
    save: 'حفظ',
    invalid: 'أدخل عددا صحيحا من 0 إلى 1 000 000، أو اتركه فارغا لعدم تتبع المخزون.',
    changed: 'تغير المخزون منذ أن قرأته',
    now: 'الآن: 7 (كنت قد رأيت 10).',
    saved: 'تم حفظ المخزون',
    readOnly: 'للقراءة فقط: المسؤولون وحدهم يعدلون المخزون.',
    lowTitle: 'مخزون منخفض',
  },
] as const

/** The pack sizes each run changes in the back office: [admin's, staff's], by language and device. */
const OWN_PACK_SIZES: Record<string, [string, string]> = {
  'fr-desktop': ['AA-6X1L', 'AA-1X5L'],
  'ar-desktop': ['AA-12X1L', 'AA-2X5L'],
  'fr-phone': ['AA-12X50CL', 'AA-12X33CL'],
  'ar-phone': ['AA-24X50CL', 'AA-24X33CL'],
}

const setStock = (reference: string, stock: number | null, threshold = 5) =>
  sql('UPDATE product_variants SET stock = $2, low_stock_threshold = $3 WHERE reference = $1', [reference, stock, threshold])
const stockOf = async (reference: string) =>
  (await sql<{ stock: number | null }>('SELECT stock FROM product_variants WHERE reference = $1', [reference]))[0]!.stock

async function openAs(context: BrowserContext, page: Page, role: 'admin' | 'staff', path: string) {
  const [member] = await sql<{ id: number }>(
    "INSERT INTO users (email, first_name, last_name, role) VALUES ($1, 'Stock', 'Test', $2) RETURNING id",
    [`stock-${role}-${randomBytes(4).toString('hex')}@example.test`, role],
  )
  await signIn(context, member!.id)
  await page.goto(path)
  await waitForHydration(page)
}

for (const t of languages) {
  test(`a sold-out pack size cannot be added, and the cart says what the stock cannot cover (${t.locale})${phoneIn(t.locale, 'ar')}`, async ({
    page,
  }) => {
    // The same values in every run: these runs only read them.
    await setStock('AA-6X1-5L', 0)
    await setStock('AA-12X1-5L', 2)
    const [product] = await sql<{ id: number }>("SELECT id FROM products WHERE slug = 'ain-atlas-1-5l'")
    await page.goto(`${t.prefix}/produit/${product!.id}-ain-atlas-1-5l?format=6x1-5l`)
    await waitForHydration(page)
    await expect(page.getByTestId('product-sold-out')).toHaveText(t.soldOut)
    await expect(page.getByTestId('add-to-cart')).toBeDisabled()
    await expect(page.getByRole('radio', { name: t.sixChoice })).toHaveAttribute('aria-checked', 'true')

    // Another pack size, in stock: it can be added, even beyond what is left, and the cart says so.
    await page.getByRole('radio', { name: t.twelve, exact: true }).click()
    await expect(page.getByTestId('product-sold-out')).toHaveCount(0)
    await expect(page.getByTestId('add-to-cart')).toBeEnabled()
    await page.getByRole('spinbutton', { name: t.quantity }).fill('3')
    await page.getByTestId('add-to-cart').click()
    await expect(page.getByTestId('cart-count')).toHaveText('3')
    await page.getByTestId('cart-button').click()
    await expect(page.getByTestId('cart-line-out-of-stock')).toHaveText(t.lineShort)
    await expect(page.getByTestId('cart-message')).toHaveText(t.short)
    await expect(page.getByTestId('cart-checkout')).toHaveAttribute('aria-disabled', 'true')

    // Down to what is left: the checkout can go on.
    await page.getByRole('button', { name: t.decrease }).click()
    await expect(page.getByTestId('cart-line-out-of-stock')).toHaveCount(0)
    await expect(page.getByTestId('cart-message')).toHaveCount(0)
    await expect(page.getByTestId('cart-checkout')).toHaveAttribute('aria-disabled', 'false')
  })

  testIn(t.locale, 'ar')(
    `an admin changes a count, refused when bad or changed meanwhile (${t.locale})`,
    async ({ context, page }, info) => {
      const [reference] = OWN_PACK_SIZES[`${t.locale}-${info.project.name}`]!
      await setStock(reference, 10)
      await openAs(context, page, 'admin', `${t.prefix}/gestion/stock`)
      const row = page.locator(`[data-testid="bo-stock-row"][data-reference="${reference}"]`)
      await expect(row.getByTestId('bo-stock-count')).toContainText('10')
      await row.getByRole('button', { name: t.edit }).click()
      const form = page.getByTestId('bo-stock-form')
      const count = form.getByRole('spinbutton', { name: t.count, exact: true })

      await count.fill('-3')
      await form.getByRole('button', { name: t.save }).click()
      await expect(form).toContainText(t.invalid)
      expect(await stockOf(reference)).toBe(10)

      // Another admin (or orders) changed it meanwhile: refused, with what changed.
      await setStock(reference, 7)
      await count.fill('12')
      await form.getByRole('button', { name: t.save }).click()
      await expect(page.locator('.toast[data-toast-type="error"]')).toContainText(t.changed)
      await expect(form).toContainText(t.now)
      expect(await stockOf(reference)).toBe(7)
      await expect(row.getByTestId('bo-stock-count')).toContainText('7')

      // Seen, saved again: applied.
      await form.getByRole('button', { name: t.save }).click()
      await expect(page.locator('.toast[data-toast-type="success"]')).toContainText(t.saved)
      await expect(row.getByTestId('bo-stock-count')).toContainText('12')
      expect(await stockOf(reference)).toBe(12)
    },
  )

  testIn(t.locale, 'fr')(
    `staff read the stock without changing it, and see what is low on the dashboard (${t.locale})`,
    async ({ context, page }, info) => {
      const [, reference] = OWN_PACK_SIZES[`${t.locale}-${info.project.name}`]!
      await setStock(reference, 3, 5)
      await openAs(context, page, 'staff', `${t.prefix}/gestion/stock`)
      await expect(page.getByTestId('bo-stock-read-only')).toHaveText(t.readOnly)
      const row = page.locator(`[data-testid="bo-stock-row"][data-reference="${reference}"]`)
      await expect(row.getByTestId('bo-stock-count')).toContainText('3')
      await expect(page.getByRole('button', { name: t.edit })).toHaveCount(0)

      await page.goto(`${t.prefix}/gestion/tableau-de-bord`)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { name: t.lowTitle })).toBeVisible()
      await expect(page.locator(`[data-testid="bo-low-stock-item"][data-reference="${reference}"]`)).toContainText('3')
    },
  )
}
