import { expect, test, waitForHydration } from './fixtures'

const total = (page: import('@playwright/test').Page) => page.getByTestId('catalogue-total')
const cardNames = (page: import('@playwright/test').Page) => page.getByTestId('product-card').getByRole('heading').allTextContents()
const cardLinks = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('product-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
/** On a phone the filters are behind a button. */
async function openFilters(page: import('@playwright/test').Page) {
  const button = page.getByRole('button', { name: 'Filtrer' })
  if (await button.isVisible()) await button.click()
}

test.describe('catalogue', () => {
  test('a filter combination round-trips through a pasted URL, in French @phone', async ({ page, browser }) => {
    await page.goto('/catalogue')
    await waitForHydration(page)
    const all = Number((await total(page).textContent())?.match(/\d+/)?.[0])
    expect(all).toBeGreaterThan(50)

    // Filters change the URL without a full page load.
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await openFilters(page)
    await page
      .getByTestId('catalogue-filters')
      .getByRole('link', { name: /^Bouteilles familiales/ })
      .click()
    await expect(page).toHaveURL(/\/catalogue\/bouteilles-familiales$/)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText('Bouteilles familiales')
    await page
      .getByTestId('brand-filter')
      .getByRole('checkbox', { name: /Sidi Ali/ })
      .click()
    await expect(page).toHaveURL(/\/catalogue\/bouteilles-familiales\/sidi-ali$/)
    await expect(heading).toHaveText('Bouteilles familiales · Sidi Ali')
    const sidiAliOnly = await total(page).textContent()
    await page
      .getByTestId('brand-filter')
      .getByRole('checkbox', { name: /Oulmès/ })
      .click()
    await expect(page).toHaveURL(
      /\/catalogue\/bouteilles-familiales\?brand=sidi-ali%2Coulmes|\/catalogue\/bouteilles-familiales\?brand=sidi-ali,oulmes/,
    )
    await expect(total(page)).not.toHaveText(sidiAliOnly!)
    await page.getByTestId('catalogue-sort').selectOption('price_asc')
    await expect(page).toHaveURL(/sort=price_asc/)
    const prices = async () =>
      (await page.getByTestId('product-price').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')))
    await expect
      .poll(async () => {
        const values = await prices()
        return values.every((value, index) => index === 0 || values[index - 1]! <= value)
      })
      .toBe(true)
    const shown = await cardNames(page)
    const count = await total(page).textContent()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(shown.length).toBeGreaterThan(1)

    // The same URL, pasted in a new browser, renders the same view on the server.
    const fresh = await browser.newPage()
    const response = await fresh.goto(page.url())
    expect(response?.status()).toBe(200)
    await expect(fresh.getByTestId('catalogue-total')).toHaveText(count!)
    expect(await cardNames(fresh)).toEqual(shown)
    await openFilters(fresh)
    await expect(fresh.getByTestId('brand-filter').getByRole('checkbox', { name: /Oulmès/ })).toHaveAttribute('aria-checked', 'true')
    await fresh.close()

    // Back and forward walk through the filters.
    await page.goBack()
    await expect(page).toHaveURL(/brand=sidi-ali(%2C|,)oulmes$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/catalogue\/bouteilles-familiales\/sidi-ali$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bouteilles familiales · Sidi Ali')
    await page.goForward()
    await expect(page).toHaveURL(/brand=sidi-ali(%2C|,)oulmes$/)
  })

  test('the same view in Arabic, with the category slug in Arabic and counts per choice', async ({ page }) => {
    await page.goto('/ar/catalogue/bouteilles-familiales?sort=price_desc')
    // The French slug on an Arabic page leads to the Arabic one.
    await expect(page).toHaveURL(/\/ar\/catalogue\/qarurat-ailiya\?sort=price_desc$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('القارورات العائلية')
    const prices = await page.getByTestId('product-price').allTextContents()
    const values = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')))
    expect(values).toEqual([...values].sort((a, b) => b - a))
    // Each brand, named in Arabic, says how many products it would give.
    const sidiAli = page.getByTestId('brand-filter').getByRole('checkbox', { name: /سيدي علي/ })
    const promised = Number((await sidiAli.textContent())?.match(/\((\d+)\)/)?.[1])
    await waitForHydration(page)
    await openFilters(page)
    await sidiAli.click()
    await expect(total(page)).toContainText(String(promised))
    await expect(page.getByTestId('product-card')).toHaveCount(promised)
  })

  test('pagination moves through the catalogue and keeps the filters', async ({ page }) => {
    await page.goto('/catalogue?sort=name')
    await waitForHydration(page)
    const firstPage = await cardLinks(page)
    await page.getByTestId('pagination').getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/catalogue\?sort=name&page=2$/)
    await expect(page.getByTestId('pagination').getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    // The links of page 2 are all new ones.
    await expect.poll(async () => (await cardLinks(page)).filter((link) => firstPage.includes(link)).length).toBe(0)
    expect((await cardLinks(page)).length).toBeGreaterThan(0)
    await page.getByTestId('pagination').getByRole('link', { name: 'Page précédente' }).click()
    await expect(page).toHaveURL(/\/catalogue\?sort=name$/)
  })

  test('a search with no result says so, and invalid values fall back quietly', async ({ page }) => {
    await page.goto('/catalogue?q=introuvable-zzz')
    await expect(page.getByTestId('catalogue-empty')).toContainText('Aucun produit ne correspond à votre recherche.')
    const response = await page.goto('/ar/catalogue/n-existe-pas?sort=cheapest&page=-3&min=abc&brand=DROP')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/ar\/catalogue$/)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
  })
})

test.describe('product page', () => {
  test('choosing a pack size changes the price and the reference @phone', async ({ page }) => {
    await page.goto('/catalogue/bouteilles-familiales/sidi-ali')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Sidi Ali 1,5 L' }).click()
    await expect(page).toHaveURL(/\/produit\/\d+-sidi-ali-1-5l$/)
    await expect(page.getByTestId('product-offer-price')).toHaveText(/^33,00\sMAD$/)
    await expect(page.getByTestId('product-reference')).toHaveText('SA-6X1-5L')
    await page.getByRole('radio', { name: '12 × 1,5 L' }).click()
    await expect(page).toHaveURL(/\?format=12x1-5l$/)
    await expect(page.getByTestId('product-offer-price')).toHaveText(/^60,00\sMAD$/)
    await expect(page.getByTestId('product-reference')).toHaveText('SA-12X1-5L')
    await expect(page.getByRole('radio', { name: '12 × 1,5 L' })).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByTestId('product-availability')).toHaveText('Disponible à Casablanca')
  })

  test('in Arabic, with the city availability, and an unknown product is a 404', async ({ page }) => {
    await page.goto('/ar/produit/1-sidi-ali-1-5l?format=12x1-5l')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByTestId('product-offer-price')).toContainText('60,00')
    await expect(page.getByTestId('product-reference')).toHaveText('SA-12X1-5L')
    await expect(page.getByTestId('product-availability')).toHaveText('متوفر في الدار البيضاء')
    // Its first image is never lazy.
    await expect(page.getByRole('main').locator('img').first()).not.toHaveAttribute('loading', 'lazy')
    const missing = await page.goto('/ar/produit/999999-rien')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة')
  })
})
