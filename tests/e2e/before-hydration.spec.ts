import type { Page } from '@playwright/test'
import ar from '../../messages/ar.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import { createStandingOrder } from './email-links'
import { failGoogleMaps } from './google-maps-stub'
import { expect, holdScripts, hydrated, openNow, test } from './real-conditions'
import {
  cityId,
  createCustomer,
  createDefaultAddress,
  createPlacedOrder,
  createStaffMember,
  setPassword,
  signIn,
  sql,
} from './shop-database'

/**
 * What a shopper on a slow phone types and presses before the page has hydrated is kept and done
 * (issue 31, docs/decisions/0054). The `slow-phone` project runs this file: a phone, the CPU six
 * times slower, the page's hydration held back until each test has typed (real-conditions.ts).
 * Every step types as soon as its field shows; none waits for the page to be ready first.
 * Journeys alternate languages (docs/decisions/0058); the sign-in runs in both.
 */

const PASSWORD = 'Avant-les-scripts-2026'
const languages = [
  { code: 'fr', prefix: '', t: fr },
  { code: 'ar', prefix: '/ar', t: ar },
] as const

async function customerWithPassword() {
  const customer = await createCustomer('casablanca')
  await setPassword(customer.id, PASSWORD)
  return customer
}

/** The sign-in form's controls, by their labels in the page's language. */
const signInForm = (page: Page, t: typeof fr) => ({
  email: page.getByLabel(t.auth_email),
  password: page.getByLabel(t.auth_password, { exact: true }),
  submit: page.getByRole('button', { name: t.auth_login_submit, exact: true }),
})

