import type { Page } from '@playwright/test'
import ar from '../../messages/ar.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import { expect, test, waitForHydration } from './fixtures'
import { failGoogleMaps, stubGoogleMaps } from './google-maps-stub'
import { cityId, createCustomer, signIn, sql } from './shop-database'

const languages = [
  { code: 'fr', prefix: '', text: fr },
  { code: 'ar', prefix: '/ar', text: ar },
] as const

const oudayas = {
  name: '12 Rue des Oudayas',
  lat: 34.0209,
  lng: -6.8416,
  address_components: [
    { long_name: '12', short_name: '12', types: ['street_number'] },
    { long_name: 'Rue des Oudayas', short_name: 'Rue des Oudayas', types: ['route'] },
    { long_name: 'Hassan', short_name: 'Hassan', types: ['sublocality_level_1', 'sublocality', 'political'] },
    { long_name: 'Rabat', short_name: 'Rabat', types: ['locality', 'political'] },
    { long_name: '10030', short_name: '10030', types: ['postal_code'] },
    { long_name: 'Maroc', short_name: 'MA', types: ['country', 'political'] },
  ],
}

const field = (page: Page, name: string) => page.locator(`#address-${name}`)
const errorOf = (page: Page, name: string) => page.locator(`#address-${name}-error`)
const cards = (page: Page) => page.getByTestId('address-card')

async function signedIn(page: Page, citySlug = 'casablanca') {
  const customer = await createCustomer(citySlug)
  await signIn(page.context(), customer.id)
  return customer
}

