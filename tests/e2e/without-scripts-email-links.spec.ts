import ar from '../../messages/ar.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { createCustomer, createStaffMember, setPassword, sql, teamWithoutRequiredSecondFactor } from './shop-database'
import { createStandingOrder, emailChangeLink, registrationLink, staffInvitationLink } from './email-links'

/**
 * Every page an e-mail opens works without scripts (issue 44, docs/decisions/0094): the `no-scripts`
 * project runs this file in a browser whose scripts never run. Each page is opened from its link,
 * in French and Arabic, its button pressed, and the change read in the database.
 */

const languages = [
  { code: 'fr', prefix: '', t: fr },
  { code: 'ar', prefix: '/ar', t: ar },
] as const
const uniqueEmail = () => `e2e-mail-link-${Math.random().toString(36).slice(2)}@example.test`

/** Every link page asks the API under the same limit per address (30 an hour): the run opens more. */
const forgetLinkAttempts = () => sql("DELETE FROM rate_limits WHERE key LIKE 'registrationLinkAddress:%'")

const standingStatus = async (id: number) =>
  (await sql<{ status: string; paused_by_id: number | null }>('SELECT status, paused_by_id FROM standing_orders WHERE id = $1', [id]))[0]!

for (const { code, prefix, t } of languages) {
  test.describe(`(${code})`, () => {
    test.beforeEach(forgetLinkAttempts)

    test(`the standing order's link: the date skipped, then paused, resumed and stopped (${code})`, async ({ page }) => {
      const customer = await createCustomer('casablanca')
      const standing = await createStandingOrder(customer.id)
      await page.goto(`${prefix}/abonnement/${standing.link()}?action=skip`)
      await expect(page.locator('html')).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr')
      await page.getByRole('button', { name: t.sub_link_skip_yes }).click()
      await expect(page.getByRole('status')).toHaveText(t.sub_done_saved)
      const [date] = await sql<{ status: string }>(
        'SELECT status FROM standing_order_deliveries WHERE standing_order_id = $1 AND slot_date = $2',
        [standing.id, standing.next],
      )
      expect(date!.status).toBe('skipped')
      // Done once: the question is gone, the page is the link's own.
      await expect(page.getByRole('button', { name: t.sub_link_skip_yes })).toHaveCount(0)

      for (const [button, status] of [
        [t.sub_action_pause, 'paused'],
        [t.sub_action_resume, 'active'],
        [t.sub_action_stop, 'stopped'],
      ] as const) {
        await page.getByRole('button', { name: button, exact: true }).click()
        await expect(page.getByRole('status')).toHaveText(t.sub_done_saved)
        expect((await standingStatus(standing.id)).status).toBe(status)
      }
      await expect(page.getByRole('button', { name: t.sub_action_stop, exact: true })).toHaveCount(0)
    })

    test(`the standing order's link: a pause the shop set is refused to lift, in the page's language (${code})`, async ({ page }) => {
      const customer = await createCustomer('casablanca')
      const standing = await createStandingOrder(customer.id)
      await sql("UPDATE standing_orders SET status = 'paused' WHERE id = $1", [standing.id])
      await page.goto(`${prefix}/abonnement/${standing.link()}`)
      // The shop pauses it while the page is open: its button is the customer's no longer.
      const staff = await createStaffMember('staff')
      await sql('UPDATE standing_orders SET paused_by_id = $2 WHERE id = $1', [standing.id, staff.id])
      await page.getByRole('button', { name: t.sub_action_resume, exact: true }).click()
      await expect(page.getByRole('alert')).toHaveText(t.sub_error_paused_by_shop)
      expect(await standingStatus(standing.id)).toEqual({ status: 'paused', paused_by_id: staff.id })
      // The page drawn again no longer offers it.
      await expect(page.getByRole('button', { name: t.sub_action_resume, exact: true })).toHaveCount(0)
    })

    test(`the standing order's link: past its date's cut-off, nothing changes (${code})`, async ({ page }) => {
      const customer = await createCustomer('casablanca')
      const standing = await createStandingOrder(customer.id)
      await page.goto(`${prefix}/abonnement/${standing.link(standing.pastDay)}`)
      await page.getByRole('button', { name: t.sub_action_stop, exact: true }).click()
      await expect(page.getByRole('alert')).toHaveText(t.sub_error_cutoff)
      expect((await standingStatus(standing.id)).status).toBe('active')
    })

    test(`the e-mail change's link confirms the new address (${code})`, async ({ page }) => {
      const customer = await createCustomer('casablanca')
      const newEmail = uniqueEmail()
      const token = await emailChangeLink(customer.id, newEmail)
      await page.goto(`${prefix}/confirm-email?token=${token}`)
      await page.getByRole('button', { name: t.email_change_submit }).click()
      await expect(page.getByRole('status')).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', code)
      const [user] = await sql<{ email: string; email_verified: boolean }>('SELECT email, email_verified FROM users WHERE id = $1', [
        customer.id,
      ])
      expect(user).toEqual({ email: newEmail, email_verified: true })
    })

    test(`the registration's link: the password chosen, the account exists and is signed in (${code})`, async ({ page, context }) => {
      const email = uniqueEmail()
      const token = await registrationLink(email, code)
      await page.goto(`${prefix}/registration?token=${token}`)
      await page.getByLabel(t.auth_password, { exact: true }).fill('Salma-Sans-Scripts-2026')
      await page.getByRole('button', { name: t.auth_register_confirm_submit }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/espace$`))
      const [account] = await sql<{ count: number }>(
        "SELECT count(*)::int AS count FROM users u JOIN accounts a ON a.user_id = u.id AND a.provider_id = 'credential' WHERE u.email = $1",
        [email],
      )
      expect(account!.count).toBe(1)
      expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeTruthy()
    })

    test(`the invitation's link: the password chosen, the new member is on the team (${code})`, async ({ page }) => {
      await teamWithoutRequiredSecondFactor()
      const email = uniqueEmail()
      const token = await staffInvitationLink(email)
      await page.goto(`${prefix}/staff-invitation?token=${token}`)
      await page.getByLabel(t.auth_password, { exact: true }).fill('Nadia-Sans-Scripts-2026')
      await page.getByRole('button', { name: t.staff_invitation_submit }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/gestion/tableau-de-bord$`))
      const [member] = await sql<{ role: string }>('SELECT role FROM users WHERE email = $1', [email])
      expect(member!.role).toBe('staff')
    })

    test(`the password reset's link sets the new password (${code})`, async ({ page }) => {
      const customer = await createCustomer('casablanca')
      await setPassword(customer.id, 'Ancien-Mot-De-Passe-2026')
      const hashOf = async () =>
        (
          await sql<{ password: string }>("SELECT password FROM accounts WHERE user_id = $1 AND provider_id = 'credential'", [customer.id])
        )[0]!.password
      const before = await hashOf()
      await page.goto(`${prefix}/forgot-password`)
      await page.getByLabel(t.auth_email).fill(customer.email)
      await page.getByRole('button', { name: t.auth_forgot_submit }).click()
      await expect(page.getByRole('status')).toBeVisible()
      const [mail] = await sql<{ text: string }>(
        "SELECT text FROM email_outbox WHERE to_address = $1 AND text LIKE '%reset-password?token=%' ORDER BY id DESC LIMIT 1",
        [customer.email],
      )
      const link = new URL(/(http\S+reset-password\?token=\S+)/.exec(mail!.text)![1]!)
      await page.goto(link.pathname + link.search)
      await page.getByLabel(t.auth_new_password).fill('Nouveau-Mot-De-Passe-2026')
      await page.getByRole('button', { name: t.auth_reset_submit }).click()
      await expect(page.getByRole('status')).toHaveText(t.auth_reset_done_signed_in)
      expect(await hashOf()).not.toBe(before)
    })
  })
}
