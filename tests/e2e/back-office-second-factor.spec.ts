/**
 * A sensitive action in the back office asks for the password again once the last proof is five
 * minutes old (issue 32, hole 3; docs/decisions/0061), in Arabic (docs/decisions/0101): a wrong password is
 * refused in the dialog, the right one lets the action through. Enrolling a second factor and
 * signing in with its code is the invitation's journey (back-office-invitation.spec.ts).
 */
import { randomBytes } from 'node:crypto'
import { expect, waitForHydration, testIn } from './fixtures'
import { createCustomer, setPassword, signIn, sql } from './shop-database'

const PASSWORD = 'Equipe-Securite-2026'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    password: 'Mot de passe',
    delta: 'Points (+ ou −)',
    reason: 'Raison',
    adjust: 'Ajuster les points',
    stepUp: 'Confirmez votre identité',
    stepUpSubmit: 'Confirmer',
    wrongPassword: 'Le mot de passe actuel est incorrect.',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    password: 'كلمة المرور',
    delta: 'النقاط (+ أو −)',
    reason: 'السبب',
    adjust: 'تعديل النقاط',
    stepUp: 'أكّد هويتك',
    stepUpSubmit: 'تأكيد',
    wrongPassword: 'كلمة المرور الحالية غير صحيحة.',
  },
] as const

for (const t of languages) {
  testIn(t.locale, 'ar')(
    `a sensitive action asks for the password again after five minutes, then goes through (${t.locale})`,
    async ({ context, page }) => {
      const email = `e2e-stepup-${randomBytes(5).toString('hex')}@example.test`
      const [member] = await sql<{ id: number }>(
        "INSERT INTO users (email, first_name, last_name, role) VALUES ($1, 'Yassir', 'Equipe', 'staff') RETURNING id",
        [email],
      )
      await setPassword(member!.id, PASSWORD)
      await signIn(context, member!.id)
      // The sign-in was six minutes ago: the points adjustment wants the password again.
      await sql("UPDATE sessions SET verified_at = now() - interval '6 minutes' WHERE user_id = $1", [member!.id])
      const customer = await createCustomer('casablanca')
      await page.goto(`${t.prefix}/gestion/clients/${customer.id}`)
      await waitForHydration(page)
      await page.getByLabel(t.delta).fill('20')
      await page.getByLabel(t.reason, { exact: true }).fill('Geste commercial')
      await page.getByRole('button', { name: t.adjust }).click()

      const dialog = page.getByRole('dialog', { name: t.stepUp })
      await expect(dialog).toBeVisible()
      await dialog.getByLabel(t.password, { exact: true }).fill('Pas-le-bon-2026')
      await dialog.getByRole('button', { name: t.stepUpSubmit, exact: true }).click()
      await expect(dialog.getByText(t.wrongPassword)).toBeVisible()
      await dialog.getByLabel(t.password, { exact: true }).fill(PASSWORD)
      await dialog.getByRole('button', { name: t.stepUpSubmit, exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByTestId('bo-points-balance')).toContainText('20')
    },
  )
}
