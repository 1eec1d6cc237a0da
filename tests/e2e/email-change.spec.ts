/**
 * A new e-mail takes effect once its link is opened (issue 32; docs/decisions/0059), in Arabic
 * (docs/decisions/0101; the profile's French words are account.spec.ts's): the profile says where the link went and keeps the old address; the link's page
 * confirms with one button, and the account signs in with the new address from then on.
 */
import { randomBytes } from 'node:crypto'
import { expect, waitForHydration, testIn } from './fixtures'
import { createCustomer, setPassword, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    email: 'E-mail',
    currentPassword: 'Mot de passe actuel',
    save: 'Enregistrer',
    pending: (email: string) => `Un lien de confirmation a été envoyé à ${email}.`,
    confirm: 'Confirmer cette adresse',
    done: (email: string) => `Votre adresse e-mail est désormais ${email}.`,
  },
  {
    locale: 'ar',
    prefix: '/ar',
    email: 'البريد الإلكتروني',
    currentPassword: 'كلمة المرور الحالية',
    save: 'حفظ',
    pending: (email: string) => `أُرسل رابط تأكيد إلى ${email}.`,
    confirm: 'تأكيد هذا العنوان',
    done: (email: string) => `أصبح بريدك الإلكتروني الآن ${email}.`,
  },
] as const

for (const t of languages) {
  testIn(t.locale, 'ar')(`a new e-mail is confirmed by the link sent to it (${t.locale})`, async ({ page, context, browser }) => {
    const customer = await createCustomer('casablanca')
    await setPassword(customer.id, 'Mon-Adresse-Change-2026')
    // The e-mails go in the customer's language, the profile's choice.
    await sql('UPDATE users SET locale = $2 WHERE id = $1', [customer.id, t.locale])
    const newEmail = `nouvelle-${randomBytes(4).toString('hex')}@example.test`
    await signIn(context, customer.id)
    await page.goto(`${t.prefix}/espace/profil`)
    await waitForHydration(page)
    await page.getByLabel(t.email, { exact: true }).fill(newEmail)
    await page.getByTestId('profile-form').getByLabel(t.currentPassword, { exact: true }).fill('Mon-Adresse-Change-2026')
    await page.getByRole('button', { name: t.save }).click()
    await expect(page.getByTestId('profile-email-pending')).toContainText(t.pending(newEmail))

    const [mail] = await sql<{ text: string; locale: string }>(
      "SELECT text, locale FROM email_outbox WHERE to_address = $1 AND text LIKE '%confirm-email?token=%' ORDER BY id DESC LIMIT 1",
      [newEmail],
    )
    expect(mail!.locale).toBe(t.locale)
    const link = new URL(/(http\S+confirm-email\?token=\S+)/.exec(mail!.text)![1]!)
    // Opened from the new mailbox, in another browser: the token is the proof, no session needed.
    const mailbox = await browser.newContext()
    const linkPage = await mailbox.newPage()
    await linkPage.goto(link.pathname + link.search)
    await waitForHydration(linkPage)
    const [before] = await sql<{ email: string }>('SELECT email FROM users WHERE id = $1', [customer.id])
    expect(before!.email).toBe(customer.email)
    await linkPage.getByRole('button', { name: t.confirm }).click()
    await expect(linkPage.getByRole('status')).toContainText(t.done(newEmail))
    const [after] = await sql<{ email: string; email_verified: boolean }>('SELECT email, email_verified FROM users WHERE id = $1', [
      customer.id,
    ])
    expect(after).toEqual({ email: newEmail, email_verified: true })
    await mailbox.close()
  })
}
