import { readFile } from 'node:fs/promises'
import { expect, test, waitForHydration, phoneIn, testIn } from './fixtures'
import { createCustomer, createDefaultAddress, createOrders, setPassword, signIn, sql } from './shop-database'
import { baseURL } from '../../playwright.config'

const PASSWORD = 'Mot-De-Passe-E2E-2026'
const money = (centimes: number, locale: string) =>
  new Intl.NumberFormat(locale === 'ar' ? 'ar-MA' : 'fr-MA', { style: 'currency', currency: 'MAD' }).format(centimes / 100)

const languages = [
  {
    locale: 'fr',
    prefix: '',
    greeting: 'Bonjour Test Client',
    orders: 'Mes commandes',
    delivered: 'Livrée',
    firstNameLabel: 'Prénom',
    emailLabel: 'E-mail',
    passwordLabel: 'Mot de passe actuel',
    firstNameRequired: 'Indiquez votre prénom.',
    emailPending: (email: string) => `Un lien de confirmation a été envoyé à ${email}.`,
    saved: 'Votre profil a été enregistré.',
    save: 'Enregistrer',
    profileLink: 'Mon profil',
    deleted: 'Votre compte a été supprimé. Au revoir !',
    deleteButton: 'Supprimer définitivement mon compte',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    greeting: 'مرحبًا Test Client',
    orders: 'طلباتي',
    delivered: 'تم التسليم',
    firstNameLabel: 'الاسم الشخصي',
    emailLabel: 'البريد الإلكتروني',
    passwordLabel: 'كلمة المرور الحالية',
    firstNameRequired: 'أدخل اسمك الشخصي.',
    emailPending: (email: string) => `أُرسل رابط تأكيد إلى ${email}.`,
    saved: 'تم حفظ ملفك الشخصي.',
    save: 'حفظ',
    profileLink: 'ملفي الشخصي',
    deleted: 'تم حذف حسابك. إلى اللقاء!',
    deleteButton: 'حذف حسابي نهائيًا',
  },
] as const

