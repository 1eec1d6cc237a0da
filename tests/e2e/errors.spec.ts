import { expect, test, waitForHydration } from './fixtures'

const serverFunctions = '**/_serverFn/**'

test.describe('error screens', () => {
  test('an unknown page answers 404 with the not-found screen, in French @phone', async ({ page }) => {
    const response = await page.goto('/cette-page-n-existe-pas?x=1')
    expect(response?.status()).toBe(404)
    await expect(page.locator('body')).toHaveClass(/page-not-found locale-fr/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await expect(page.getByText("La page que vous recherchez n'existe pas ou a été déplacée.")).toBeVisible()
    await expect(page.getByText('Page not found: /cette-page-n-existe-pas?x=1')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0)
    await page.getByRole('link', { name: "Retour à l'accueil" }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })

  test('an unknown page answers 404 with the not-found screen, in Arabic @phone', async ({ page }) => {
    const response = await page.goto('/ar/catalogue-ancien/rien')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة')
    await expect(page.getByText('الصفحة التي تبحث عنها غير موجودة أو تم نقلها.')).toBeVisible()
    await expect(page.getByText('Page not found: /ar/catalogue-ancien/rien')).toBeVisible()
    await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toHaveCount(0)
    await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click()
    await expect(page).toHaveURL(/\/ar$/)
  })

  test('a lost connection shows the network screen with "Réessayer", which reloads the page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.route(serverFunctions, (route) => route.abort('internetdisconnected'))
    await page.getByRole('navigation').getByRole('link', { name: 'Nous contacter' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Problème de connexion')
    await expect(
      page.getByText('Nous ne pouvons pas nous connecter au serveur. Veuillez vérifier votre connexion internet et réessayer.'),
    ).toBeVisible()
    await expect(page.locator('body')).toHaveClass(/page-error/)

    await page.unroute(serverFunctions)
    await page.getByRole('button', { name: 'Réessayer' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter')
    await expect(page.getByTestId('contact-hours')).toBeVisible()
  })

  test('a status 500 is a network error too, in Arabic', async ({ page }) => {
    await page.goto('/ar')
    await waitForHydration(page)
    await page.route(serverFunctions, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    await page.getByRole('navigation').getByRole('link', { name: 'اتصل بنا' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مشكلة في الاتصال')
    await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar')
  })

  // An unhandled error is status 500 by default. A 200 answer without the server
  // function's format (a misbehaving proxy's) fails inside the page with a plain Error: no status.
  const unreadable = { status: 200, body: '' }

  test('an error without a status counts as status 500: the network screen, "Réessayer" reloads', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.route(serverFunctions, (route) => route.fulfill(unreadable))
    await page.getByRole('navigation').getByRole('link', { name: 'Nous contacter' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Problème de connexion')
    await expect(page.locator('[data-error-kind]')).toHaveAttribute('data-error-kind', 'network')

    await page.unroute(serverFunctions)
    await page.getByRole('button', { name: 'Réessayer' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter')
  })

  test('an error without a status counts as status 500, in Arabic', async ({ page }) => {
    await page.goto('/ar')
    await waitForHydration(page)
    await page.route(serverFunctions, (route) => route.fulfill(unreadable))
    await page.getByRole('navigation').getByRole('link', { name: 'اتصل بنا' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مشكلة في الاتصال')
    await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible()
  })

  test('any other error shows the generic screen without "Réessayer"', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.route(serverFunctions, (route) => route.fulfill({ status: 403, body: 'Forbidden' }))
    await page.getByRole('navigation').getByRole('link', { name: 'Nous contacter' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une erreur est survenue')
    await expect(
      page.getByText('Notre service rencontre un problème temporaire. Veuillez réessayer ultérieurement ou contacter notre support.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/')
  })
})