for (const language of languages) {
  const t = language.text
  const path = (rest: string) => `${language.prefix}${rest}`

  test.describe(`address book (${language.code})`, () => {
    test(`a visitor is sent to the login page (${language.code})`, async ({ page }) => {
      await page.goto(path('/espace/addresses/ajouter'))
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/login\\?redirect=%2Fespace%2Faddresses%2Fajouter$`))
    })

    test(`adds by hand, lists, edits, moves the defaults and deletes (${language.code}) @phone`, async ({ page }) => {
      await failGoogleMaps(page) // manual entry only here; the maps cases are below
      const customer = await signedIn(page)
      const response = await page.goto(path('/espace/addresses'))
      expect(response?.headers()['cache-control']).toBe('private, no-store')
      await waitForHydration(page)
      await expect(page.getByTestId('address-empty')).toHaveText(t.address_list_empty)

      await page.getByRole('link', { name: t.address_add }).click()
      await expect(page).toHaveURL(path('/espace/addresses/ajouter'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.page_address_add)
      // Sent empty: each field says what is missing, under itself, in the page's language.
      await page.getByRole('button', { name: t.address_submit_create }).click()
      await expect(errorOf(page, 'recipient_name')).toHaveText(t.address_error_name_required)
      await expect(errorOf(page, 'phone')).toHaveText(t.address_error_phone_invalid)
      await expect(errorOf(page, 'line1')).toHaveText(t.address_error_line1_required)
      await expect(field(page, 'phone')).toHaveAttribute('dir', 'ltr')

      await field(page, 'recipient_name').fill('Amina Benali')
      await field(page, 'phone').fill('06 12 34 56 78')
      await field(page, 'line1').fill('5 avenue Hassan II')
      await field(page, 'postal_code').fill('20000')
      await expect(errorOf(page, 'recipient_name')).toHaveCount(0)
      await page.getByRole('button', { name: t.address_submit_create }).click()
      await expect(page.getByRole('status').filter({ hasText: t.address_saved })).toBeVisible()
      await expect(page).toHaveURL(path('/espace/addresses'))
      await expect(cards(page)).toHaveCount(1)
      const first = cards(page).first()
      await expect(first).toContainText('5 avenue Hassan II')
      await expect(first.locator('bdi[dir="ltr"]')).toHaveText('+212612345678')
      await expect(first).toContainText(t.address_default_delivery)
      await expect(first).toContainText(t.address_default_billing)

      // A second address: no default of its own until asked.
      await page.getByRole('link', { name: t.address_add }).click()
      await field(page, 'label').fill('Bureau')
      await field(page, 'recipient_name').fill('Amina Benali')
      await field(page, 'phone').fill('+212 7 00 11 22 33')
      await field(page, 'line1').fill('40 boulevard Zerktouni')
      await page.getByRole('button', { name: t.address_submit_create }).click()
      await expect(cards(page)).toHaveCount(2)
      const office = cards(page).filter({ hasText: 'Bureau' })
      await expect(office).not.toContainText(t.address_default_delivery)

      await office.getByRole('button', { name: t.address_set_default_delivery }).click()
      await expect(page.getByRole('status').filter({ hasText: t.address_default_saved })).toBeVisible()
      await expect(office).toContainText(t.address_default_delivery)
      await expect(cards(page).filter({ hasText: '5 avenue Hassan II' })).not.toContainText(t.address_default_delivery)
      await expect(cards(page).filter({ hasText: '5 avenue Hassan II' })).toContainText(t.address_default_billing)
      await office.getByRole('button', { name: t.address_set_default_billing }).click()
      await expect(office).toContainText(t.address_default_billing)
      const defaults = await sql<{ label: string; is_default: boolean; is_default_billing: boolean }>(
        'SELECT label, is_default, is_default_billing FROM addresses WHERE user_id = $1 ORDER BY id',
        [customer.id],
      )
      expect(defaults).toEqual([
        { label: '', is_default: false, is_default_billing: false },
        { label: 'Bureau', is_default: true, is_default_billing: true },
      ])

      // Edit: the form comes filled, the change shows in the list.
      await office.getByRole('link', { name: t.address_edit }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.page_address)
      await expect(field(page, 'phone')).toHaveValue('+212700112233')
      await field(page, 'line1').fill('42 boulevard Zerktouni')
      await page.getByRole('button', { name: t.address_submit_update }).click()
      await expect(page).toHaveURL(path('/espace/addresses'))
      await expect(office).toContainText('42 boulevard Zerktouni')

      // Delete asks first; cancelling keeps it.
      await office.getByRole('button', { name: t.address_delete }).click()
      const dialog = page.getByRole('dialog', { name: t.address_delete_confirm_title })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: t.address_cancel }).click()
      await expect(dialog).toBeHidden()
      await expect(cards(page)).toHaveCount(2)
      await office.getByRole('button', { name: t.address_delete }).click()
      await dialog.getByRole('button', { name: t.address_delete_confirm }).click()
      await expect(page.getByRole('status').filter({ hasText: t.address_deleted })).toBeVisible()
      await expect(cards(page)).toHaveCount(1)
      await expect(cards(page).first()).not.toContainText(t.address_default_delivery)
    })

    test(`shows the server's refusal under its field and keeps what was typed (${language.code})`, async ({ page }) => {
      await failGoogleMaps(page)
      await signedIn(page)
      await page.goto(path('/espace/addresses/ajouter'))
      await waitForHydration(page)
      await field(page, 'recipient_name').fill('Youssef Alaoui')
      await field(page, 'phone').fill('0522-00-00-00')
      await field(page, 'line1').fill('7 rue de Fès')
      // A city the list offered but the shop no longer serves: only the server can refuse it.
      await field(page, 'city_id').evaluate((select: HTMLSelectElement) => select.add(new Option('Atlantis', '999999')))
      await field(page, 'city_id').selectOption('999999')
      await page.getByRole('button', { name: t.address_submit_create }).click()
      await expect(errorOf(page, 'city_id')).toHaveText(t.address_error_city_unknown)
      await expect(page).toHaveURL(path('/espace/addresses/ajouter'))
      await expect(field(page, 'recipient_name')).toHaveValue('Youssef Alaoui')
      await expect(field(page, 'phone')).toHaveValue('0522-00-00-00')
      await expect(field(page, 'line1')).toHaveValue('7 rue de Fès')

      // Choosing a served city clears the error and saves.
      await field(page, 'city_id').selectOption(String(await cityId('rabat')))
      await expect(errorOf(page, 'city_id')).toHaveCount(0)
      await page.getByRole('button', { name: t.address_submit_create }).click()
      await expect(page).toHaveURL(path('/espace/addresses'))
      await expect(cards(page).first().locator('bdi')).toHaveText('+212522000000')
    })

    test(`Google Places fills the address and the pin can be moved (${language.code})`, async ({ page }) => {
      const requested = await stubGoogleMaps(page, oudayas)
      const customer = await signedIn(page, 'casablanca')
      await page.goto(path('/espace/addresses/ajouter'))
      await waitForHydration(page)
      const search = page.getByLabel(t.address_search)
      await expect(search).toBeEnabled()
      expect(new URL(requested[0]!).searchParams.get('region')).toBe('MA')
      expect(new URL(requested[0]!).searchParams.get('libraries')).toContain('places')
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { __autocompleteOptions: { componentRestrictions: unknown } }).__autocompleteOptions
              .componentRestrictions,
        ),
      ).toEqual({ country: 'ma' })

      await field(page, 'recipient_name').fill('Amina Benali')
      await search.pressSequentially('12 rue des Ou')
      await page.locator('.pac-item').click()
      await expect(field(page, 'line1')).toHaveValue('12 Rue des Oudayas')
      await expect(field(page, 'district')).toHaveValue('Hassan')
      await expect(field(page, 'postal_code')).toHaveValue('10030')
      await expect(field(page, 'city_id')).toHaveValue(String(await cityId('rabat')))
      await expect(page.getByTestId('address-map')).toBeVisible()
      await expect(page.getByTestId('address-position')).toContainText('34.02090, -6.84160')
      // Typed before picking: still there.
      await expect(field(page, 'recipient_name')).toHaveValue('Amina Benali')

      await page.evaluate(() => (window as unknown as { __dragPin: (lat: number, lng: number) => void }).__dragPin(34.0251, -6.8362))
      await expect(page.getByTestId('address-position')).toContainText('34.02510, -6.83620')
      await field(page, 'phone').fill('0612345678')
      await page.getByRole('button', { name: t.address_submit_create }).click()
      await expect(page).toHaveURL(path('/espace/addresses'))
      const [row] = await sql<{ line1: string; latitude: number; longitude: number; city_id: number }>(
        'SELECT line1, latitude, longitude, city_id FROM addresses WHERE user_id = $1',
        [customer.id],
      )
      expect(row).toEqual({ line1: '12 Rue des Oudayas', latitude: 34.0251, longitude: -6.8362, city_id: await cityId('rabat') })
    })

    test(`when Google Maps cannot load, a toast says so and manual entry works (${language.code})`, async ({ page }) => {
      await failGoogleMaps(page)
      await signedIn(page)
      await page.goto(path('/espace/addresses/ajouter'))
      await waitForHydration(page)
      await field(page, 'recipient_name').fill('Karim Idrissi')
      await expect(page.getByRole('alert').filter({ hasText: t.address_maps_failed })).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(1)
      if (language.code === 'fr') expect(t.address_maps_failed).toBe('Google Maps failed to load')
      await expect(field(page, 'recipient_name')).toHaveValue('Karim Idrissi')
      await field(page, 'phone').fill('00212 661 23 45 67')
      await field(page, 'line1').fill('3 place Jemaa el-Fna')
      await page.getByRole('button', { name: t.address_submit_create }).click()
      await expect(page).toHaveURL(path('/espace/addresses'))
      await expect(cards(page).first()).toContainText('3 place Jemaa el-Fna')
      await expect(cards(page).first().locator('bdi')).toHaveText('+212661234567')
    })
  })
}

test("another customer's address is a plain 404 page, with none of its data (check 6)", async ({ page }) => {
  const owner = await createCustomer('casablanca')
  const [theirs] = await sql<{ id: number }>(
    "INSERT INTO addresses (user_id, recipient_name, phone, city_id, line1) VALUES ($1, 'Nadia Secret', '+212612345678', $2, '9 rue Privée') RETURNING id",
    [owner.id, await cityId('casablanca')],
  )
  await failGoogleMaps(page)
  await signedIn(page)
  const response = await page.goto(`/espace/addresses/${theirs!.id}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.error_not_found_title)
  expect(await page.content()).not.toMatch(/Nadia|Privée|612345678/)
})
