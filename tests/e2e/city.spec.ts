import { expect, test, waitForHydration } from './fixtures'
import { cityId, createCustomer, signIn } from './shop-database'

const picker = (page: import('@playwright/test').Page) => page.getByTestId('city-picker')
const selectedCity = (page: import('@playwright/test').Page) =>
  picker(page).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)

test.describe('city choice', () => {
  test('a new visitor shops in the default city @phone', async ({ page }) => {
    await page.goto('/')
    expect(await selectedCity(page)).toBe('Casablanca')
    await expect(page.getByTestId('prices-city')).toHaveText('Prix pour la livraison à Casablanca')
  })

  test('the saved city comes first, a city that no longer exists falls back to the default', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'selectedCityId', value: String(await cityId('rabat')), url: baseURL! }])
    await page.goto('/ar')
    expect(await selectedCity(page)).toBe('الرباط')
    await context.addCookies([{ name: 'selectedCityId', value: '987654', url: baseURL! }])
    await page.goto('/ar')
    expect(await selectedCity(page)).toBe('الدار البيضاء')
  })

  test('a signed-in customer shops in their city unless they saved another', async ({ page, context, baseURL }) => {
    const customer = await createCustomer('fes')
    await signIn(context, customer.id)
    await page.goto('/')
    expect(await selectedCity(page)).toBe('Fès')
    await context.addCookies([{ name: 'selectedCityId', value: String(await cityId('tanger')), url: baseURL! }])
    await page.goto('/')
    expect(await selectedCity(page)).toBe('Tanger')
  })

  test('changing the city changes the prices shown and is kept, in French', async ({ page, context }) => {
    await page.goto('/')
    await waitForHydration(page)
    const firstPrice = page.getByTestId('product-price').first()
    await expect(firstPrice).toHaveText(/^33,00\sMAD$/)
    await picker(page).selectOption({ label: 'Dakhla' })
    // Dakhla is a remote city: prices there are 15 % higher.
    await expect(firstPrice).toHaveText(/^37,95\sMAD$/)
    await expect(page.getByTestId('prices-city')).toHaveText('Prix pour la livraison à Dakhla')
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'selectedCityId')
    expect(cookie).toMatchObject({ value: String(await cityId('dakhla')), httpOnly: true, sameSite: 'Lax', path: '/' })
    await page.reload()
    expect(await selectedCity(page)).toBe('Dakhla')
    await expect(firstPrice).toHaveText(/^37,95\sMAD$/)
  })

  test('changing the city changes the prices shown, in Arabic @phone', async ({ page }) => {
    await page.goto('/ar')
    await waitForHydration(page)
    const firstPrice = page.getByTestId('product-price').first()
    await expect(firstPrice).toContainText('33,00')
    await picker(page).selectOption({ label: 'الداخلة' })
    await expect(firstPrice).toContainText('37,95')
    await expect(page.getByTestId('prices-city')).toHaveText('الأسعار للتوصيل إلى الداخلة')
  })
})
