/**
 * One customer, several devices (docs/decisions/0019): each device takes the account's cart at
 * sign-in and at start, merges what it holds, and a save refused as stale (another device saved
 * first) is applied again on the newer cart instead of lost. Each test has its own customer, so
 * tests running in parallel never share a cart.
 */
import type { Browser, Page } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { expect, isHomeOf, signInPage, test, waitForHydration, phoneIn } from './fixtures'
import { cityId, createCustomer, createDefaultAddress, setPassword, sql, startSession } from './shop-database'

const PASSWORD = 'Une-source-fraiche-2026'
const languages = [
  {
    ...signInPage.fr,
    added: 'a été ajouté au panier',
    step1: 'Livraison : où et quand ?',
    standard: 'Livraison standard',
    otherCity: 'Rabat',
    refusedByServer: "Échec de l'ajout du produit au panier: ",
  },
  {
    ...signInPage.ar,
    added: 'إلى السلة',
    step1: 'التوصيل: أين ومتى؟',
    standard: 'التوصيل العادي',
    otherCity: 'الرباط',
    refusedByServer: 'تعذرت إضافة المنتج إلى السلة: ',
  },
]
type Language = (typeof languages)[number]

const SIDI_ALI = '/produit/1-sidi-ali-1-5l'
const count = (page: Page) => page.getByTestId('cart-count')
const errorToasts = (page: Page) => page.locator('.toast[data-toast-type="error"]')
const storedCart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('cart') ?? 'null') as {
        items: { productId: number; quantity: number }[]
        delivery_mode_id: number | null
        delivery_date: string | null
      } | null,
  )

/**
 * A new customer of Casablanca with a password (inserted directly: registration is limited per
 * address), and an API session token for what "the other device" does through the Shop API.
 */
async function newCustomer() {
  const customer = await createCustomer('casablanca')
  await setPassword(customer.id, PASSWORD)
  return { ...customer, token: await startSession(customer.id) }
}

/** Another product than Sidi Ali 1,5 L, sold in Casablanca, with its page. */
async function otherProductPage() {
  const [row] = await sql<{ id: number; slug: string }>("SELECT id, slug FROM products WHERE slug = 'sidi-ali-1l'")
  return `/produit/${row!.id}-${row!.slug}`
}

