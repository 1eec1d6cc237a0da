/**
 * Prices per city in the browser (issue 17 §2, docs/decisions/0035): an admin sets a product's
 * price for Casablanca in its grid (French) and the product page shows it at once; a sale price
 * above the price is refused under its cell; an admin raises the clothing of one brand by 10 % in
 * Arabic, previewed then applied, and the product page follows. Each run prices products of its
 * own (a fountain, the clothing), which no other browser test reads.
 */
import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { cityId, signIn, sql } from './shop-database'

async function openAsAdmin(context: BrowserContext, page: Page, path: string) {
  const [admin] = await sql<{ id: number }>(
    "INSERT INTO users (email, first_name, last_name, role) VALUES ($1, 'Nadia', 'Prix', 'admin') RETURNING id",
    [`prices-${randomBytes(4).toString('hex')}@example.test`],
  )
  await signIn(context, admin!.id)
  await page.goto(path)
  await waitForHydration(page)
}
const productNamed = async (slug: string) =>
  (await sql<{ id: number; reference: string }>('SELECT id, reference FROM products WHERE slug = $1', [slug]))[0]!
/** The offer price's digits only ("1 234,50 MAD" → "123450"): the same in both languages. */
const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '')

test('an admin sets a price for Casablanca in the grid and the product page shows it at once (fr)', async ({ context, page }) => {
  const fountain = await productNamed('fontaine-de-table-chaud-froid')
  const casablanca = await cityId('casablanca')
  await sql('DELETE FROM city_prices WHERE product_id = $1', [fountain.id])
  await openAsAdmin(context, page, `/gestion/prix?q=${fountain.reference}`)
  await page.getByTestId('bo-prices-product').first().click()
  const row = page.locator(`[data-testid="bo-price-row"][data-city="${casablanca}"]`)
  const price = row.getByRole('spinbutton', { name: /^Prix \(MAD\)/ })
  const sale = row.getByRole('spinbutton', { name: /^Prix promo \(MAD\)/ })

  await price.fill('1500')
  await sale.fill('1600')
  await page.getByRole('button', { name: 'Enregistrer les prix' }).click()
  await expect(row).toContainText('Le prix promo doit être inférieur ou égal au prix')
  expect(await sql('SELECT 1 FROM city_prices WHERE product_id = $1', [fountain.id])).toHaveLength(0)

  await sale.fill('1399.5')
  await page.getByRole('button', { name: 'Enregistrer les prix' }).click()
  await expect(page.locator('.toast[data-toast-type="success"]')).toContainText('Prix de')
  await expect(row).toContainText('Fixé par Nadia Prix')

  await page.goto(`/produit/${fountain.id}-fontaine-de-table-chaud-froid`)
  await expect(page.getByTestId('product-offer-price')).toHaveText(/./)
  expect(digitsOf(await page.getByTestId('product-offer-price').textContent())).toBe('139950')
})

test('an admin raises the clothing of one brand by 10 % in Casablanca: previewed, applied, shown (ar)', async ({ context, page }) => {
  const tshirt = await productNamed('tshirt-oulmes-retro')
  const casablanca = await cityId('casablanca')
  const offer = async () =>
    (
      (await (await page.request.get(`/api/ar/${casablanca}/product/${tshirt.id}`)).json()) as {
        data: { price: number; sell_price: number | null }
      }
    ).data
  await openAsAdmin(context, page, '/ar/gestion/prix')
  const before = await offer()
  const form = page.getByTestId('bo-bulk-form')
  await form.getByLabel('المدينة').selectOption({ label: 'الدار البيضاء' })
  await form
    .getByLabel('الفئة')
    .selectOption({ value: String((await sql<{ id: number }>("SELECT id FROM categories WHERE slug = 'vetements'"))[0]!.id) })
  await form.getByLabel('التغيير (%)').fill('10')
  await form.getByRole('button', { name: 'معاينة' }).click()
  const preview = page.getByTestId('bo-bulk-preview')
  await expect(preview).toContainText('سيتغير')
  expect(await offer()).toEqual(before)

  await preview.getByRole('button', { name: /^تطبيق على/ }).click()
  await expect(page.locator('.toast[data-toast-type="success"]')).toContainText('تم تغيير')
  const after = await offer()
  expect(after.price).toBe(Math.round(before.price * 1.1))

  await page.goto(`/ar/produit/${tshirt.id}-tshirt-oulmes-retro`)
  await expect(page.getByTestId('product-offer-price')).toHaveText(/./)
  expect(digitsOf(await page.getByTestId('product-offer-price').textContent())).toBe(String(after.sell_price ?? after.price))
})
