/**
 * The delivery and checkout rules in the browser (issue 17 §6): an admin changes a city's minimum
 * order and a fee in French on a desktop, and the next visitor's cart in that city says so at once;
 * an admin on a phone, in Arabic, is warned on the dashboard that next year has no holiday,
 * enters one (a missing name refused under its field first), and the warning goes.
 * Each journey runs once (the phone's in its own phone-sized browser), so no two runs change one rule.
 */
import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { shopClock } from '~/lib/shop-dates'
import { expect, test, waitForHydration } from './fixtures'
import { cityId, signIn, sql } from './shop-database'

async function openAsAdmin(context: BrowserContext, page: Page, path: string) {
  const [member] = await sql<{ id: number }>(
    "INSERT INTO users (email, first_name, last_name, role) VALUES ($1, 'Règles', 'Test', 'admin') RETURNING id",
    [`rules-admin-${randomBytes(4).toString('hex')}@example.test`],
  )
  await signIn(context, member!.id)
  await page.goto(path)
  await waitForHydration(page)
}

test('an admin changes a city’s minimum order and fee (fr), and the next cart there shows it at once', async ({
  context,
  page,
  browser,
  baseURL,
}) => {
  const dakhla = await cityId('dakhla')
  const [before] = await sql<{ min_order_centimes: number }>('SELECT min_order_centimes FROM cities WHERE id = $1', [dakhla])
  const fees = await sql<{ delivery_mode_id: number; fee_centimes: number }>(
    'SELECT delivery_mode_id, fee_centimes FROM delivery_fees WHERE city_id = $1',
    [dakhla],
  )
  try {
    await openAsAdmin(context, page, '/gestion/regles')
    const row = page.locator('[data-testid="bo-rules-city"][data-slug="dakhla"]')
    await row.getByRole('button', { name: 'Modifier' }).click()
    const form = page.getByTestId('bo-city-form')
    const minimum = form.getByRole('spinbutton', { name: 'Commande minimum (MAD)' })
    // A bad amount is refused under its field, and nothing is saved.
    await minimum.fill('-3')
    await form.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Entrez un montant de 0 à 100 000 MAD.')).toBeVisible()
    await minimum.fill('345')
    await form.getByTestId('bo-city-fee-standard').getByRole('spinbutton', { name: 'Frais (MAD)' }).fill('42')
    await form.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText("Enregistré : s'applique dès maintenant aux nouveaux paniers.")).toBeVisible()
    await expect(row).toContainText('Minimum 345,00')
    await expect(row).toContainText('42,00')
    await page.screenshot({ path: 'screenshots/back-office-rules/fr-desktop-rules.png', fullPage: true })

    // A new reminder choice: the month exists already (refused under its number), 45 days is added.
    await page.getByRole('button', { name: 'Ajouter un choix de rappel' }).click()
    const reminder = page.getByTestId('bo-reminder-new')
    await reminder.getByRole('textbox', { name: 'Nom en français' }).fill('Toutes les six semaines')
    await reminder.getByRole('textbox', { name: 'Nom en arabe' }).fill('كل ستة أسابيع')
    const days = reminder.getByRole('spinbutton', { name: 'Nombre de jours' })
    await days.fill('30')
    await reminder.getByRole('button', { name: 'Ajouter un choix de rappel' }).click()
    await expect(reminder.getByText('Ce choix de rappel existe déjà')).toBeVisible()
    await days.fill('45')
    await reminder.getByRole('button', { name: 'Ajouter un choix de rappel' }).click()
    await expect(page.getByText('Choix de rappel ajouté.')).toBeVisible()
    await expect(page.getByTestId('bo-reminder-new')).toHaveCount(0)
    expect(await sql("SELECT label_fr, label_ar, days FROM reminder_options WHERE code = 'period_45'")).toEqual([
      { label_fr: 'Toutes les six semaines', label_ar: 'كل ستة أسابيع', days: 45 },
    ])
    await expect(page.getByTestId('bo-reminder-form')).toHaveCount(9)

    // A visitor in Dakhla: the cart asks for the new minimum at once.
    const visitor = await browser.newContext({ baseURL })
    await visitor.addCookies([{ name: 'selectedCityId', value: String(dakhla), url: baseURL! }])
    const shopper = await visitor.newPage()
    const [product] = await sql<{ id: number }>("SELECT id FROM products WHERE slug = 'sidi-ali-1-5l'")
    await shopper.goto(`/produit/${product!.id}-sidi-ali-1-5l`)
    await waitForHydration(shopper)
    await shopper.getByTestId('add-to-cart').click()
    await shopper.getByTestId('cart-button').click()
    await expect(shopper.getByTestId('cart-message')).toContainText('Le minimum de commande pour une livraison à Dakhla est de 345,00')
    await visitor.close()
  } finally {
    await sql("DELETE FROM reminder_options WHERE code = 'period_45'")
    await sql('UPDATE cities SET min_order_centimes = $2, version = version + 1 WHERE id = $1', [dakhla, before!.min_order_centimes])
    for (const fee of fees) {
      await sql('UPDATE delivery_fees SET fee_centimes = $3 WHERE city_id = $1 AND delivery_mode_id = $2', [
        dakhla,
        fee.delivery_mode_id,
        fee.fee_centimes,
      ])
    }
  }
})

