/**
 * A session ended elsewhere (a sign-out on another device) is met by a 401 on
 * every path a page can take to the server; each ends on the sign-in page in the page's language
 * with the `token`, `XSRF-TOKEN` and `user` cookies gone, and signing in again comes back to the
 * page the customer was going to.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { expect, signInPage, test, waitForHydration, phoneIn } from './fixtures'
import { createCustomer, setPassword } from './shop-database'

const PASSWORD = 'Session-Terminee-2026'
const SESSION_COOKIES = ['token', 'XSRF-TOKEN', 'user']

const languages = [
  {
    ...signInPage.fr,
    accountNav: 'Navigation de mon espace',
    orders: 'Mes commandes',
    phone: 'Téléphone',
    save: 'Enregistrer',
  },
  {
    ...signInPage.ar,
    accountNav: 'التنقل في حسابي',
    orders: 'طلباتي',
    phone: 'الهاتف',
    save: 'حفظ',
  },
] as const
type Language = (typeof languages)[number]

for (const t of languages) {
  test.describe(`a session ended on another device (${t.locale})`, () => {
    test(`a page rendered on the server (${t.locale})${phoneIn(t.locale, 'ar')}`, async ({ page, context, request }) => {
      const customer = await signedInCustomer(page, context, t, '/espace')
      await endSessionElsewhere(context, request)
      await page.goto(`${t.prefix}/espace/orders?page=2`)
      await expectSignInPage(page, context, t, '/espace/orders?page=2')
      await signInAgain(page, context, t, customer.email, '/espace/orders?page=2')
    })

    test(`a client-side navigation (${t.locale})`, async ({ page, context, request }) => {
      const customer = await signedInCustomer(page, context, t, '/espace')
      await endSessionElsewhere(context, request)
      await page.getByRole('navigation', { name: t.accountNav }).getByRole('link', { name: t.orders }).click()
      await expectSignInPage(page, context, t, '/espace/orders')
      await signInAgain(page, context, t, customer.email, '/espace/orders')
    })

    test(`a server function called by a form (${t.locale})`, async ({ page, context, request }) => {
      const customer = await signedInCustomer(page, context, t, '/espace/profil')
      await endSessionElsewhere(context, request)
      await page.getByLabel(t.phone, { exact: true }).fill('06.11.22.33.44')
      await page.getByRole('button', { name: t.save, exact: true }).click()
      await expectSignInPage(page, context, t, '/espace/profil')
      await signInAgain(page, context, t, customer.email, '/espace/profil')
    })

    test(`a query refetched in the background when the tab is shown again (${t.locale})`, async ({ page, context, request }) => {
      const customer = await signedInCustomer(page, context, t, '/espace/orders')
      await endSessionElsewhere(context, request)
      // A suspense query stays fresh for at least a second; then the orders are stale (personal
      // data, staleTime 0) and the event the browser fires when the customer comes back to the
      // tab refetches them on their own, with no click or navigation.
      await page.waitForTimeout(1_100)
      await expect(page).toHaveURL(`${baseURL}${t.prefix}/espace/orders`)
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
      await expectSignInPage(page, context, t, '/espace/orders')
      await signInAgain(page, context, t, customer.email, '/espace/orders')
    })
  })
}

/** A new customer signed in through the sign-in form (which sets all three cookies), on `path`. */
async function signedInCustomer(page: Page, context: BrowserContext, t: Language, path: string) {
  const customer = await createCustomer('casablanca')
  await setPassword(customer.id, PASSWORD)
  const inFlight = requestsInFlight(page)
  await page.goto(`${t.prefix}/login?${new URLSearchParams({ redirect: path })}`)
  await submitSignIn(page, t, customer.email)
  await expect(page).toHaveURL(`${baseURL}${t.prefix}${path}`)
  await expect(page.locator('main h1')).toBeVisible()
  // The sign-in's own reloads (queries, loaders) are over: only the test's action meets the end.
  // On a slow machine the page hydrates after 'networkidle' and refetches its stale queries then
  // (CI saw that refetch meet the ended session first), so wait for hydration and a quiet network.
  await waitForHydration(page)
  await expect.poll(inFlight.quietFor(1_000), { timeout: 20_000 }).toBe(true)
  expect(await cookieNames(context)).toEqual(expect.arrayContaining(SESSION_COOKIES))
  return customer
}

/** As a sign-out on another device does: `POST /api/logout` with the session's bearer token. */
async function endSessionElsewhere(context: BrowserContext, otherDevice: APIRequestContext) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')!.value
  const response = await otherDevice.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(200)
}

async function expectSignInPage(page: Page, context: BrowserContext, t: Language, returnTo: string) {
  // A call to the server, then a full page load: more than the default 5 s on a busy machine.
  await expect(page).toHaveURL(`${baseURL}${t.prefix}/login?${new URLSearchParams({ redirect: returnTo })}`, { timeout: 15_000 })
  await expect(page.locator('html')).toHaveAttribute('lang', t.locale)
  const left = await cookieNames(context)
  for (const name of SESSION_COOKIES) expect(left, `${name} cookie`).not.toContain(name)
}

async function signInAgain(page: Page, context: BrowserContext, t: Language, email: string, returnTo: string) {
  await waitForHydration(page)
  await submitSignIn(page, t, email)
  await expect(page).toHaveURL(`${baseURL}${t.prefix}${returnTo}`)
  expect(await cookieNames(context)).toEqual(expect.arrayContaining(SESSION_COOKIES))
}

async function submitSignIn(page: Page, t: Language, email: string) {
  await waitForHydration(page)
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: t.login, exact: true }).click()
}

/** Counts the page's requests not yet answered; `quietFor(ms)` is true once none was for `ms`. */
function requestsInFlight(page: Page) {
  let open = 0
  let quietSince = Date.now()
  const settle = () => {
    open -= 1
    if (open === 0) quietSince = Date.now()
  }
  page.on('request', () => {
    open += 1
  })
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return { quietFor: (ms: number) => () => open === 0 && Date.now() - quietSince >= ms }
}

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name)
