import { test as base, expect } from '@playwright/test'

/**
 * Every browser test fails on a Content-Security-Policy violation or an uncaught page error,
 * so a blocked script or a crash never passes unnoticed.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      await use(problems)
      expect(problems, 'CSP violations or page errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until React has hydrated the page, so clicks are handled by the app. */
export async function waitForHydration(page: import('@playwright/test').Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/**
 * The home page in the language of `prefix` ('' or '/ar'), as a URL test: a pattern ending in
 * `/?$` would match every French URL, and so pass before a navigation home has happened.
 */
export const isHomeOf = (prefix: string) => (url: URL) => url.pathname.replace(/\/$/, '') === prefix

/** The sign-in form's labels and each language's path prefix, as the shopper reads them. */
export const signInPage = {
  fr: { locale: 'fr', prefix: '', email: 'Adresse e-mail', password: 'Mot de passe', login: 'Se connecter' },
  ar: { locale: 'ar', prefix: '/ar', email: 'البريد الإلكتروني', password: 'كلمة المرور', login: 'تسجيل الدخول' },
} as const

/**
 * The `@phone` tag (the phone project runs the tests that carry it) for a journey run in both
 * languages whose phone variant one language covers: the phone runs the purchase path in both,
 * the rest in Arabic only, where a narrow right-to-left screen breaks first (docs/decisions/0058).
 */
export const phoneIn = (locale: string, only: 'fr' | 'ar') => (locale === only ? ' @phone' : '')

/** Defines nothing: the language a journey does not run in (below). */
const notInThisLanguage = (() => undefined) as unknown as typeof test

/**
 * `test` in the language a journey runs in, nothing in the other (docs/decisions/0101). A journey
 * written for both languages whose language changes nothing it checks (a retry that makes one
 * order, a choice kept, a session ended, a rule applied) runs in the one its test names, the two
 * languages sharing those; one whose words, direction, keyboard or documents follow the language
 * runs in both, with `test` itself.
 */
export const testIn = (locale: string, only: 'fr' | 'ar'): typeof test => (locale === only ? test : notInThisLanguage)