async function signInWithForm(page: Page, t: Language, email: string, returnTo = SIDI_ALI) {
  await page.goto(`${t.prefix}/login?redirect=${encodeURIComponent(returnTo)}`)
  await waitForHydration(page)
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: t.login, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/-]/g, '.')}$`))
  await waitForHydration(page)
}

/**
 * Presses "add to cart" on the open product page and waits for the success toast of that very add.
 * The toasts of earlier adds are dismissed first (a click closes one), so the one that shows is
 * this add's: counting toasts before and after raced their 5-second timer, an earlier one could go
 * in the very moment the new one came (issue 31).
 */
async function addHere(page: Page, t: Language) {
  const toasts = page.locator('.toast')
  for (const toast of await toasts.all()) await toast.click({ timeout: 1000 }).catch(() => undefined)
  await expect(toasts).toHaveCount(0)
  await page.getByTestId('add-to-cart').click()
  await expect(page.locator('.toast[data-toast-type="success"]').filter({ hasText: t.added })).toHaveCount(1)
}

/** A second device: a fresh browser context (empty local storage), of the same kind as the project's (desktop or phone). */
async function secondDevice(browser: Browser) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use
  const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })
  return { context, page: await context.newPage() }
}

for (const t of languages) {
  test.describe(`cart on two devices (${t.locale})`, () => {
    // Each test signs in through the form, once or twice, on a machine shared with other runs.
    test.describe.configure({ timeout: 90_000 })
    test(`two devices add in turn, each sees the other's lines, nothing refused (${t.locale})${phoneIn(t.locale, 'ar')}`, async ({
      page,
      browser,
    }) => {
      const customer = await newCustomer()
      const other = await otherProductPage()
      await signInWithForm(page, t, customer.email)
      await addHere(page, t)
      await expect(count(page)).toHaveText('1')

      const second = await secondDevice(browser)
      try {
        await signInWithForm(second.page, t, customer.email, other)
        // The first device's line came with the sign-in.
        await expect(count(second.page)).toHaveText('1')
        await addHere(second.page, t)
        await expect(count(second.page)).toHaveText('2')

        // The first device still holds the older cart: its save is stale, taken again on the newer one.
        await addHere(page, t)
        await expect(count(page)).toHaveText('3')
        await page.reload()
        await waitForHydration(page)
        await expect(count(page)).toHaveText('3')
        await second.page.reload()
        await waitForHydration(second.page)
        await expect(count(second.page)).toHaveText('3')
        await addHere(second.page, t)
        await expect(count(second.page)).toHaveText('4')
        await expect(errorToasts(page)).toHaveCount(0)
        await expect(errorToasts(second.page)).toHaveCount(0)
      } finally {
        await second.context.close()
      }
      const lines = await sql<{ quantity: number }>(
        'SELECT l.quantity FROM carts c JOIN cart_lines l ON l.cart_id = c.id WHERE c.user_id = $1 ORDER BY l.product_id',
        [customer.id],
      )
      expect(lines.map((line) => line.quantity)).toEqual([2, 2])
    })

    test(`a visitor's cart is kept at sign-in when the account already has one (${t.locale})`, async ({ page }) => {
      const customer = await newCustomer()
      const [other] = await sql<{ id: number; variant: number }>(
        "SELECT p.id, min(v.id) AS variant FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.slug = 'sidi-ali-1l' GROUP BY p.id",
      )
      // The account's cart, saved on another device: two of another product.
      const saved = await page.request.post('/api/fr/save-cart', {
        headers: { Authorization: `Bearer ${customer.token}` },
        data: {
          city_id: await cityId('casablanca'),
          products: [{ product_id: other!.id, product_attribute_id: other!.variant, quantity: 2 }],
          revision: 5,
        },
      })
      expect(saved.status()).toBe(200)

      await page.goto(`${t.prefix}${SIDI_ALI}`)
      await waitForHydration(page)
      await addHere(page, t)
      await signInWithForm(page, t, customer.email)
      await expect(count(page)).toHaveText('3')
      // This device can go on shopping: its saves follow the account's revision.
      await addHere(page, t)
      await expect(count(page)).toHaveText('4')
      await expect(errorToasts(page)).toHaveCount(0)
      await expect.poll(async () => (await storedCart(page))?.items.map((item) => item.quantity).sort()).toEqual([2, 2])
    })

    test(`sign out clears the cart, signing in again brings it back (${t.locale})`, async ({ page }) => {
      const customer = await newCustomer()
      await signInWithForm(page, t, customer.email)
      await addHere(page, t)
      await page.goto(`${t.prefix}/espace/UserDropDown`)
      await waitForHydration(page)
      await page.locator('main').getByTestId('usermenu-sign-out').click()
      await expect(page).toHaveURL(isHomeOf(t.prefix))
      await waitForHydration(page)
      await expect(count(page)).toHaveText('0')
      expect(await storedCart(page)).toBeNull()

      await signInWithForm(page, t, customer.email)
      await expect(count(page)).toHaveText('1')
      await addHere(page, t)
      await expect(count(page)).toHaveText('2')
      await expect(errorToasts(page)).toHaveCount(0)
    })

    test(`an order placed on the other device: its lines do not come back, this device shops on (${t.locale})`, async ({ page }) => {
      const customer = await newCustomer()
      await createDefaultAddress(customer.id)
      await signInWithForm(page, t, customer.email)
      await addHere(page, t)
      await addHere(page, t)
      await expect(count(page)).toHaveText('2')

      // The other device orders the cart through the Shop API (2 × 33,00 MAD, over the minimum).
      const casablanca = await cityId('casablanca')
      const headers = { Authorization: `Bearer ${customer.token}` }
      const options = (await (await page.request.get(`/api/fr/checkout/options?city_id=${casablanca}`, { headers })).json()).data
      const standard = options.delivery_modes.find((mode: { code: string }) => mode.code === 'standard')
      const cash = options.payment_modes.find((mode: { code: string }) => mode.code === 'cash_on_delivery')
      const [address] = await sql<{ id: number }>('SELECT id FROM addresses WHERE user_id = $1', [customer.id])
      const [variant] = await sql<{ id: number }>("SELECT id FROM product_variants WHERE reference = 'SA-6X1-5L'")
      const ordered = await page.request.post('/api/fr/orders', {
        headers: { ...headers, 'Idempotency-Key': `e2e-devices-${customer.id}-${t.locale}` },
        data: {
          city_id: casablanca,
          products: [{ product_id: 1, product_attribute_id: variant!.id, quantity: 2 }],
          delivery_address_id: address!.id,
          billing_address_id: address!.id,
          delivery_mode_id: standard.id,
          delivery_date: standard.dates[0],
          payment_mode_id: cash.id,
        },
      })
      expect(ordered.status()).toBe(201)

      // This device still shows the ordered lines until it hears from the server: at the next start.
      await page.reload()
      await waitForHydration(page)
      await expect(count(page)).toHaveText('0')
      await addHere(page, t)
      await expect(count(page)).toHaveText('1')
      await expect(errorToasts(page)).toHaveCount(0)
      const lines = await sql<{ quantity: number }>(
        'SELECT l.quantity FROM carts c JOIN cart_lines l ON l.cart_id = c.id WHERE c.user_id = $1',
        [customer.id],
      )
      expect(lines.map((line) => line.quantity)).toEqual([1])
    })

    test(`without reload, a change made after the other device ordered is applied on the emptied cart (${t.locale})`, async ({ page }) => {
      const customer = await newCustomer()
      await signInWithForm(page, t, customer.email)
      await addHere(page, t)
      // What an order placed elsewhere leaves (place-order.ts emptyCart), with a newer save of that device.
      await sql('DELETE FROM cart_lines WHERE cart_id = (SELECT id FROM carts WHERE user_id = $1)', [customer.id])
      await sql('UPDATE carts SET revision = revision + 10 WHERE user_id = $1', [customer.id])
      await addHere(page, t)
      // The ordered line stays gone; the add is kept: one, on the emptied cart.
      await expect(count(page)).toHaveText('1')
      await expect(errorToasts(page)).toHaveCount(0)
      const lines = await sql<{ quantity: number }>(
        'SELECT l.quantity FROM carts c JOIN cart_lines l ON l.cart_id = c.id WHERE c.user_id = $1',
        [customer.id],
      )
      expect(lines.map((line) => line.quantity)).toEqual([1])
    })
  })
}
