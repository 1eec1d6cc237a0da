import { expect, test, waitForHydration } from './fixtures'
import { createCustomer, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone (facultatif)',
    subject: 'Sujet',
    subjectChoice: 'Une livraison',
    message: 'Message',
    submit: 'Envoyer le message',
    sent: 'Message envoyé',
    nameRequired: 'Indiquez votre nom.',
    phoneInvalid: 'Indiquez un numéro marocain',
    subjectRequired: 'Choisissez un sujet.',
    messageShort: 'Votre message doit contenir au moins 10 caractères.',
    captchaRefused: 'Cochez la vérification anti-robot avant d’envoyer.',
    text: 'Bonjour, ma livraison de bonbonnes est-elle prévue demain ?',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف (اختياري)',
    subject: 'الموضوع',
    subjectChoice: 'توصيل',
    message: 'الرسالة',
    submit: 'إرسال الرسالة',
    sent: 'تم إرسال الرسالة',
    nameRequired: 'أدخل اسمك.',
    phoneInvalid: 'أدخل رقماً مغربياً',
    subjectRequired: 'اختر موضوعاً.',
    messageShort: 'يجب أن تحتوي رسالتك على 10 أحرف على الأقل.',
    captchaRefused: 'قم بالتحقق من أنك لست روبوتاً قبل الإرسال.',
    text: 'مرحبا، هل توصيل قارورات الماء مبرمج غداً صباحاً؟',
  },
] as const

const uniqueEmail = () => `e2e-contact-${Math.random().toString(36).slice(2)}@example.test`

for (const t of languages) {
  test.describe(`contact page (${t.locale})`, () => {
    // Every browser sends from 127.0.0.1, which may submit 10 times an hour (tests/api/contact.test.ts
    // holds that limit): these tests start from an untouched count, however often they are run.
    test.beforeEach(async () => {
      await sql("DELETE FROM rate_limits WHERE key LIKE 'contactAddress:%'")
    })

    test(`field errors, then sent with a solved captcha and confirmed (${t.locale}) @phone`, async ({ page }, testInfo) => {
      await page.goto(`${t.prefix}/nous-contacter`)
      await waitForHydration(page)
      const form = page.getByTestId('contact-form')
      await form.getByLabel(t.phone).fill('12')
      await form.getByLabel(t.message).fill('Court')
      await form.getByRole('button', { name: t.submit }).click()
      await expect(form.getByText(t.nameRequired)).toBeVisible()
      await expect(form.getByText(t.phoneInvalid)).toBeVisible()
      await expect(form.getByText(t.subjectRequired)).toBeVisible()
      await expect(form.getByText(t.messageShort)).toBeVisible()
      await page.screenshot({ path: `screenshots/contact/${t.locale}-${testInfo.project.name}-errors.png`, fullPage: true })

      const email = uniqueEmail()
      await form.getByLabel(t.name, { exact: true }).fill('Salma Idrissi')
      await form.getByLabel(t.email, { exact: true }).fill(email)
      await form.getByLabel(t.phone).fill('06 12 34 56 78')
      await form.getByLabel(t.subject).selectOption({ label: t.subjectChoice })
      await form.getByLabel(t.message).fill(t.text)
      // The widget started its proof of work when the form got focus; it says when it is done.
      await expect(page.locator('altcha-widget [data-state="verified"]').first()).toBeAttached({ timeout: 15_000 })
      await page.screenshot({ path: `screenshots/contact/${t.locale}-${testInfo.project.name}-filled.png`, fullPage: true })
      await form.getByRole('button', { name: t.submit }).click()
      const sent = page.getByTestId('contact-sent')
      await expect(sent.getByRole('heading', { name: t.sent })).toBeVisible()
      await expect(sent).toContainText(email)
      await page.screenshot({ path: `screenshots/contact/${t.locale}-${testInfo.project.name}-sent.png`, fullPage: true })

      const rows = await sql<{ locale: string; phone: string; subject: string }>(
        'SELECT locale, phone, subject FROM contact_messages WHERE email = $1',
        [email],
      )
      expect(rows).toEqual([{ locale: t.locale, phone: '+212612345678', subject: 'delivery' }])
      const mails = await sql<{ locale: string }>('SELECT locale FROM email_outbox WHERE to_address = $1', [email])
      expect(mails).toEqual([{ locale: t.locale }])
    })

    test(`refused without a captcha solution, nothing typed lost (${t.locale})`, async ({ page }) => {
      await page.goto(`${t.prefix}/nous-contacter`)
      await waitForHydration(page)
      const form = page.getByTestId('contact-form')
      // The widget starts its proof of work on the form's focus once it is on the page (it loads
      // after hydration): fields all filled before it came would leave it waiting for a click.
      await expect(page.getByTestId('captcha')).toBeAttached()
      const email = uniqueEmail()
      await form.getByLabel(t.name, { exact: true }).fill('Salma Idrissi')
      await form.getByLabel(t.email, { exact: true }).fill(email)
      await form.getByLabel(t.subject).selectOption({ label: t.subjectChoice })
      await form.getByLabel(t.message).fill(t.text)
      await expect(page.locator('altcha-widget [data-state="verified"]').first()).toBeAttached({ timeout: 15_000 })
      // The answer is taken out of the request on its way to the server, which refuses the message.
      await page.route('**/_serverFn/**', async (route) => {
        const body = route.request().postData() ?? ''
        await route.continue({ postData: body.replace(/eyJ[A-Za-z0-9+/=]{40,}/g, '') })
      })
      await form.getByRole('button', { name: t.submit }).click()
      await expect(form.getByText(t.captchaRefused)).toBeVisible()
      await expect(form.getByLabel(t.message)).toHaveValue(t.text)
      await expect(form.getByLabel(t.email, { exact: true })).toHaveValue(email)
      expect(await sql('SELECT id FROM contact_messages WHERE email = $1', [email])).toEqual([])
    })
  })
}

test('a signed-in customer finds their name and e-mail filled in', async ({ page, context }) => {
  const customer = await createCustomer('casablanca')
  await signIn(context, customer.id)
  await page.goto('/nous-contacter')
  await waitForHydration(page)
  const form = page.getByTestId('contact-form')
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('Test Client')
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue(customer.email)
})
