/**
 * The back office's people pages in French and Arabic: the dashboard, a customer found by e-mail
 * and given points with a reason (the ledger shows it), a contact message read and answered (the
 * e-mail waits in the outbox in the message's language), a driver an admin asks for a new
 * password (kept out until it is changed), and a disabled staff member signed out on their next
 * page. Inviting a new member: tests/e2e/back-office-invitation.spec.ts.
 */
import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, signInPage, test, waitForHydration, testIn } from './fixtures'
import { createCustomer, createStaffMember, setPassword, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    dashboard: 'Tableau de bord',
    search: 'Rechercher un client',
    searchSubmit: 'Rechercher',
    delta: 'Points (+ ou −)',
    reason: 'Raison',
    adjust: 'Ajuster les points',
    reasonText: 'Geste commercial : bouteille cassée',
    inbox: 'Messages',
    replyLabel: 'Votre réponse',
    reply: 'Envoyer la réponse',
    replyText: 'Bonjour, votre livraison est prévue demain matin.',
    subject: 'Re: Une livraison',
    askPassword: 'Exiger un nouveau mot de passe',
    mustChange: 'Doit changer son mot de passe',
    disable: 'Désactiver',
    passwordRequired: "Veuillez d'abord changer votre mot de passe (demandé par un administrateur).",
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    changePassword: 'Changer le mot de passe',
    passwordChanged: 'Mot de passe changé. Vos autres connexions ont été fermées.',
    round: 'Ma tournée',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    dashboard: 'لوحة القيادة',
    search: 'البحث عن زبون',
    searchSubmit: 'بحث',
    delta: 'النقاط (+ أو −)',
    reason: 'السبب',
    adjust: 'تعديل النقاط',
    reasonText: 'بادرة تجارية: قارورة مكسورة',
    inbox: 'الرسائل',
    replyLabel: 'ردكم',
    reply: 'إرسال الرد',
    replyText: 'مرحبا، التوصيل مبرمج غدا صباحا.',
    subject: 'Re: توصيل',
    askPassword: 'طلب كلمة مرور جديدة',
    mustChange: 'يجب تغيير كلمة المرور',
    disable: 'تعطيل',
    passwordRequired: 'يرجى تغيير كلمة المرور أولاً (بطلب من أحد المسؤولين).',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    changePassword: 'تغيير كلمة المرور',
    passwordChanged: 'تم تغيير كلمة المرور. تم إنهاء جلساتك الأخرى.',
    round: 'جولتي',
  },
] as const

const tag = () => randomBytes(4).toString('hex')

/** A staff account of this test's own (no password: signed in by a session written directly). */
const createMember = (role: 'admin' | 'staff') => createStaffMember(role, `${role === 'admin' ? 'Admin' : 'Equipe'}${tag()}`)

async function openAs(context: BrowserContext, page: Page, role: 'admin' | 'staff', path: string) {
  const member = await createMember(role)
  await signIn(context, member.id)
  await page.goto(path)
  await waitForHydration(page)
  return member
}

