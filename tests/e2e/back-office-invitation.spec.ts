/**
 * Joining the team by invitation (issue 32, hole 1; docs/decisions/0059), in French and Arabic:
 * a customer first asks to move their account to the future member's address (the profile only
 * says a confirmation link went there); an admin invites that address from the team page (the
 * invitation waits in the list); the link read from the e-mail (the outbox) opens the acceptance
 * page, the invitee sets a password and lands in the back office, signed in, sets up a second factor
 * (an authenticator app), signs out and signs in again with its code. The customer who claimed the
 * address is still a customer and never sees the back office.
 */
import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, phoneIn, test, waitForHydration } from './fixtures'
import { enrollAuthenticator, signInWithCode, signOutFromMenu } from './second-factor-steps'
import { createCustomer, setPassword, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    email: 'E-mail',
    firstName: 'Prénom',
    lastName: 'Nom',
    role: 'Rôle',
    staffRole: 'équipe',
    invite: "Envoyer l'invitation",
    invited: (email: string) => `Invitation envoyée à ${email}`,
    pending: 'Invitations en attente',
    pendingEmail: (email: string) => `Un lien de confirmation a été envoyé à ${email}.`,
    currentPassword: 'Mot de passe actuel',
    save: 'Enregistrer',
    password: 'Mot de passe',
    accept: 'Accepter et me connecter',
    commonPassword: 'Ce mot de passe est trop courant',
    dashboard: 'Tableau de bord',
    forbidden: "Vous n'avez pas accès à cette partie de la gestion.",
  },
  {
    locale: 'ar',
    prefix: '/ar',
    email: 'البريد الإلكتروني',
    firstName: 'الاسم الشخصي',
    lastName: 'الاسم العائلي',
    role: 'الدور',
    staffRole: 'فريق العمل',
    invite: 'إرسال الدعوة',
    invited: (email: string) => `أُرسلت الدعوة إلى ${email}`,
    pending: 'دعوات في الانتظار',
    pendingEmail: (email: string) => `أُرسل رابط تأكيد إلى ${email}.`,
    currentPassword: 'كلمة المرور الحالية',
    save: 'حفظ',
    password: 'كلمة المرور',
    accept: 'قبول وتسجيل الدخول',
    commonPassword: 'كلمة المرور هذه شائعة جداً',
    dashboard: 'لوحة القيادة',
    forbidden: 'ليس لديك صلاحية الوصول إلى هذا الجزء من الإدارة.',
  },
] as const

const tag = () => randomBytes(4).toString('hex')
const INVITEE_PASSWORD = 'Nadia-Rejoint-L-Equipe-2026'

/** The admin of this test (signed in by a session written directly, as the other back-office tests do). */
async function openAsAdmin(context: BrowserContext, page: Page, path: string) {
  const [admin] = await sql<{ id: number }>(
    "INSERT INTO users (email, first_name, last_name, role, email_verified) VALUES ($1, 'Admin', 'Test', 'admin', true) RETURNING id",
    [`bo-admin-${tag()}@example.test`],
  )
  await signIn(context, admin!.id)
  await page.goto(path)
  await waitForHydration(page)
}

