/**
 * A team member sets up a second factor in the back office and signs in with it (issue 32, hole 3;
 * docs/decisions/0060), in French and Arabic: the password, the app's secret read from the page,
 * a first code, the recovery codes shown once; signed out, the password alone asks for a code,
 * and the code opens the back office.
 */
import { randomBytes } from 'node:crypto'
import { baseURL } from '../../playwright.config'
import { expect, test, waitForHydration } from './fixtures'
import { createCustomer, setPassword, signIn, sql, teamWithoutRequiredSecondFactor } from './shop-database'
import { totpCode } from '../support/totp'

const PASSWORD = 'Equipe-Securite-2026'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    login: 'Se connecter',
    start: 'Ajouter une application',
    code: 'Code',
    confirm: 'Confirmer',
    recovery: 'Codes de secours',
    enrolled: 'Votre second facteur est activé.',
    codeTitle: 'Code de sécurité',
    validate: 'Valider',
    wrongCode: 'Code incorrect.',
    signOut: 'Se déconnecter',
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
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    start: 'إضافة تطبيق',
    code: 'الرمز',
    confirm: 'تأكيد',
    recovery: 'رموز الاسترداد',
    enrolled: 'العامل الثاني للتحقق مفعّل.',
    codeTitle: 'رمز الأمان',
    validate: 'تأكيد',
    wrongCode: 'رمز غير صحيح.',
    signOut: 'تسجيل الخروج',
    delta: 'النقاط (+ أو −)',
    reason: 'السبب',
    adjust: 'تعديل النقاط',
    stepUp: 'أكّد هويتك',
    stepUpSubmit: 'تأكيد',
    wrongPassword: 'كلمة المرور الحالية غير صحيحة.',
  },
] as const

for (const t of languages) {
  test(`a team member enrolls an authenticator app, signs out, and signs in again with a code (${t.locale})`, async ({ page }) => {
    await teamWithoutRequiredSecondFactor()
    const email = `e2e-2fa-${randomBytes(5).toString('hex')}@example.test`
    const [member] = await sql<{ id: number }>(
      "INSERT INTO users (email, first_name, last_name, role) VALUES ($1, 'Samira', 'Equipe', 'staff') RETURNING id",
      [email],
    )
    await setPassword(member!.id, PASSWORD)

    const signInWithPassword = async () => {
      await page.goto(`${t.prefix}/login?redirect=%2Fgestion%2Fsecurite`)
      await waitForHydration(page)
      await page.getByLabel(t.email).fill(email)
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: t.login, exact: true }).click()
    }
    await signInWithPassword()
    await expect(page).toHaveURL(`${baseURL}${t.prefix}/gestion/securite`)
    await expect(page.getByRole('button', { name: t.start })).toBeVisible()

    const password = page.getByLabel(t.password, { exact: true })
    await password.fill(PASSWORD)
    await expect(password).toHaveValue(PASSWORD)
    await page.getByRole('button', { name: t.start }).click()
    const secret = (await page.getByTestId('bo-totp-secret').textContent())!.trim()
    expect(secret).toMatch(/^[A-Z2-7]+=*$/)
    await page.getByLabel(t.code, { exact: true }).fill(await totpCode(secret))
    await page.getByRole('button', { name: t.confirm, exact: true }).click()
    await expect(page.getByRole('heading', { name: t.recovery })).toBeVisible()
    await expect(page.getByTestId('bo-recovery-codes').getByRole('listitem')).toHaveCount(10)
    const [enrolled] = await sql<{ two_factor_enabled: boolean }>('SELECT two_factor_enabled FROM users WHERE id = $1', [member!.id])
    expect(enrolled!.two_factor_enabled).toBe(true)

    // Signed out from the shop's menu.
    await page.goto(`${t.prefix}/`)
    await waitForHydration(page)
    await page.getByTestId('usermenu-button').click()
    await page.getByRole('button', { name: t.signOut }).click()
    await expect(page.getByTestId('usermenu-sign-in')).toBeVisible()

    // The password alone: the code step, and no session yet.
    await signInWithPassword()
    await expect(page.getByRole('heading', { name: t.codeTitle })).toBeVisible()
    const [open] = await sql<{ count: number }>('SELECT count(*)::int AS count FROM sessions WHERE user_id = $1', [member!.id])
    expect(open!.count).toBe(0)
    await page.getByLabel(t.code, { exact: true }).fill('000000' === (await totpCode(secret)) ? '111111' : '000000')
    await page.getByRole('button', { name: t.validate, exact: true }).click()
    await expect(page.getByText(t.wrongCode)).toBeVisible()
    await page.getByLabel(t.code, { exact: true }).fill(await totpCode(secret))
    await page.getByRole('button', { name: t.validate, exact: true }).click()
    await expect(page).toHaveURL(`${baseURL}${t.prefix}/gestion/securite`)
    await expect(page.getByText(t.enrolled)).toBeVisible()
  })

  test(`a sensitive action asks for the password again after five minutes, then goes through (${t.locale})`, async ({ context, page }) => {
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
  })
}
