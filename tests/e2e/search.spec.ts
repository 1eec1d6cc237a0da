import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

const field = (page: Page) => page.getByTestId('catalogue-search')
const options = (page: Page) => page.getByTestId('search-suggestions').getByRole('option')

async function typeInSearch(page: Page, text: string) {
  await field(page).click()
  await field(page).fill('')
  await page.keyboard.type(text, { delay: 40 })
}

test.describe('search as you type', () => {
  test('suggests products with their price after two letters; arrows and Enter open one, in French @phone', async ({ page }) => {
    await page.goto('/catalogue')
    await waitForHydration(page)
    await typeInSearch(page, 'o')
    // One letter asks for nothing.
    await page.waitForTimeout(400)
    await expect(options(page)).toHaveCount(0)
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.type('ulmes')
    await expect(options(page).first()).toContainText('Oulmès')
    await expect(options(page).first()).toContainText('MAD')
    await expect(options(page).first().locator('img')).toHaveAttribute('src', /\/images\/products\/oulmes/)
    await expect(field(page)).toHaveAttribute('aria-expanded', 'true')
    // The brand is suggested too, after the products.
    await expect(page.getByRole('option', { name: 'Marque : Oulmès', exact: true })).toBeVisible()

    await page.keyboard.press('ArrowDown')
    const first = options(page).first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(field(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
    const name = (await first.locator('span.font-semibold').textContent())!
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/produit\/\d+-oulmes/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })

  test('Escape closes the list and Enter searches the text in the URL, in French', async ({ page }) => {
    await page.goto('/catalogue')
    await waitForHydration(page)
    await typeInSearch(page, 'bonbone')
    await expect(options(page).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(options(page).first()).toBeHidden()
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/catalogue\?q=bonbone$/)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
  })

  test('finds Sidi Ali typed with ى on the Arabic page, and a brand suggestion opens its catalogue @phone', async ({ page }) => {
    await page.goto('/ar/catalogue')
    await waitForHydration(page)
    await typeInSearch(page, 'سيدى')
    await expect(options(page).first()).toContainText('سيدي علي')
    await expect(options(page).first()).toContainText('د.م.')
    await options(page).filter({ hasText: 'العلامة:' }).first().click()
    await expect(page).toHaveURL(/\/ar\/catalogue\/sidi-ali$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('سيدي علي')
  })

  test('an answer to older text never replaces the newer one', async ({ page }) => {
    await page.goto('/catalogue')
    await waitForHydration(page)
    // The suggestions for "sidi" come back late, after those for "oulm" typed next.
    let delayed = 0
    await page.route('**/_serverFn/**', async (route) => {
      if (decodeURIComponent(route.request().url()).includes('sidi')) {
        delayed++
        await new Promise((resolve) => setTimeout(resolve, 1500))
      }
      await route.continue().catch(() => {})
    })
    await typeInSearch(page, 'sidi')
    await page.waitForTimeout(400)
    await field(page).fill('oulm')
    await expect(options(page).first()).toContainText('Oulmès')
    await page.waitForTimeout(2000)
    expect(delayed).toBeGreaterThan(0)
    await expect(options(page).first()).toContainText('Oulmès')
    await expect(options(page).filter({ hasText: 'Sidi Ali' })).toHaveCount(0)
  })
})

test.describe('no result', () => {
  test('says so, offers the nearest names and every category, in French @phone', async ({ page }) => {
    await page.goto('/catalogue?q=xqzwvk')
    await expect(page.getByTestId('catalogue-empty')).toContainText('Aucun produit ne correspond à votre recherche.')
    await expect(page.getByTestId('catalogue-empty').getByRole('link', { name: 'Bonbonnes' })).toBeVisible()

    await page.goto('/catalogue?q=oulmess')
    const didYouMean = page.getByTestId('did-you-mean')
    await expect(didYouMean).toContainText('Vouliez-vous dire')
    await waitForHydration(page)
    await didYouMean.getByRole('link', { name: 'Oulmès', exact: true }).click()
    await expect(page).toHaveURL(/\/catalogue\?q=Oulm%C3%A8s$|\/catalogue\?q=Oulmès$/)
    await expect(page.getByTestId('did-you-mean')).toHaveCount(0)
    await expect(page.getByTestId('product-card').first()).toContainText('Oulmès')
  })

  test('says so in Arabic, with the categories in Arabic', async ({ page }) => {
    await page.goto('/ar/catalogue?q=xqzwvk')
    await expect(page.getByTestId('catalogue-empty')).toContainText('تصفح فئاتنا')
    await expect(page.getByTestId('catalogue-empty').getByRole('link', { name: 'القنينات الكبيرة' })).toBeVisible()
  })
})