for (const t of languages) {
  test.describe(`invitation to the team (${t.locale})`, () => {
    test(`an invited member accepts by the e-mail's link, lands in the back office, adds a second factor and signs in with it; a squatter gains nothing${phoneIn(t.locale, 'ar')}`, async ({
      context,
      page,
      browser,
    }) => {
      // The whole journey (invitation, e-mail, password, enrollment, two sign-ins) took 48 s alone
      // on two cores, near the 60 s default once other workers share them.
      test.setTimeout(120_000)
      const invitee = `nouveau-membre-${tag()}@example.test`

      // A customer asks for the future member's address: the profile only says where the link went.
      const squatter = await createCustomer('casablanca')
      await setPassword(squatter.id, 'Squatteur-Mot-De-Passe-2026')
      const squatterContext = await browser.newContext()
      const squatterPage = await squatterContext.newPage()
      await signIn(squatterContext, squatter.id)
      await squatterPage.goto(`${t.prefix}/espace/profil`)
      await waitForHydration(squatterPage)
      await squatterPage.getByLabel(t.email, { exact: true }).fill(invitee)
      await squatterPage.getByTestId('profile-form').getByLabel(t.currentPassword, { exact: true }).fill('Squatteur-Mot-De-Passe-2026')
      await squatterPage.getByRole('button', { name: t.save }).click()
      await expect(squatterPage.getByTestId('profile-email-pending')).toContainText(t.pendingEmail(invitee))
      const [unchanged] = await sql<{ email: string }>('SELECT email FROM users WHERE id = $1', [squatter.id])
      expect(unchanged!.email).toBe(squatter.email)

      // The admin invites the address from the team page.
      await openAsAdmin(context, page, `${t.prefix}/gestion/equipe`)
      const form = page.getByTestId('bo-new-staff-form')
      await form.getByLabel(t.email, { exact: true }).fill(invitee)
      await form.getByLabel(t.role, { exact: true }).selectOption({ label: t.staffRole })
      await form.getByLabel(t.firstName, { exact: true }).fill('Nadia')
      await form.getByLabel(t.lastName, { exact: true }).fill('Bennani')
      await form.getByRole('button', { name: t.invite }).click()
      await expect(page.locator('.toast[data-toast-type="success"]')).toContainText(t.invited(invitee))
      await expect(page.getByTestId('bo-invitation-row').filter({ hasText: invitee })).toBeVisible()
      await expect(page.getByRole('heading', { name: t.pending })).toBeVisible()
      const members = await sql('SELECT id FROM users WHERE lower(email) = $1', [invitee])
      expect(members).toHaveLength(0)

      // The invitee opens the link of the e-mail (in the admin's language) in their own browser.
      const [mail] = await sql<{ text: string; locale: string }>(
        "SELECT text, locale FROM email_outbox WHERE to_address = $1 AND text LIKE '%staff-invitation?token=%' ORDER BY id DESC LIMIT 1",
        [invitee],
      )
      expect(mail!.locale).toBe(t.locale)
      const link = new URL(/(http\S+staff-invitation\?token=\S+)/.exec(mail!.text)![1]!)
      expect(link.pathname).toBe(`${t.prefix}/staff-invitation`)
      const inviteeContext = await browser.newContext()
      const inviteePage = await inviteeContext.newPage()
      await inviteePage.goto(link.pathname + link.search)
      await waitForHydration(inviteePage)
      // The shop's password policy, then the password chosen.
      await inviteePage.getByLabel(t.password, { exact: true }).fill('password123')
      await inviteePage.getByRole('button', { name: t.accept }).click()
      await expect(inviteePage.getByText(t.commonPassword)).toBeVisible()
      await inviteePage.getByLabel(t.password, { exact: true }).fill(INVITEE_PASSWORD)
      await inviteePage.getByRole('button', { name: t.accept }).click()
      await expect(inviteePage).toHaveURL(new RegExp(`${t.prefix}/gestion/tableau-de-bord$`))
      await expect(inviteePage.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible()
      await expect(inviteePage.getByTestId('bo-me')).toContainText('Nadia Bennani')
      const [member] = await sql<{ id: number; role: string; email_verified: boolean; must_change_password: boolean }>(
        'SELECT id, role, email_verified, must_change_password FROM users WHERE lower(email) = $1',
        [invitee],
      )
      expect(member).toEqual({ id: expect.any(Number), role: 'staff', email_verified: true, must_change_password: false })

      // The new member sets up a second factor, signs out, and signs in again with a code.
      await inviteePage.goto(`${t.prefix}/gestion/securite`)
      await waitForHydration(inviteePage)
      const secret = await enrollAuthenticator(inviteePage, t.locale, member!.id, INVITEE_PASSWORD)
      await signOutFromMenu(inviteePage, t.locale)
      await signInWithCode(inviteePage, t.locale, { id: member!.id, email: invitee }, INVITEE_PASSWORD, secret)
      await inviteeContext.close()

      // The customer who claimed the address is still a customer, kept out of the back office.
      const [after] = await sql<{ role: string; email: string }>('SELECT role, email FROM users WHERE id = $1', [squatter.id])
      expect(after).toEqual({ role: 'customer', email: squatter.email })
      await squatterPage.goto(`${t.prefix}/gestion`)
      await expect(squatterPage.getByText(t.forbidden)).toBeVisible()
      await squatterContext.close()
    })
  })
}
