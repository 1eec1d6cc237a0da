/**
 * A team member's second factor in the browser (docs/decisions/0060), the steps several journeys
 * share: enrolling an authenticator app on /gestion/securite (the secret read from the page, a
 * first code, the recovery codes shown once), signing out from the shop's menu, and signing in
 * again with the password, then a wrong code, then the right one.
 */
import type { Page } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { totpCode } from '../support/totp'
import { expect, waitForHydration } from './fixtures'
import { sql } from './shop-database'

export const secondFactorTexts = {
  fr: {
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
  },
  ar: {
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
  },
} as const
type Locale = keyof typeof secondFactorTexts

/** On /gestion/securite, signed in: the app added with the password and a first code; answers its secret. */
export async function enrollAuthenticator(page: Page, locale: Locale, userId: number, password: string): Promise<string> {
  const t = secondFactorTexts[locale]
  await expect(page.getByRole('button', { name: t.start })).toBeVisible()
  const passwordField = page.getByLabel(t.password, { exact: true })
  await passwordField.fill(password)
  await expect(passwordField).toHaveValue(password)
  await page.getByRole('button', { name: t.start }).click()
  const secret = (await page.getByTestId('bo-totp-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]+=*$/)
  // The QR code to scan shows beside the key, drawn (its image decoded, not a broken icon).
  const qr = page.getByTestId('bo-totp-qr')
  await expect(qr).toBeVisible()
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  await page.screenshot({ path: `screenshots/back-office-security/${locale}-enrol.png`, fullPage: true })
  await page.getByLabel(t.code, { exact: true }).fill(await totpCode(secret))
  await page.getByRole('button', { name: t.confirm, exact: true }).click()
  await expect(page.getByRole('heading', { name: t.recovery })).toBeVisible()
  await expect(page.getByTestId('bo-recovery-codes').getByRole('listitem')).toHaveCount(10)
  const [enrolled] = await sql<{ two_factor_enabled: boolean }>('SELECT two_factor_enabled FROM users WHERE id = $1', [userId])
  expect(enrolled!.two_factor_enabled).toBe(true)
  return secret
}

/** Signed out from the shop's menu. */
export async function signOutFromMenu(page: Page, locale: Locale) {
  const t = secondFactorTexts[locale]
  await page.goto(`${t.prefix}/`)
  await waitForHydration(page)
  await page.getByTestId('usermenu-button').click()
  await page.getByRole('button', { name: t.signOut }).click()
  await expect(page.getByTestId('usermenu-sign-in')).toBeVisible()
}

/** The sign-in form, sending to the security page afterwards. */
export async function signInWithPassword(page: Page, locale: Locale, email: string, password: string) {
  const t = secondFactorTexts[locale]
  await page.goto(`${t.prefix}/login?redirect=%2Fgestion%2Fsecurite`)
  await waitForHydration(page)
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: t.login, exact: true }).click()
}

/** The password alone asks for a code and opens no session; a wrong code is refused, the right one opens the back office. */
export async function signInWithCode(page: Page, locale: Locale, member: { id: number; email: string }, password: string, secret: string) {
  const t = secondFactorTexts[locale]
  await signInWithPassword(page, locale, member.email, password)
  await expect(page.getByRole('heading', { name: t.codeTitle })).toBeVisible()
  const [open] = await sql<{ count: number }>('SELECT count(*)::int AS count FROM sessions WHERE user_id = $1', [member.id])
  expect(open!.count).toBe(0)
  await page.getByLabel(t.code, { exact: true }).fill('000000' === (await totpCode(secret)) ? '111111' : '000000')
  await page.getByRole('button', { name: t.validate, exact: true }).click()
  await expect(page.getByText(t.wrongCode)).toBeVisible()
  await page.getByLabel(t.code, { exact: true }).fill(await totpCode(secret))
  await page.getByRole('button', { name: t.validate, exact: true }).click()
  await expect(page).toHaveURL(`${baseURL}${t.prefix}/gestion/securite`)
  await expect(page.getByText(t.enrolled)).toBeVisible()
}