for (const t of languages) {
  test.describe(`back office people (${t.locale})`, () => {
    testIn(t.locale, 'fr')(`staff land on the dashboard and adjust a customer's points`, async ({ context, page }) => {
      await openAs(context, page, 'staff', `${t.prefix}/gestion`)
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/gestion/tableau-de-bord$`))
      await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible()
      await expect(page.getByTestId('bo-revenue-chart')).toBeVisible()

      const customer = await createCustomer('casablanca')
      await page.goto(`${t.prefix}/gestion/clients`)
      await waitForHydration(page)
      await page.getByLabel(t.search).fill(customer.email)
      await page.getByRole('button', { name: t.searchSubmit, exact: true }).click()
      await expect(page).toHaveURL(/q=/)
      await expect(page.getByTestId('bo-customer-row')).toHaveCount(1)
      await page.getByTestId('bo-customer-row').getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`/gestion/clients/${customer.id}$`))
      await waitForHydration(page)
      await page.getByLabel(t.delta).fill('50')
      await page.getByLabel(t.reason, { exact: true }).fill(t.reasonText)
      await page.getByRole('button', { name: t.adjust }).click()
      await expect(page.getByTestId('bo-ledger')).toContainText(t.reasonText)
      await expect(page.getByTestId('bo-ledger')).toContainText('+50')
      await expect(page.getByTestId('bo-points-balance')).toContainText('50')
      const [row] = await sql<{ points_balance: number }>('SELECT points_balance FROM users WHERE id = $1', [customer.id])
      expect(row!.points_balance).toBe(50)
    })

    test('staff read a contact message and reply by e-mail in its language', async ({ context, page }) => {
      const name = `Salma ${tag()}`
      const email = `contact-${tag()}@example.test`
      const [message] = await sql<{ id: number }>(
        "INSERT INTO contact_messages (name, email, subject, message, locale) VALUES ($1, $2, 'delivery', $3, $4) RETURNING id",
        [name, email, 'Bonjour, ma livraison arrive quand ?', t.locale],
      )
      await openAs(context, page, 'staff', `${t.prefix}/gestion/messages`)
      await page.getByRole('link', { name: new RegExp(name) }).click()
      await expect(page).toHaveURL(new RegExp(`/gestion/messages/${message!.id}$`))
      await waitForHydration(page)
      await expect(page.getByTestId('bo-inbox-message')).toHaveText('Bonjour, ma livraison arrive quand ?')
      const [read] = await sql<{ status: string }>('SELECT status FROM contact_messages WHERE id = $1', [message!.id])
      expect(read!.status).toBe('read')
      await page.getByLabel(t.replyLabel).fill(t.replyText)
      await page.getByRole('button', { name: t.reply }).click()
      await expect(page.getByTestId('bo-inbox-thread')).toContainText(t.replyText)
      const mails = await sql<{ subject: string; locale: string; text: string }>(
        'SELECT subject, locale, text FROM email_outbox WHERE to_address = $1',
        [email],
      )
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({ subject: t.subject, locale: t.locale })
      expect(mails[0]!.text).toContain('> Bonjour, ma livraison arrive quand ?')
      const [handled] = await sql<{ status: string }>('SELECT status FROM contact_messages WHERE id = $1', [message!.id])
      expect(handled!.status).toBe('handled')
    })

    testIn(t.locale, 'ar')(
      'a driver an admin asks for a new password is kept out until they change it',
      async ({ context, page, browser }) => {
        const email = `driver-${tag()}@example.test`
        const [driverRow] = await sql<{ id: number }>(
          "INSERT INTO users (email, first_name, last_name, role, email_verified) VALUES ($1, 'Youssef', 'Livreur', 'driver', true) RETURNING id",
          [email],
        )
        await setPassword(driverRow!.id, 'Provisoire-Livreur-2026')
        await openAs(context, page, 'admin', `${t.prefix}/gestion/equipe`)
        const row = page.getByTestId('bo-team-row').filter({ hasText: email })
        await row.getByRole('button', { name: t.askPassword }).click()
        await expect(row).toContainText(t.mustChange)

        const driverContext = await browser.newContext()
        const driver = await driverContext.newPage()
        const signInTexts = signInPage[t.locale]
        await driver.goto(`${t.prefix}/login`)
        await waitForHydration(driver)
        await driver.getByLabel(signInTexts.email).fill(email)
        await driver.getByLabel(signInTexts.password, { exact: true }).fill('Provisoire-Livreur-2026')
        await driver.getByRole('button', { name: signInTexts.login, exact: true }).click()
        await expect(driver).not.toHaveURL(/\/login/)
        await driver.goto(`${t.prefix}/gestion`)
        await expect(driver.getByRole('alert')).toHaveText(t.passwordRequired)
        await driver.goto(`${t.prefix}/espace/profil`)
        await waitForHydration(driver)
        await driver.getByLabel(t.currentPassword).fill('Provisoire-Livreur-2026')
        await driver.getByLabel(t.newPassword).fill('Livraison-Rapide-2026')
        await driver.getByRole('button', { name: t.changePassword }).click()
        await expect(driver.getByText(t.passwordChanged).first()).toBeVisible()
        await driver.goto(`${t.prefix}/gestion`)
        await expect(driver).toHaveURL(new RegExp(`${t.prefix}/gestion/tournee$`))
        await expect(driver.getByRole('heading', { level: 1, name: t.round })).toBeVisible()
        await driverContext.close()
      },
    )

    testIn(t.locale, 'fr')('a disabled staff member is signed out on their next page', async ({ context, page, browser }) => {
      const staffContext = await browser.newContext()
      const staffPage = await staffContext.newPage()
      const member = await openAs(staffContext, staffPage, 'staff', `${t.prefix}/gestion/tableau-de-bord`)
      await expect(staffPage.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible()

      await openAs(context, page, 'admin', `${t.prefix}/gestion/equipe`)
      const row = page.getByTestId('bo-team-row').filter({ hasText: member.email })
      await row.getByRole('button', { name: t.disable, exact: true }).click()
      await expect(row).toContainText(t.locale === 'ar' ? 'معطل' : 'Désactivé')

      await staffPage.goto(`${t.prefix}/gestion/clients`)
      await expect(staffPage).toHaveURL(/\/login/)
      await staffContext.close()
    })
  })
}