for (const { code, prefix, t } of languages) {
  test(`sign-in typed and pressed before the page is ready signs in once it is (${code})`, async ({ page }) => {
    const customer = await customerWithPassword()
    const scripts = await holdScripts(page)
    await openNow(page, `${prefix}/login?redirect=${encodeURIComponent('/catalogue')}`)
    const form = signInForm(page, t)
    await form.email.fill(customer.email)
    await form.password.fill(PASSWORD)
    await form.submit.click()
    // Held, not lost: the page has not gone anywhere and says it is waiting.
    expect(await scripts.isHydrated()).toBe(false)
    await expect(page.locator('html[data-waiting-for-scripts]')).toBeAttached()
    await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirect=`))

    scripts.release()
    await expect(page).toHaveURL(new RegExp(`${prefix}/catalogue$`), { timeout: 30_000 })
    await expect(page.locator('html[data-waiting-for-scripts]')).not.toBeAttached()
    const [session] = await sql<{ count: number }>('SELECT count(*)::int AS count FROM sessions WHERE user_id = $1', [customer.id])
    expect(session!.count).toBe(1)
  })
}

test('sign-in typed before the page is ready and pressed after keeps what was typed (fr)', async ({ page }) => {
  const customer = await customerWithPassword()
  const scripts = await holdScripts(page)
  await openNow(page, '/login')
  const form = signInForm(page, fr)
  await form.email.fill(customer.email)
  await form.password.fill(PASSWORD)
  expect(await scripts.isHydrated()).toBe(false)
  scripts.release()
  await hydrated(page)
  await form.submit.click()
  await expect(page).toHaveURL(isHome)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('registration typed and sent before the page is ready is sent (ar)', async ({ page }) => {
  await sql("DELETE FROM rate_limits WHERE key LIKE 'registrationAddress:%'")
  const email = `e2e-early-${Math.random().toString(36).slice(2)}@example.test`
  const scripts = await holdScripts(page)
  await openNow(page, '/ar/registration')
  await page.getByLabel(ar.auth_first_name).fill('سلمى')
  await page.getByLabel(ar.auth_last_name, { exact: true }).fill('الإدريسي')
  await page.getByLabel(ar.auth_email).fill(email)
  await page.getByRole('button', { name: ar.auth_register_submit }).click()
  expect(await scripts.isHydrated()).toBe(false)
  scripts.release()
  await expect(page.getByRole('status')).toHaveText(ar.auth_register_sent, { timeout: 30_000 })
  const [mail] = await sql<{ count: number }>('SELECT count(*)::int AS count FROM email_outbox WHERE to_address = $1', [email])
  expect(mail!.count).toBe(1)
})

test('the contact form keeps every field typed before the page is ready (fr)', async ({ page }) => {
  await sql("DELETE FROM rate_limits WHERE key LIKE 'contactAddress:%'")
  const email = `e2e-early-${Math.random().toString(36).slice(2)}@example.test`
  const scripts = await holdScripts(page)
  await openNow(page, '/nous-contacter')
  const form = page.getByTestId('contact-form')
  await form.getByLabel(fr.contact_field_name, { exact: true }).fill('Salma Idrissi')
  await form.getByLabel(fr.contact_field_email, { exact: true }).fill(email)
  await form.getByLabel(fr.contact_field_subject).selectOption({ label: fr.contact_subject_delivery })
  await form.getByLabel(fr.contact_field_message).fill('Ma livraison de bonbonnes est-elle prévue demain matin ?')
  expect(await scripts.isHydrated()).toBe(false)
  scripts.release()
  await hydrated(page)
  // The captcha needs the scripts: the shopper ticks it once the page is ready.
  await page.locator('altcha-widget').getByText('Je ne suis pas un robot').click()
  await expect(page.locator('altcha-widget [data-state="verified"]').first()).toBeAttached({ timeout: 30_000 })
  await form.getByRole('button', { name: fr.contact_submit }).click()
  await expect(page.getByTestId('contact-sent')).toContainText(email, { timeout: 30_000 })
  const [message] = await sql<{ subject: string; message: string }>('SELECT subject, message FROM contact_messages WHERE email = $1', [
    email,
  ])
  expect(message).toEqual({ subject: 'delivery', message: 'Ma livraison de bonbonnes est-elle prévue demain matin ?' })
})

test('a new address typed before the page is ready is saved as typed (ar)', async ({ page }) => {
  await failGoogleMaps(page)
  const customer = await createCustomer('casablanca')
  await signIn(page.context(), customer.id)
  const scripts = await holdScripts(page)
  await openNow(page, '/ar/espace/addresses/ajouter')
  await page.locator('#address-recipient_name').fill('أمينة بنعلي')
  await page.locator('#address-phone').fill('06 12 34 56 78')
  await page.locator('#address-line1').fill('5 شارع الحسن الثاني')
  await page.locator('#address-postal_code').fill('20000')
  await page.getByRole('button', { name: ar.address_submit_create }).click()
  expect(await scripts.isHydrated()).toBe(false)
  scripts.release()
  await expect(page).toHaveURL(/\/ar\/espace\/addresses$/, { timeout: 30_000 })
  const [address] = await sql<{ recipient_name: string; line1: string; phone: string }>(
    'SELECT recipient_name, line1, phone FROM addresses WHERE user_id = $1',
    [customer.id],
  )
  expect(address).toEqual({ recipient_name: 'أمينة بنعلي', line1: '5 شارع الحسن الثاني', phone: '+212612345678' })
})

test("the standing order link's pause pressed before the page is ready is that action, done once (ar)", async ({ page }) => {
  await sql("DELETE FROM rate_limits WHERE key LIKE 'registrationLinkAddress:%'")
  const customer = await createCustomer('casablanca')
  const standing = await createStandingOrder(customer.id)
  const scripts = await holdScripts(page)
  await openNow(page, `/ar/abonnement/${standing.link()}`)
  // One form of several buttons: the one pressed is the action sent once the page is ready.
  await page.getByRole('button', { name: ar.sub_action_pause, exact: true }).click()
  expect(await scripts.isHydrated()).toBe(false)
  scripts.release()
  await expect(page.getByTestId('standing-status')).toHaveText(ar.sub_status_paused, { timeout: 30_000 })
  const [after] = await sql<{ status: string }>('SELECT status FROM standing_orders WHERE id = $1', [standing.id])
  expect(after!.status).toBe('paused')
})

const isHome = (url: URL) => url.pathname === '/'

test('adds to the cart pressed before the page is ready count once each, the quantity as typed (fr)', async ({ page }) => {
  const scripts = await holdScripts(page)
  await openNow(page, '/produit/1-sidi-ali-1-5l')
  await page.getByRole('spinbutton', { name: fr.product_quantity }).fill('3')
  await page.getByTestId('add-to-cart').click()
  expect(await scripts.isHydrated()).toBe(false)
  scripts.release()
  await expect(page.getByTestId('cart-count')).toHaveText('3', { timeout: 30_000 })

  // A card's quick add is a button of a part hydrated apart: pressed before, it counts once.
  const catalogueScripts = await holdScripts(page)
  await openNow(page, '/catalogue')
  await page.getByTestId('quick-add').first().click()
  expect(await catalogueScripts.isHydrated()).toBe(false)
  catalogueScripts.release()
  await expect(page.getByTestId('cart-count')).toHaveText('4', { timeout: 30_000 })
  await expect(page.locator('html[data-waiting-for-scripts]')).not.toBeAttached()
})

test('the language chosen before the page is ready is kept (ar)', async ({ page, context }) => {
  const scripts = await holdScripts(page)
  await openNow(page, '/catalogue?sort=price_asc')
  await page.getByTestId('language-switcher').click()
  await expect(page).toHaveURL(/\/ar\/catalogue\?sort=price_asc$/)
  expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('ar')
  scripts.release()
  await page.goto('/')
  await expect(page).toHaveURL(/\/ar$/)
})

test('the checkout on a slowed phone, each choice made as soon as it shows: one order, as chosen (ar)', async ({ page }) => {
  test.setTimeout(120_000)
  const customer = await createCustomer('casablanca')
  await createDefaultAddress(customer.id)
  await signIn(page.context(), customer.id)
  // The cart filled before the product page is ready (a held press, the quantity as typed).
  const scripts = await holdScripts(page)
  await openNow(page, '/ar/produit/1-sidi-ali-1-5l')
  await page.getByRole('spinbutton', { name: ar.product_quantity }).fill('4')
  await page.getByTestId('add-to-cart').click()
  scripts.release()
  await expect(page.getByTestId('cart-count')).toHaveText('4', { timeout: 30_000 })

  // The steps show their choices once the cart is read from the browser's storage: each is made
  // the moment it shows, never waiting for anything else.
  await openNow(page, '/ar/step-1')
  await page.getByRole('radio', { name: /التوصيل العادي/ }).check({ timeout: 30_000 })
  const firstDay = page.getByTestId('delivery-calendar').locator('[data-day]:not([aria-disabled])').first()
  await firstDay.click()
  const day = await firstDay.getAttribute('data-day')
  await page.getByTestId('checkout-next').click()
  await page.getByRole('radio', { name: 'الدفع نقدًا عند التسليم' }).check({ timeout: 30_000 })
  await page.getByTestId('checkout-next').click()
  await page.getByRole('button', { name: ar.checkout_confirm }).click({ timeout: 30_000 })
  await expect(page.getByTestId('order-confirmation')).toBeVisible({ timeout: 30_000 })

  const orders = await sql<{ delivery_date: string }>(
    "SELECT to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date FROM orders WHERE user_id = $1",
    [customer.id],
  )
  expect(orders).toEqual([{ delivery_date: day }])
})

test('the city chosen before the page is ready is the city once it is (fr)', async ({ page, context }) => {
  const rabat = await cityId('rabat')
  const scripts = await holdScripts(page)
  await openNow(page, '/catalogue')
  await page.getByTestId('city-picker').selectOption({ label: 'Rabat' })
  expect(await scripts.isHydrated()).toBe(false)
  scripts.release()
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'selectedCityId')?.value, { timeout: 30_000 })
    .toBe(String(rabat))
  await page.reload()
  await expect(page.getByTestId('city-picker')).toHaveValue(String(rabat))
})

// Staff and drivers work on phones on mobile networks (issue 44 §4): a back-office press made as
// soon as the page shows is carried out once it is ready, never lost.
for (const { code, prefix, t } of languages) {
  test(`staff pressing "${t.bo_orders_action_confirm}" before the order's page is ready confirm the order (${code})`, async ({ page }) => {
    const customer = await createCustomer('casablanca')
    const { reference } = await createPlacedOrder(customer.id)
    await signIn(page.context(), (await createStaffMember('staff')).id)
    const scripts = await holdScripts(page)
    await openNow(page, `${prefix}/gestion/commandes/${reference}`)
    await page.getByRole('button', { name: t.bo_orders_action_confirm, exact: true }).click({ timeout: 30_000 })
    expect(await scripts.isHydrated()).toBe(false)
    scripts.release()
    await expect
      .poll(async () => (await sql<{ status: string }>('SELECT status FROM orders WHERE reference = $1', [reference]))[0]!.status, {
        timeout: 30_000,
      })
      .toBe('confirmed')
    await expect(page.getByTestId('order-status').first()).toHaveText(t.orders_status_confirmed, { timeout: 30_000 })
  })
}
