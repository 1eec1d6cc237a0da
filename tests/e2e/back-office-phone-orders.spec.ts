/**
 * Orders taken by phone and group prices (issue 35, docs/decisions/0078 and 0079), in French and
 * Arabic: staff take an order for a new customer entered with the address form and its map search
 * (desktop), and for an existing one on a tablet-sized screen; a company customer in a group sees
 * the group's price in the cart.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { devices, type BrowserContext, type Page } from '@playwright/test'
import { expect, test, waitForHydration, testIn } from './fixtures'
import { stubGoogleMaps } from './google-maps-stub'
import { cityId, createCustomer, createDefaultAddress, createStaffMember, signIn, sql } from './shop-database'

const texts = {
  fr: JSON.parse(readFileSync('messages/fr.json', 'utf8')) as Record<string, string>,
  ar: JSON.parse(readFileSync('messages/ar.json', 'utf8')) as Record<string, string>,
}
const languages = [
  { locale: 'fr', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const
const tag = () => randomBytes(4).toString('hex')

/** What the (stubbed) Places search offers for "12 rue Ibnou": a street of Casablanca. */
const ibnouSina = {
  name: '12 Rue Ibnou Sina',
  lat: 33.5843,
  lng: -7.6253,
  address_components: [
    { long_name: '12', short_name: '12', types: ['street_number'] },
    { long_name: 'Rue Ibnou Sina', short_name: 'Rue Ibnou Sina', types: ['route'] },
    { long_name: 'Maârif', short_name: 'Maârif', types: ['sublocality_level_1', 'sublocality', 'political'] },
    { long_name: 'Casablanca', short_name: 'Casablanca', types: ['locality', 'political'] },
    { long_name: '20330', short_name: '20330', types: ['postal_code'] },
    { long_name: 'Maroc', short_name: 'MA', types: ['country', 'political'] },
  ],
}

/** Sidi Ali 1.5 L's smallest pack size, as the phone order's product list names it. */
async function sidiAliItem() {
  const [row] = await sql<{ product: number; variant: number }>(
    `SELECT p.id AS product, v.id AS variant FROM products p JOIN product_variants v ON v.product_id = p.id
     WHERE p.slug = 'sidi-ali-1-5l' ORDER BY v.id LIMIT 1`,
  )
  return `${row!.product}:${row!.variant}`
}

async function openPhoneOrder(context: BrowserContext, page: Page, prefix: string) {
  const staff = await createStaffMember('staff', `Equipe${tag()}`)
  await signIn(context, staff.id)
  await page.goto(`${prefix}/gestion/commandes/telephone`)
  await waitForHydration(page)
  return staff
}

/** Adds ten packs, picks the first date, delivery and payment offered, and places the order. */
async function fillAndPlace(page: Page, t: Record<string, string>) {
  const order = page.getByTestId('phone-order')
  await order.getByLabel(t.phone_order_product!, { exact: true }).selectOption(await sidiAliItem())
  await order.getByLabel(t.phone_order_quantity!, { exact: true }).fill('10')
  await order.getByTestId('phone-add-line').click()
  await expect(order.getByTestId('phone-lines').getByRole('listitem')).toHaveCount(1)
  await order.getByLabel(t.phone_order_mode!, { exact: true }).selectOption({ index: 1 })
  await order.getByLabel(t.phone_order_date!, { exact: true }).selectOption({ index: 1 })
  await order.getByLabel(t.phone_order_payment!, { exact: true }).selectOption({ index: 1 })
  await expect(order.getByTestId('phone-total')).toBeVisible()
  await order.getByRole('button', { name: t.phone_order_place }).click()
  await expect(page.getByTestId('phone-order-done')).toBeVisible()
}

for (const language of languages) {
  const t = texts[language.locale]
  test(`staff take a phone order for a new customer with an address found on the map (${language.locale})`, async ({ context, page }) => {
    await stubGoogleMaps(page, ibnouSina)
    const staff = await openPhoneOrder(context, page, language.prefix)
    await page.getByRole('button', { name: t.phone_customer_new }).click()
    const name = `Rachid ${tag()}`
    const customer = page.getByTestId('phone-customer')
    await customer.getByLabel(texts[language.locale].address_field_recipient!).fill(name)
    await customer.getByLabel(t.address_field_phone!, { exact: true }).fill('0661234567')
    // The shop's address form, its map search included: the place fills the street, district and city.
    await customer.getByLabel(t.address_search!).pressSequentially('12 rue Ibnou')
    await page.locator('.pac-item').click()
    await expect(customer.getByLabel(t.address_field_line1!, { exact: true })).toHaveValue('12 Rue Ibnou Sina')
    await expect(customer.getByLabel(t.address_field_city!)).toHaveValue(String(await cityId('casablanca')))
    await customer.getByRole('button', { name: t.phone_customer_use }).click()
    await fillAndPlace(page, t)

    const placed = await sql<{ email: string; taken_by_id: number; locale: string }>(
      `SELECT u.email, o.taken_by_id, o.locale FROM orders o JOIN users u ON u.id = o.user_id WHERE u.first_name = $1`,
      [name],
    )
    expect(placed).toHaveLength(1)
    expect(placed[0]).toMatchObject({ taken_by_id: staff.id, locale: language.locale })
    expect(placed[0]!.email).toMatch(/@telephone\.invalid$/)
  })
}

test.describe('on a tablet', () => {
  // The iPad's screen, touch and agent, in the project's own browser.
  const { defaultBrowserType: _browser, ...tablet } = devices['iPad (gen 7)']
  test.use(tablet)
  for (const language of languages) {
    const t = texts[language.locale]
    testIn(language.locale, 'ar')(
      `staff take a phone order for a customer found by e-mail (${language.locale})`,
      async ({ context, page }) => {
        const found = await createCustomer('casablanca')
        await createDefaultAddress(found.id)
        await openPhoneOrder(context, page, language.prefix)
        await page.getByLabel(t.phone_customer_search!).fill(found.email)
        await page.getByRole('button', { name: t.phone_customer_search_submit, exact: true }).click()
        await page.getByTestId('phone-customer-results').getByRole('button', { name: t.phone_customer_choose }).click()
        await fillAndPlace(page, t)
        const [mail] = await sql<{ count: number }>('SELECT count(*)::int AS count FROM email_outbox WHERE to_address = $1', [found.email])
        expect(mail!.count).toBeGreaterThan(0)
      },
    )
  }
})

for (const language of languages) {
  testIn(language.locale, 'fr')(
    `a company customer in a group sees the group's price in the cart (${language.locale})`,
    async ({ context, page }) => {
      const [group] = await sql<{ id: number }>('INSERT INTO customer_groups (name, discount_percent) VALUES ($1, 50) RETURNING id', [
        `Bureaux ${tag()}`,
      ])
      const customer = await createCustomer('casablanca')
      await sql('UPDATE users SET customer_group_id = $1 WHERE id = $2', [group!.id, customer.id])
      await sql("INSERT INTO customer_companies (user_id, name, ice) VALUES ($1, 'Atlas Bureaux', '001234567000089')", [customer.id])
      await signIn(context, customer.id)
      await page.goto(`${language.prefix}/produit/1-sidi-ali-1-5l`)
      await waitForHydration(page)
      await page.getByTestId('add-to-cart').click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      await page.getByTestId('cart-button').click()
      // 33,00 MAD for everyone else in Casablanca (tests/e2e/cart.spec.ts), half for the group.
      await expect(page.getByTestId('cart-total')).toContainText('16,50')
    },
  )
}
