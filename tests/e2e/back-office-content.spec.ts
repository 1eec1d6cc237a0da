/**
 * The content pages in the browser (issue 17 §7, §8), in French and Arabic, on a desktop and a
 * phone (in Arabic): an admin edits a page on two devices at once; the later save is refused with who saved
 * and what changed, the current version is loaded, edited in both languages, previewed in Arabic
 * and saved; the site then shows the new texts, typed markup as text. Each run edits its own page,
 * so that the runs going on at once never meet.
 */
import { randomBytes } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { expect, test, waitForHydration } from './fixtures'
import { createStaffMember, signIn } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    body: (faq: boolean, language: 'fr' | 'ar') => `${faq ? 'Réponse' : 'Texte'} (${language === 'fr' ? 'français' : 'arabe'})`,
    save: 'Enregistrer la page',
    saved: /Page enregistrée \(version \d+\)/,
    conflict: /a enregistré cette page le .+, pendant que vous la modifiiez \(section 1 : texte \(français\)\)/,
    loadCurrent: 'Charger la version actuelle',
    previewArabic: 'Arabe',
    pages: { desktop: 'mentions-legales', phone: 'faq' },
  },
  {
    locale: 'ar',
    prefix: '/ar',
    body: (faq: boolean, language: 'fr' | 'ar') => `${faq ? 'الجواب' : 'النص'} (${language === 'fr' ? 'الفرنسية' : 'العربية'})`,
    save: 'حفظ الصفحة',
    saved: /تم حفظ الصفحة \(النسخة \d+\)/,
    conflict: /حفظ .+ هذه الصفحة في .+ أثناء تعديلك لها \(القسم 1: النص \(الفرنسية\)\)/,
    loadCurrent: 'تحميل النسخة الحالية',
    previewArabic: 'العربية',
    pages: { desktop: 'conditions-generales-de-vente', phone: 'a-propos' },
  },
] as const

/** The admin of this worker's tests (the shop under test has no demo team), made once. */
let admin: Promise<{ id: number }> | undefined
const adminId = async () => (await (admin ??= createStaffMember('admin'))).id

/** The admin's editor of `slug` on a device of its own. */
async function openEditor(browser: Browser, prefix: string, slug: string): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  await signIn(context, await adminId())
  const page = await context.newPage()
  await page.goto(`${prefix}/gestion/contenus/${slug}`)
  await waitForHydration(page)
  return page
}

for (const t of languages) {
  test.describe(`content pages (${t.locale})`, () => {
    // On a phone in Arabic only: the editor's phone layout is the same in both languages.
    test(`two admins edit a page at once: the later save is refused, then saved from the current version${t.locale === 'ar' ? ' @phone' : ''}`, async ({
      browser,
    }, testInfo) => {
      test.slow()
      const slug = testInfo.project.name === 'phone' ? t.pages.phone : t.pages.desktop
      const faq = slug === 'faq'
      // The FAQ's answers fold away; the French body field names the answer there.
      const firstSection = (page: Page) => page.getByTestId('bo-content-section').first()
      const tag = randomBytes(3).toString('hex')
      const mine = await openEditor(browser, t.prefix, slug)
      const theirs = await openEditor(browser, t.prefix, slug)

      await firstSection(theirs).getByLabel(t.body(faq, 'fr')).fill(`Texte de l'autre appareil ${tag}.`)
      await theirs.getByRole('button', { name: t.save }).click()
      await expect(theirs.getByText(t.saved)).toBeVisible()

      const french = `Texte revu ${tag}, avec <b>balises</b> tapées.`
      const arabic = `نص منقح ${tag} بالعربية.`
      await firstSection(mine).getByLabel(t.body(faq, 'fr')).fill(french)
      await mine.getByRole('button', { name: t.save }).click()
      await expect(mine.getByRole('alert').filter({ hasText: t.conflict })).toBeVisible()
      await mine.getByRole('button', { name: t.loadCurrent }).click()
      await expect(firstSection(mine).getByLabel(t.body(faq, 'fr'))).toHaveValue(`Texte de l'autre appareil ${tag}.`)

      await firstSection(mine).getByLabel(t.body(faq, 'fr')).fill(french)
      await firstSection(mine).getByLabel(t.body(faq, 'ar')).fill(arabic)
      await mine.getByRole('button', { name: t.previewArabic, exact: true }).click()
      const preview = mine.getByTestId('bo-content-preview')
      await expect(preview).toHaveAttribute('dir', 'rtl')
      await expect(preview).toContainText(arabic)
      await mine.getByRole('button', { name: t.save }).click()
      await expect(mine.getByText(t.saved)).toBeVisible()
      await expect(mine.getByTestId('bo-content-history').getByRole('listitem').first()).toContainText(/\d/)
      await mine.screenshot({ path: `screenshots/back-office-content/${t.locale}-${testInfo.project.name}.png`, fullPage: true })

      // The site shows the new texts at once, in both languages; typed markup stays text.
      const site = await mine.context().newPage()
      await site.goto(`/${slug}`)
      await expect(site.getByTestId('content-page')).toContainText(french)
      await expect(site.getByTestId('content-page').locator('b')).toHaveCount(0)
      await site.goto(`/ar/${slug}`)
      await expect(site.getByTestId('content-page')).toContainText(arabic)
      await mine.context().close()
      await theirs.context().close()
    })
  })
}
