import { expect, test, waitForHydration } from './fixtures'

test.describe('languages', () => {
  test('French at the root, Arabic under /ar, rendered by the server with lang and dir @phone', async ({ page, request }) => {
    const french = await request.get('/', { headers: { 'Accept-Language': 'fr-FR' } })
    expect(await french.text()).toMatch(/<html lang="fr" dir="ltr">[\s\S]*<body class="page-index locale-fr">/)
    const arabic = await request.get('/ar')
    expect(await arabic.text()).toMatch(/<html lang="ar" dir="rtl">[\s\S]*<body class="page-index locale-ar">/)

    await page.goto('/ar/nous-contacter')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('body')).toHaveClass('page-nous-contacter locale-ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اتصل بنا')
  })

  test('visiting a page stores no language; only the switcher does', async ({ page, context }) => {
    await page.goto('/ar/nous-contacter')
    await waitForHydration(page)
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('i18n_redirected')
  })

  test('every route of the spec exists in both languages', async ({ request }) => {
    const routes = [
      '/catalogue',
      '/catalogue/eaux/sidi-ali',
      '/espace',
      '/espace/addresses',
      '/espace/addresses/ajouter',
      '/espace/addresses/12',
      '/espace/orders',
      '/espace/orders/34',
      '/espace/profil',
      '/espace/gpdr',
      '/espace/UserDropDown',
      '/login',
      '/registration',
      '/forgot-password',
      '/reset-password',
      '/oauth',
      '/nous-contacter',
      '/step-1',
      '/step-2',
      '/step-3',
    ]
    for (const route of routes) {
      for (const [prefix, lang] of [
        ['', 'fr'],
        ['/ar', 'ar'],
      ]) {
        const response = await request.get(`${prefix}${route}`)
        expect(response.status(), `${prefix}${route}`).toBe(200)
        expect(await response.text(), `${prefix}${route}`).toContain(`<html lang="${lang}"`)
      }
    }
  })

  test('authentication pages have no header or footer; the privacy page has no layout', async ({ page }) => {
    for (const path of ['/login', '/ar/registration', '/forgot-password', '/ar/reset-password', '/espace/gpdr']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('header')).toHaveCount(0)
      await expect(page.locator('footer')).toHaveCount(0)
    }
    await page.goto('/nous-contacter')
    await expect(page.locator('header')).toHaveCount(1)
    await expect(page.locator('footer')).toHaveCount(1)
  })

  test('the switcher keeps the page and its query, and stores the choice @phone', async ({ page, context }) => {
    await page.goto('/catalogue/sidi-ali?sort=price_asc&q=eau')
    await waitForHydration(page)
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(/\/ar\/catalogue\/sidi-ali\?sort=price_asc&q=eau$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie).toMatchObject({ value: 'ar', path: '/', sameSite: 'Lax', secure: false })
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(daysLeft).toBeGreaterThan(364)
    expect(daysLeft).toBeLessThanOrEqual(365)

    await waitForHydration(page)
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(/[^r]\/catalogue\/sidi-ali\?sort=price_asc&q=eau$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('fr')
  })

  test('the root follows the stored choice before the browser language', async ({ browser, baseURL }) => {
    const arabicChoice = await browser.newContext({ locale: 'fr-FR' })
    await arabicChoice.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }])
    const page = await arabicChoice.newPage()
    await page.goto('/?utm_source=test')
    await expect(page).toHaveURL(/\/ar\?utm_source=test$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await arabicChoice.close()

    const frenchChoice = await browser.newContext({ locale: 'ar-MA' })
    await frenchChoice.addCookies([{ name: 'i18n_redirected', value: 'fr', url: baseURL! }])
    const frenchPage = await frenchChoice.newPage()
    await frenchPage.goto('/')
    await expect(frenchPage).toHaveURL(/\/$/)
    await expect(frenchPage.locator('html')).toHaveAttribute('lang', 'fr')
    await frenchChoice.close()
  })

  test('with no stored choice, an Arabic-speaking browser lands on /ar and others on French', async ({ browser }) => {
    const arabic = await browser.newContext({ locale: 'ar-MA' })
    const page = await arabic.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/ar$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مياه ومشروبات توصل إلى منزلك')
    await arabic.close()

    // No English in the shop: an English browser gets the French base locale.
    const english = await browser.newContext({ locale: 'en-US' })
    const englishPage = await english.newPage()
    await englishPage.goto('/')
    await expect(englishPage).toHaveURL(/\/$/)
    await expect(englishPage.locator('html')).toHaveAttribute('lang', 'fr')
    await english.close()
  })

  test('a server function called from an Arabic page answers in Arabic', async ({ page }) => {
    await page.goto('/ar')
    await waitForHydration(page)
    const call = page.waitForRequest((request) => request.url().includes('/_serverFn/'))
    await page.getByRole('navigation').getByRole('link', { name: 'اتصل بنا' }).click()
    expect((await call).headers()['x-shop-locale']).toBe('ar')
    await expect(page.getByTestId('contact-hours')).toHaveText('من الاثنين إلى السبت، من الساعة 8 صباحًا إلى 8 مساءً')
  })

  test('the same server function answers in French from a French page, whatever the cookie says', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }])
    await page.goto('/catalogue')
    await waitForHydration(page)
    const call = page.waitForRequest((request) => request.url().includes('/_serverFn/'))
    await page.getByRole('navigation').getByRole('link', { name: 'Nous contacter' }).click()
    await call
    await expect(page.getByTestId('contact-hours')).toHaveText('Du lundi au samedi, de 8 h à 20 h')
  })
})
