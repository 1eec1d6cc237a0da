/**
 * Every page of the shop, in French and Arabic, checked by axe-core against WCAG 2.2 AA (issue
 * 31): the storefront (its main pages on a phone too), the account area, the checkout's three
 * steps with a cart, and the back office as an admin, a staff member and a driver. The pages come
 * from accessibility-routes.ts, which names every file of src/routes (checked below), so a new
 * route cannot be forgotten. One test per role and language opens its pages in turn. Each page has
 * exactly one `<main>`, the target of the "skip to content" link.
 */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { shopClock } from '~/lib/shop-dates'
import { baseURL } from '../../playwright.config'
import { type Who, pagesOf, ROUTE_PAGES } from './accessibility-routes'
import { expect, test, waitForHydration } from './fixtures'
import { stubGoogleMaps } from './google-maps-stub'
import {
  addressSnapshotJson,
  cityId,
  createCustomer,
  createDefaultAddress,
  createOrders,
  createPlacedOrder,
  createStaffMember,
  signIn,
  sql,
} from './shop-database'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const languages = [
  {
    locale: 'fr',
    prefix: '',
    searched: 'oulmes',
    quantity: 'Quantité',
    standard: 'Livraison standard',
    cash: 'Paiement en espèces à la livraison',
    delivered: 'Livré',
    confirmDelivered: 'Confirmer la livraison',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    searched: 'سيدي',
    quantity: 'الكمية',
    standard: 'التوصيل العادي',
    cash: 'الدفع نقدًا عند التسليم',
    delivered: 'تم التسليم',
    confirmDelivered: 'تأكيد التسليم',
  },
] as const
type Language = (typeof languages)[number]

/** Each violation of the page, one line per element: rule, element and what axe says to fix. */
async function violationsOf(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    // Violations only: axe then skips the details of what passed, a good part of its time.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA)
    // axe.run() in the page itself, rather than a partial run per frame finished in a new blank
    // page: the shop has no frames (Google Maps is served by a stub), and each check is faster.
    .setLegacyMode()
    .analyze()
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} on ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  )
}

/**
 * Descriptions and names pointing at an id that is not on the page: axe only lists them as "to
 * review", while a screen reader then reads nothing (an error's id named before the error shows).
 */
const missingReferences = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-describedby], [aria-labelledby]')].flatMap((element) =>
      ['aria-describedby', 'aria-labelledby'].flatMap((attribute) =>
        (element.getAttribute(attribute) ?? '')
          .split(/\s+/)
          .filter((id) => id && !document.getElementById(id))
          .map(
            (id) =>
              `${attribute} of <${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}> names #${id}, not on the page`,
          ),
      ),
    ),
  )

/**
 * The ids of the page's `<main>` elements: exactly one, `main`, where "skip to content" leads
 * (issue 44). axe only flags a page with none, and only as a best practice outside WCAG's tags.
 */
const mainLandmarks = (page: Page) => page.locator('main').evaluateAll((mains) => mains.map((main) => main.id))

/** Checks the page as it is now; soft, so one run lists every page's findings. */
async function expectAccessible(page: Page, state: string) {
  expect.soft([...(await violationsOf(page)), ...(await missingReferences(page))], `axe-core on ${state}`).toEqual([])
  expect.soft(await mainLandmarks(page), `the <main> of ${state}`).toEqual(['main'])
}

const fill = (path: string, data: Record<string, string | number>) =>
  path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    if (!(name in data)) throw new Error(`No ${name} for ${path}`)
    return encodeURIComponent(String(data[name]))
  })

/** Opens each page of `who` in turn (or those of `paths`, some of them) and checks it. */
async function checkPagesOf(page: Page, who: Who, t: Language, data: Record<string, string | number> = {}, paths = pagesOf(who)) {
  expect(paths.length).toBeGreaterThan(0)
  for (const path of paths) {
    await page.goto(`${t.prefix}${fill(path, data)}`)
    await waitForHydration(page)
    await expectAccessible(page, `${t.prefix}${path} (${who})`)
  }
}