test.describe('account area', () => {
  for (const language of languages) {
    testIn(language.locale, 'fr')(`a visitor is sent to sign in, then back (${language.locale})`, async ({ page }) => {
      await page.goto(`${language.prefix}/espace/orders`)
      await expect(page).toHaveURL(`${baseURL}${language.prefix}/login?redirect=%2Fespace%2Forders`)
      await page.goto(`${language.prefix}/espace/gpdr`)
      await expect(page).toHaveURL(`${baseURL}${language.prefix}/login?redirect=%2Fespace%2Fgpdr`)
      const response = await page.request.get(`${language.prefix}/espace/gpdr-export`, { maxRedirects: 0 })
      expect(response.status()).toBe(302)
    })

    test(`home summary, orders, one order, never cached (${language.locale})${phoneIn(language.locale, 'ar')}`, async ({
      page,
      context,
    }) => {
      const customer = await createCustomer('casablanca')
      await sql('UPDATE users SET points_balance = 42 WHERE id = $1', [customer.id])
      await createDefaultAddress(customer.id)
      const references = await createOrders(customer.id, 12)
      await signIn(context, customer.id)

      const response = await page.goto(`${language.prefix}/espace`)
      expect(response?.headers()['cache-control']).toContain('no-store')
      await waitForHydration(page)
      await expect(page.getByTestId('account-greeting')).toHaveText(language.greeting)
      await expect(page.getByTestId('account-points')).toContainText('42')
      await expect(page.getByTestId('account-default-address')).toContainText('24 rue Ibnou Mounir')
      const lastThree = page.getByTestId('order-list').getByRole('link')
      await expect(lastThree).toHaveCount(3)
      await expect(lastThree.first()).toContainText(references[11]!)
      await expect(lastThree.first()).toContainText(money(5500, language.locale))

      await page
        .getByRole('navigation', { name: language.locale === 'fr' ? 'Navigation de mon espace' : 'التنقل في حسابي' })
        .getByRole('link', { name: language.orders })
        .click()
      await expect(page).toHaveURL(`${baseURL}${language.prefix}/espace/orders`)
      await expect(page.getByTestId('order-list').getByRole('link')).toHaveCount(10)
      await page.getByRole('link', { name: language.locale === 'fr' ? 'Page suivante' : 'الصفحة التالية' }).click()
      await expect(page.getByTestId('order-list').getByRole('link')).toHaveCount(2)
      await page.getByTestId('order-list').getByRole('link').first().click()
      await expect(page).toHaveURL(`${baseURL}${language.prefix}/espace/orders/${references[1]}`)
      await expect(page.getByTestId('order-title')).toContainText(references[1]!)
      await expect(page.getByTestId('order-status')).toHaveText(language.delivered)
      await expect(page.getByTestId('order-lines')).toContainText(language.locale === 'fr' ? 'Sidi Ali 6 x 1,5 L' : 'سيدي علي 6 × 1,5 لتر')
      await expect(page.getByTestId('order-total')).toContainText(money(5500, language.locale))
      await expect(page.getByTestId('order-address')).toContainText('+212612345678')
      // The reference is isolated from the Arabic text around it.
      await expect(page.getByTestId('order-title').locator('bdi')).toHaveText(references[1]!)

      // Another customer's order is not found, and shows nothing of theirs.
      const other = await createCustomer('rabat')
      const [otherReference] = await createOrders(other.id, 1)
      const notFound = await page.goto(`${language.prefix}/espace/orders/${otherReference}`)
      expect(notFound?.status()).toBe(404)
      await expect(page.locator('body')).not.toContainText('24 rue Ibnou Mounir')
    })

    test(`profile: a field error, a new e-mail waiting for its link, then saved (${language.locale})`, async ({ page, context }) => {
      const customer = await createCustomer('casablanca')
      await setPassword(customer.id, PASSWORD)
      const someoneElse = await createCustomer('rabat')
      await signIn(context, customer.id)
      await page.goto(`${language.prefix}/espace/profil`)
      await waitForHydration(page)

      const firstName = page.getByLabel(language.firstNameLabel, { exact: true })
      await firstName.fill('')
      await expect(page.getByTestId('error-first_name')).toHaveText(language.firstNameRequired)
      await expect(firstName).toHaveAttribute('aria-invalid', 'true')
      await firstName.fill('Salma')
      await expect(page.getByTestId('error-first_name')).toHaveCount(0)

      await page.getByLabel(language.emailLabel, { exact: true }).fill(someoneElse.email.toUpperCase())
      await page.getByLabel(language.passwordLabel, { exact: true }).first().fill(PASSWORD)
      await page.getByLabel(language.locale === 'fr' ? 'Téléphone' : 'الهاتف', { exact: true }).fill('06.11.22.33.44')
      await page.getByRole('button', { name: language.save }).click()
      // A taken address is answered as a free one (decision 0059): the link went there, nothing changed yet.
      await expect(page.getByTestId('profile-email-pending')).toContainText(language.emailPending(someoneElse.email.toUpperCase()))
      await expect(page.getByLabel(language.emailLabel, { exact: true })).toHaveValue(customer.email)
      const [row] = await sql<{ first_name: string; phone: string; email: string }>(
        'SELECT first_name, phone, email FROM users WHERE id = $1',
        [customer.id],
      )
      expect(row).toEqual({ first_name: 'Salma', phone: '+212611223344', email: customer.email })

      await page.getByRole('button', { name: language.save }).click()
      await expect(page.locator('.toast[data-toast-type="success"]').last()).toContainText(language.saved)
      await expect(page.getByTestId('usermenu-button')).toContainText('Salma')
    })

    test(`user menu: opens, Escape closes, links work (${language.locale})${phoneIn(language.locale, 'ar')}`, async ({ page, context }) => {
      const customer = await createCustomer('casablanca')
      await signIn(context, customer.id)
      await page.goto(`${language.prefix}/`)
      await waitForHydration(page)
      const button = page.getByTestId('usermenu-button')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByTestId('usermenu-name')).toHaveText('Test Client')
      await page.keyboard.press('Escape')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(page.getByTestId('usermenu-panel')).toBeHidden()
      await expect(button).toBeFocused()
      await button.click()
      await page.getByTestId('usermenu-panel').getByRole('link', { name: language.profileLink }).click()
      await expect(page).toHaveURL(`${baseURL}${language.prefix}/espace/profil`)
      await expect(page.getByTestId('usermenu-panel')).toBeHidden()

      // The menu as a page, too.
      await page.goto(`${language.prefix}/espace/UserDropDown`)
      await expect(page.locator('main').getByRole('link', { name: language.orders })).toBeVisible()
    })

    testIn(language.locale, 'ar')(`a visitor's menu offers to sign in and come back (${language.locale})`, async ({ page }) => {
      await page.goto(`${language.prefix}/nous-contacter`)
      await waitForHydration(page)
      await page.getByTestId('usermenu-sign-in').click()
      await expect(page).toHaveURL(`${baseURL}${language.prefix}/login?redirect=%2Fnous-contacter`)
    })

    test(`download my data, then delete my account (${language.locale})`, async ({ page, context }) => {
      const customer = await createCustomer('casablanca')
      await setPassword(customer.id, PASSWORD)
      await createOrders(customer.id, 2)
      await signIn(context, customer.id)
      const [cookie] = (await context.cookies()).filter((candidate) => candidate.name === 'token')

      const gdpr = await page.goto(`${language.prefix}/espace/gpdr`)
      expect(gdpr?.headers()['cache-control']).toContain('no-store')
      await waitForHydration(page)
      const downloading = page.waitForEvent('download')
      await page.getByTestId('privacy-export').click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(/\.json$/)
      const exported = JSON.parse(await readFile((await download.path())!, 'utf8'))
      expect(exported.profile.email).toBe(customer.email)
      expect(exported.orders).toHaveLength(2)
      expect(JSON.stringify(exported)).not.toContain(cookie!.value)

      await page.evaluate(() => localStorage.setItem('cart', JSON.stringify({ items: [] })))
      const password = page.getByLabel(language.passwordLabel, { exact: true })
      await password.fill('pas le bon')
      await page.getByRole('button', { name: language.deleteButton }).click()
      await expect(page.getByTestId('error-password')).toBeVisible()
      await password.fill(PASSWORD)
      await page.getByRole('button', { name: language.deleteButton }).click()
      await expect(page).toHaveURL(`${baseURL}${language.prefix === '' ? '/' : language.prefix}`)
      await expect(page.locator('.toast[data-toast-type="success"]')).toContainText(language.deleted)
      await expect(page.getByTestId('usermenu-sign-in')).toBeVisible()
      expect((await context.cookies()).map((candidate) => candidate.name)).not.toContain('token')
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull()

      // The old session cookie opens nothing any more.
      await context.addCookies([{ name: 'token', value: cookie!.value, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
      await page.goto(`${language.prefix}/espace`)
      await expect(page).toHaveURL(`${baseURL}${language.prefix}/login?redirect=%2Fespace`)
      const [row] = await sql<{ email: string; deleted_at: Date | null }>('SELECT email, deleted_at FROM users WHERE id = $1', [
        customer.id,
      ])
      expect(row!.email).toBe(`deleted-${customer.id}@deleted.invalid`)
      expect(row!.deleted_at).not.toBeNull()
      expect(await sql('SELECT 1 FROM orders WHERE user_id = $1', [customer.id])).toHaveLength(2)
    })
  }
})
