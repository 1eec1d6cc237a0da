import { randomBytes } from 'node:crypto'
import { e2eGoogle } from '../../playwright.config'
import { type OidcProvider, startOidcProvider } from '../support/oidc-provider'
import { expect, isHomeOf, test, waitForHydration, testIn } from './fixtures'
import { sql } from './shop-database'

/**
 * Sign-in with "Google" (the local OpenID provider the shop under test is configured with, see
 * playwright.config.ts), then sign-out through the user menu. One provider on a fixed port, so
 * the tests of this file run one after another.
 */
test.describe.configure({ mode: 'serial' })

const languages = [
  {
    locale: 'fr',
    prefix: '',
    google: 'Continuer avec Google',
    welcome: 'Bonjour Amina, vous êtes connecté.',
    failed: 'La connexion n’a pas abouti',
    signOut: 'Se déconnecter',
    signedOut: 'Vous êtes déconnecté.',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    google: 'المتابعة عبر Google',
    welcome: 'مرحباً Amina، لقد سجّلت الدخول.',
    failed: 'تعذّر تسجيل الدخول',
    signOut: 'تسجيل الخروج',
    signedOut: 'لقد سجّلت الخروج.',
  },
]

let provider: OidcProvider
test.beforeAll(async () => {
  provider = await startOidcProvider(e2eGoogle)
})
test.afterAll(async () => {
  await provider.close()
})
test.afterEach(() => provider.reset())

const googleUser = () => {
  const tag = randomBytes(5).toString('hex')
  return { sub: `google-${tag}`, email: `e2e-google-${tag}@example.test`, email_verified: true, given_name: 'Amina', family_name: 'Alaoui' }
}

for (const t of languages) {
  testIn(t.locale, 'ar')(
    `a visitor signs in with Google, keeps the cart, and signs out through the user menu (${t.locale})`,
    async ({ page, context }) => {
      const user = googleUser()
      provider.signInAs(user)
      await page.goto(`${t.prefix}/produit/1-sidi-ali-1-5l`)
      await waitForHydration(page)
      await page.getByTestId('add-to-cart').click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')

      await page.goto(`${t.prefix}/login?redirect=%2Fproduit%2F1-sidi-ali-1-5l`)
      await waitForHydration(page)
      await page.getByRole('link', { name: t.google }).click()
      // Provider, callback, /oauth, then back where the visitor was, signed in.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/produit/1-sidi-ali-1-5l$`))
      await expect(page.getByText(t.welcome)).toBeVisible()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      const [account] = await sql<{ id: number; first_name: string; locale: string; lines: number }>(
        `SELECT u.id, u.first_name, u.locale, (SELECT count(*)::int FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = u.id) AS lines
         FROM users u JOIN accounts a ON a.user_id = u.id AND a.provider_id = 'google' AND a.account_id = $2
        WHERE u.email = $1`,
        [user.email, user.sub],
      )
      expect(account).toMatchObject({ first_name: 'Amina', locale: t.locale, lines: 1 })
      const cookies = await context.cookies()
      expect(cookies.find((cookie) => cookie.name === 'token')?.httpOnly).toBe(true)
      // better-auth's own short-lived cookies are gone once the shop's session exists.
      expect(cookies.filter((cookie) => cookie.name.startsWith('shop-auth'))).toEqual([])

      await page.getByTestId('usermenu-button').click()
      await page.getByRole('button', { name: t.signOut }).click()
      await expect(page.getByText(t.signedOut)).toBeVisible()
      await expect(page).toHaveURL(isHomeOf(t.prefix))
      await expect(page.getByTestId('usermenu-sign-in')).toBeVisible()
      await expect(page.getByTestId('cart-count')).toHaveText('0')
      const [sessions] = await sql<{ count: number }>('SELECT count(*)::int AS count FROM sessions WHERE user_id = $1', [account!.id])
      expect(sessions!.count).toBe(0)
      const left = (await context.cookies()).map((cookie) => cookie.name)
      expect(left).not.toContain('token')
      expect(left).not.toContain('XSRF-TOKEN')
      expect(left).not.toContain('user')
      expect(await page.evaluate(() => localStorage.length)).toBe(0)
    },
  )

  test(`a provider answer that fails its checks is explained on /oauth, not signed in (${t.locale})`, async ({ page, context }) => {
    provider.signInAs(googleUser())
    provider.misbehave({ issuer: 'http://127.0.0.1:1/not-google' })
    await page.goto(`${t.prefix}/login`)
    await waitForHydration(page)
    await page.getByRole('link', { name: t.google }).click()
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/oauth`))
    await expect(page.getByRole('heading', { name: t.failed })).toBeVisible()
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('token')
  })
}