/** The admin's pages in two halves, checked side by side: each half takes as long as another role's pages. */
const adminHalves = (() => {
  const pages = pagesOf('admin')
  const half = Math.ceil(pages.length / 2)
  return [pages.slice(0, half), pages.slice(half)]
})()

const today = () => shopClock(new Date()).day
const idOf = async (query: string, values: unknown[] = []) => (await sql<{ id: number }>(query, values))[0]!.id

/** A member of the team of this test's own, so what they see holds only this test's data. */
const createMember = async (role: 'admin' | 'staff' | 'driver') => (await createStaffMember(role, 'Karim')).id

/** An order for today in Casablanca, on the driver's round at `position`. */
async function todaysOrder(status: 'out_for_delivery' | 'delivered', driverId: number, position: number) {
  const customer = await createCustomer('casablanca')
  const reference = `MS-A11Y${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const orderId = await idOf(
    `INSERT INTO orders (reference, user_id, status, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
       delivery_date, subtotal_centimes, delivery_fee_centimes, points_gained, total_centimes, idempotency_key, request_hash,
       driver_id, round_position, collected_centimes)
     SELECT $1, $2, $3, c.id, $4::jsonb, $4::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
       (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $5, 4000, 1500, 4, 5500, $1, 'e2e', $6, $7, $8
     FROM cities c WHERE c.slug = 'casablanca' RETURNING id`,
    [
      reference,
      customer.id,
      status,
      addressSnapshotJson('Nadia Berrada'),
      today(),
      driverId,
      position,
      status === 'delivered' ? 5500 : null,
    ],
  )
  await sql(
    `INSERT INTO order_lines (order_id, name_fr, name_ar, reference, unit_price_centimes, quantity, line_total_centimes)
     VALUES ($1, 'Sidi Ali 1,5 L', 'سيدي علي 1,5 ل', 'SA-6X1-5L', 2000, 2, 4000)`,
    [orderId],
  )
  return reference
}

/** What the back office's pages need: an order, a customer, a message, a voucher, a driver's day. */
async function backOfficeData() {
  const customer = await createCustomer('casablanca')
  const { reference } = await createPlacedOrder(customer.id)
  const driver = await createMember('driver')
  await todaysOrder('out_for_delivery', driver, 1)
  const message = await idOf(
    "INSERT INTO contact_messages (name, email, subject, message, locale) VALUES ('Nadia', $1, 'delivery', 'Ma livraison arrive quand ?', 'fr') RETURNING id",
    [customer.email],
  )
  return {
    order: reference,
    customer: customer.id,
    customerEmail: customer.email,
    message,
    voucher: await idOf("SELECT id FROM vouchers WHERE code = 'BIENVENUE10'"),
    driver,
    today: today(),
    city: await cityId('casablanca'),
  }
}

test('the list of pages names every file of src/routes', () => {
  const root = 'src/routes'
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
  expect(files.length).toBeGreaterThan(40)
  expect(Object.keys(ROUTE_PAGES).sort()).toEqual(files.sort())
})

for (const t of languages) {
  test.describe(`accessibility (${t.locale})`, () => {
    // Up to 16 pages each, a few seconds a page (load and analysis) when the machine is busy.
    test.slow()

    test(`the storefront's main pages, and the search's suggestions @phone`, async ({ page }) => {
      await checkPagesOf(page, 'shopper', t)
      await page.goto(`${t.prefix}/catalogue`)
      await waitForHydration(page)
      await page.getByTestId('catalogue-search').fill(t.searched)
      await expect(page.getByTestId('search-suggestions').getByRole('option').first()).toBeVisible()
      await expectAccessible(page, `${t.prefix}/catalogue, suggestions open`)
    })

    test(`the other public pages`, async ({ page }) => {
      await checkPagesOf(page, 'visitor', t)
    })

    test(`the account area`, async ({ page, context }) => {
      const customer = await createCustomer('casablanca')
      await createDefaultAddress(customer.id)
      const address = await idOf('SELECT id FROM addresses WHERE user_id = $1', [customer.id])
      const [order] = await createOrders(customer.id, 1)
      await signIn(context, customer.id)
      // The address form's map, without reaching Google.
      await stubGoogleMaps(page, { name: 'Maârif', lat: 33.58, lng: -7.63, address_components: [] })
      await checkPagesOf(page, 'customer', t, { address, order: order! })
    })

    test(`the checkout's three steps and the confirmation`, async ({ page, context }) => {
      const customer = await createCustomer('casablanca')
      await createDefaultAddress(customer.id)
      await signIn(context, customer.id)
      await page.goto(`${t.prefix}/produit/1-sidi-ali-1-5l`)
      await waitForHydration(page)
      // Four packs: above Casablanca's minimum order.
      await page.getByRole('spinbutton', { name: t.quantity }).fill('4')
      await page.getByTestId('add-to-cart').click()
      await expect(page.getByTestId('cart-count')).toHaveText('4')
      // The cart's panel, open.
      await page.getByTestId('cart-button').click()
      await expect(page.getByTestId('cart-checkout')).toBeVisible()
      await expectAccessible(page, 'the cart panel')
      await page.getByTestId('cart-checkout').click()

      const visited: string[] = []
      const check = async (state: string) => {
        await expect(page.getByTestId(state === 'confirmation' ? 'order-confirmation' : 'step-title')).toBeVisible()
        const url = new URL(page.url())
        visited.push(`${url.pathname}${url.search}`)
        await expectAccessible(page, `${url.pathname}${url.search} (${state})`)
      }
      await expect(page).toHaveURL(`${baseURL}${t.prefix}/step-1`)
      await waitForHydration(page)
      await page.getByRole('radio', { name: new RegExp(t.standard) }).check()
      await page.getByTestId('delivery-calendar').locator('[data-day]:not([aria-disabled])').first().click()
      await check('step 1, filled')
      await page.getByTestId('checkout-next').click()
      await expect(page).toHaveURL(`${baseURL}${t.prefix}/step-2`)
      await page.getByRole('radio', { name: t.cash }).check()
      await check('step 2, filled')
      await page.getByTestId('checkout-next').click()
      await expect(page).toHaveURL(`${baseURL}${t.prefix}/step-3`)
      await check('step 3')
      await page.getByTestId('checkout-confirm').click()
      await check('confirmation')
      const [order] = await sql<{ reference: string }>('SELECT reference FROM orders WHERE user_id = $1', [customer.id])
      expect(visited).toEqual(pagesOf('checkout').map((path) => `${t.prefix}${fill(path, { order: order!.reference })}`))
    })

    adminHalves.forEach((paths, index) => {
      test(`the back office as an admin (${index + 1} of ${adminHalves.length})`, async ({ page, context }) => {
        await signIn(context, await createMember('admin'))
        await checkPagesOf(page, 'admin', t, await backOfficeData(), paths)
      })
    })

    test(`the back office as a staff member`, async ({ page, context }) => {
      const data = await backOfficeData()
      await signIn(context, await createMember('staff'))
      await checkPagesOf(page, 'staff', t, data)
    })

    test(`the driver's round: a delivered stop, stops to deliver, a delivery waiting to be sent`, async ({ page, context }) => {
      const driver = await createMember('driver')
      await todaysOrder('delivered', driver, 1)
      const next = await todaysOrder('out_for_delivery', driver, 2)
      await todaysOrder('out_for_delivery', driver, 3)
      await signIn(context, driver)
      await checkPagesOf(page, 'driver', t)

      const card = page.locator(`[data-testid="round-order"][data-reference="${next}"]`)
      await context.setOffline(true)
      await card.getByRole('button', { name: t.delivered, exact: true }).click()
      await expectAccessible(page, 'the round, a delivery being recorded, offline')
      await card.getByRole('button', { name: t.confirmDelivered }).click()
      await expect(card.getByTestId('round-pending')).toBeVisible()
      await expectAccessible(page, 'the round, a delivery waiting to be sent')
    })
  })
}