test('an admin on a phone enters next year’s holidays in Arabic, and the dashboard warning goes', async ({ browser, baseURL }) => {
  const nextYear = Number(shopClock(new Date()).day.slice(0, 4)) + 1
  const saved = await sql<{ day: string; code: string; name_fr: string; name_ar: string; is_estimated: boolean }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day, code, name_fr, name_ar, is_estimated FROM public_holidays WHERE extract(year FROM day) = $1",
    [nextYear],
  )
  await sql('DELETE FROM public_holidays WHERE extract(year FROM day) = $1', [nextYear])
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  try {
    const page = await phone.newPage()
    await openAsAdmin(phone, page, '/ar/gestion/tableau-de-bord')
    const warning = page.getByTestId('bo-holidays-warning')
    await expect(warning).toContainText(`لم تُدخل أي عطلة لسنة ${nextYear}`)
    await warning.getByRole('link', { name: `إدخال عطل سنة ${nextYear}` }).click()
    await expect(page).toHaveURL(new RegExp(`/ar/gestion/jours-feries\\?annee=${nextYear}`))
    const form = page.getByTestId('bo-holidays-form')
    await expect(form).toContainText('لم تُدخل أي عطلة لهذه السنة.')
    await form.getByRole('button', { name: 'إضافة يوم' }).click()
    const day = form.getByTestId('bo-holiday-row')
    await day.getByLabel('التاريخ').fill(`${nextYear}-01-01`)
    await day.getByLabel('الاسم بالفرنسية').fill('Nouvel An')
    // The Arabic name left empty: refused under its field, in Arabic.
    await form.getByRole('button', { name: 'حفظ' }).click()
    await expect(day.getByText('أدخل اسمًا من 1 إلى 80 حرفًا.')).toBeVisible()
    await day.getByLabel('الاسم بالعربية').fill('رأس السنة الميلادية')
    await form.getByRole('button', { name: 'حفظ' }).click()
    await expect(page.getByText(`تم حفظ عطل سنة ${nextYear}.`)).toBeVisible()
    await page.screenshot({ path: 'screenshots/back-office-rules/ar-phone-holidays.png', fullPage: true })

    await page.goto('/ar/gestion/tableau-de-bord')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('bo-holidays-warning')).toHaveCount(0)
    const [entered] = await sql<{ name_ar: string }>('SELECT name_ar FROM public_holidays WHERE day = $1', [`${nextYear}-01-01`])
    expect(entered?.name_ar).toBe('رأس السنة الميلادية')
  } finally {
    await phone.close()
    await sql('DELETE FROM public_holidays WHERE extract(year FROM day) = $1', [nextYear])
    for (const holiday of saved) {
      await sql('INSERT INTO public_holidays (day, code, name_fr, name_ar, is_estimated) VALUES ($1, $2, $3, $4, $5)', [
        holiday.day,
        holiday.code,
        holiday.name_fr,
        holiday.name_ar,
        holiday.is_estimated,
      ])
    }
  }
})

test('a stale save of a year’s holidays offers to load the days saved since, and loads them (fr)', async ({ context, page }) => {
  // A year of this run's own, far ahead: no other test reads it.
  const year = 2060 + (randomBytes(1)[0]! % 40)
  const code = `test_${randomBytes(4).toString('hex')}`
  await sql(
    "INSERT INTO public_holidays (day, code, name_fr, name_ar, is_estimated) VALUES ($1, $2, 'Fête du test', 'عيد الاختبار', false)",
    [`${year}-05-01`, code],
  )
  try {
    await openAsAdmin(context, page, `/gestion/jours-feries?annee=${year}`)
    // The year holds this one day only.
    const name = page.getByTestId('bo-holiday-row').getByLabel('Nom en français')
    await expect(name).toHaveValue('Fête du test')
    // Another admin renames the day meanwhile.
    await sql("UPDATE public_holidays SET name_fr = 'Fête renommée' WHERE code = $1", [code])
    await name.fill('Ma fête')
    await page.getByTestId('bo-holidays-form').getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByRole('button', { name: 'Charger la leur' }).click()
    await expect(name).toHaveValue('Fête renommée')
  } finally {
    await sql('DELETE FROM public_holidays WHERE code = $1', [code])
  }
})
