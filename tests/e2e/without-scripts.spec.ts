import ar from '../../messages/ar.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import { randomBytes } from 'node:crypto'
import { hashToken } from '~/api/auth/token-hash'
import { expect, test } from './fixtures'
import { createCustomer, setPassword, sql, teamWithoutRequiredSecondFactor } from './shop-database'

/**
 * The shop with JavaScript turned off (issue 31, docs/decisions/0054): the `no-scripts` project runs
 * this file in a browser whose scripts never run. Sign-in, registration, the reset pages, the
 * invitation to the team and the contact form post to their server functions; the catalogue, its filters, search and the product
 * pages are links and `get` forms; what needs scripts (the cart, the captcha) says so.
 */

const PASSWORD = 'Sans-les-scripts-2026'
const languages = [
  { code: 'fr', prefix: '', t: fr },
  { code: 'ar', prefix: '/ar', t: ar },
] as const
const uniqueEmail = () => `e2e-noscript-${Math.random().toString(36).slice(2)}@example.test`

for (const { code, prefix, t } of languages) {
  test(`sign-in: a refusal in the page's language keeps the e-mail, then the right password signs in (${code})`, async ({ page }) => {
    const customer = await createCustomer('casablanca')
    await setPassword(customer.id, PASSWORD)
    await page.goto(`${prefix}/login?redirect=${encodeURIComponent('/catalogue')}`)
    await page.getByLabel(t.auth_email).fill(customer.email)
    await page.getByLabel(t.auth_password, { exact: true }).fill('pas-le-bon')
    await page.getByRole('button', { name: t.auth_login_submit, exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText(t.auth_error_invalid_credentials)
    await expect(page.getByLabel(t.auth_email)).toHaveValue(customer.email)
    // A password is never sent back into the page.
    await expect(page.getByLabel(t.auth_password, { exact: true })).toHaveValue('')
    await expect(page.locator('html')).toHaveAttribute('lang', code)

    await page.getByLabel(t.auth_password, { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: t.auth_login_submit, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/catalogue$`))
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'token')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  })
}

test('registration: a field error under its field, then the e-mail is sent and told once (fr)', async ({ page }) => {
  await sql("DELETE FROM rate_limits WHERE key LIKE 'registrationAddress:%'")
  const email = uniqueEmail()
  await page.goto('/registration')
  await page.getByLabel(fr.auth_first_name).fill('Salma')
  await page.getByLabel(fr.auth_last_name, { exact: true }).fill('Idrissi')
  await page.getByLabel(fr.auth_email).fill('pas-une-adresse')
  await page.getByRole('button', { name: fr.auth_register_submit }).click()
  await expect(page.getByTestId('error-email')).toHaveText(fr.auth_error_email_invalid)
  await expect(page.getByLabel(fr.auth_first_name)).toHaveValue('Salma')

  await page.getByLabel(fr.auth_email).fill(email)
  await page.getByRole('button', { name: fr.auth_register_submit }).click()
  await expect(page).toHaveURL(/\/registration$/)
  await expect(page.getByRole('status')).toHaveText(fr.auth_register_sent)
  const [mail] = await sql<{ count: number }>('SELECT count(*)::int AS count FROM email_outbox WHERE to_address = $1', [email])
  expect(mail!.count).toBe(1)
  // Told once: the page opened again is the empty form.
  await page.reload()
  await expect(page.getByRole('status')).toHaveCount(0)
  await expect(page.getByLabel(fr.auth_email)).toHaveValue('')
})

test('forgotten password, then the link sets a new one and signs the owner in (ar)', async ({ page }) => {
  const customer = await createCustomer('casablanca')
  await setPassword(customer.id, PASSWORD)
  await page.goto('/ar/forgot-password')
  await page.getByLabel(ar.auth_email).fill(customer.email)
  await page.getByRole('button', { name: ar.auth_forgot_submit }).click()
  await expect(page.getByRole('status')).toBeVisible()
  const [mail] = await sql<{ text: string }>(
    "SELECT text FROM email_outbox WHERE to_address = $1 AND text LIKE '%reset-password?token=%' ORDER BY id DESC LIMIT 1",
    [customer.email],
  )
  const link = new URL(/(http\S+reset-password\?token=\S+)/.exec(mail!.text)![1]!)
  await page.goto(link.pathname + link.search)
  await page.getByLabel(ar.auth_new_password).fill('court')
  await page.getByRole('button', { name: ar.auth_reset_submit }).click()
  await expect(page.getByTestId('error-password')).toHaveText(ar.auth_error_password_short.replace('{min}', '8'))
  await page.getByLabel(ar.auth_new_password).fill('Une-nouvelle-source-2026')
  await page.getByRole('button', { name: ar.auth_reset_submit }).click()
  await expect(page.getByRole('status')).toHaveText(ar.auth_reset_done_signed_in)

  // The completed reset signed the owner in (docs/decisions/0066): the account area opens.
  await page.goto('/ar/espace')
  await expect(page).toHaveURL(/\/ar\/espace$/)
})

test('an invitation to the team is accepted without scripts: a refusal under its field, then the back office (fr)', async ({ page }) => {
  // Else the new member lands on the second factor's enrollment, whichever tests ran before this one.
  await teamWithoutRequiredSecondFactor()
  const email = uniqueEmail()
  const token = randomBytes(32).toString('base64url')
  await sql(
    "INSERT INTO staff_invitations (email, role, first_name, last_name, token_hash, expires_at) VALUES ($1, 'staff', 'Nadia', 'Sans', $2, now() + interval '7 days')",
    [email, hashToken(token)],
  )
  await page.goto(`/staff-invitation?token=${token}`)
  await page.getByLabel(fr.auth_password, { exact: true }).fill('password123')
  await page.getByRole('button', { name: fr.staff_invitation_submit }).click()
  await expect(page.getByTestId('error-password')).toHaveText(fr.auth_error_password_common)
  await page.getByLabel(fr.auth_password, { exact: true }).fill('Nadia-Sans-Scripts-2026')
  await page.getByRole('button', { name: fr.staff_invitation_submit }).click()
  await expect(page).toHaveURL(/\/gestion\/tableau-de-bord$/)
  const [member] = await sql<{ role: string }>('SELECT role FROM users WHERE email = $1', [email])
  expect(member!.role).toBe('staff')
})

test('the contact form says its captcha needs scripts, and a post keeps every field (fr)', async ({ page }) => {
  await sql("DELETE FROM rate_limits WHERE key LIKE 'contactAddress:%'")
  const email = uniqueEmail()
  await page.goto('/nous-contacter')
  await expect(page.getByText(fr.contact_captcha_needs_scripts)).toBeVisible()
  const form = page.getByTestId('contact-form')
  await form.getByLabel(fr.contact_field_name, { exact: true }).fill('Salma Idrissi')
  await form.getByLabel(fr.contact_field_email, { exact: true }).fill(email)
  await form.getByLabel(fr.contact_field_subject).selectOption({ label: fr.contact_subject_delivery })
  const text = 'Ma livraison de bonbonnes est-elle prévue demain matin ?'
  await form.getByLabel(fr.contact_field_message).fill(text)
  await form.getByRole('button', { name: fr.contact_submit }).click()
  await expect(page.getByRole('alert').first()).toBeVisible()
  await expect(form.getByLabel(fr.contact_field_message)).toHaveValue(text)
  await expect(form.getByLabel(fr.contact_field_subject)).toHaveValue('delivery')
  const [stored] = await sql<{ count: number }>('SELECT count(*)::int AS count FROM contact_messages WHERE email = $1', [email])
  expect(stored!.count).toBe(0)
})

for (const { code, prefix, t } of languages) {
  test(`the catalogue: categories, filters, sort and search are links and forms; a product page opens (${code})`, async ({ page }) => {
    await page.goto(`${prefix}/catalogue`)
    await expect(page.getByText(t.cart_needs_scripts)).toBeVisible()
    const category = page.locator(`a[href^="${prefix}/catalogue/"]`).first()
    const categoryPath = (await category.getAttribute('href'))!
    await category.click()
    await expect(page).toHaveURL(new RegExp(`${categoryPath}$`))

    await page.goto(`${prefix}/catalogue?sort=price_asc`)
    await page.getByPlaceholder(t.filter_price_min).fill('20')
    await page.getByPlaceholder(t.filter_price_max).press('Enter')
    await expect(page).toHaveURL(/[?&]min=20/)
    await expect(page).toHaveURL(/[?&]sort=price_asc/)

    await page.getByTestId('catalogue-sort').selectOption('name')
    await page.getByRole('button', { name: t.sort_apply }).click()
    await expect(page).toHaveURL(/[?&]sort=name/)
    await expect(page).toHaveURL(/[?&]min=20/)

    await page.getByTestId('catalogue-search').fill('sidi ali')
    await page.getByTestId('catalogue-search').press('Enter')
    await expect(page).toHaveURL(/[?&]q=sidi(\+|%20)ali/)
    const product = page.locator('a[href*="/produit/"]').first()
    await product.click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/produit/`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(t.cart_needs_scripts)).toBeVisible()
  })
}

test('the language switcher stores the choice without scripts', async ({ page, context }) => {
  await page.goto('/catalogue?sort=price_asc')
  await page.getByTestId('language-switcher').click()
  await expect(page).toHaveURL(/\/ar\/catalogue\?sort=price_asc$/)
  const cookie = (await context.cookies()).find((item) => item.name === 'i18n_redirected')
  expect(cookie).toMatchObject({ value: 'ar', path: '/', sameSite: 'Lax', secure: false, httpOnly: false })
  await page.goto('/')
  await expect(page).toHaveURL(/\/ar$/)
})
