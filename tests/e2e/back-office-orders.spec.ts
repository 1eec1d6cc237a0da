/**
 * The back office's orders in the browser, in French and Arabic, on a desktop and a phone: the
 * team member signs in, finds a customer's new order by searching the list (the search is in the
 * URL), confirms, dispatches and delivers it; the customer then sees it delivered, their points
 * credited and the satisfaction popup. Cancelling with a reason gives back the points spent. A
 * customer is refused at the door; a visitor is sent to sign in.
 */
import type { Browser, Page } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { expect, signInPage, test, waitForHydration, phoneIn, testIn } from './fixtures'
import {
  createCustomer,
  createPlacedOrder,
  createStaffMember,
  pointsBalance,
  setPassword,
  signIn,
  sql,
  teamWithoutRequiredSecondFactor,
} from './shop-database'

const languages = [
  {
    ...signInPage.fr,
    search: 'Rechercher',
    apply: 'Filtrer',
    confirm: 'Confirmer',
    dispatch: 'Mettre en livraison',
    deliver: 'Marquer livrée',
    deliverSubmit: 'Confirmer la livraison',
    collectedMode: 'Encaissé en',
    card: 'Paiement par carte à la livraison',
    cancel: 'Annuler la commande',
    cancelReason: "Motif d'annulation",
    cancelSubmit: "Confirmer l'annulation",
    reasonRequired: 'Indiquez le motif.',
    confirmed: 'Confirmée',
    outForDelivery: 'En cours de livraison',
    delivered: 'Livrée',
    cancelled: 'Annulée',
    updated: 'Commande mise à jour',
    popup: 'Votre avis nous interesse',
    refused: "Accès réservé à l'équipe",
    reason: 'Le client a annulé par téléphone.',
    note: 'Note',
    addNote: 'Ajouter la note',
    noteText: 'Rappeler le client demain.',
  },
  {
    ...signInPage.ar,
    search: 'بحث',
    apply: 'تصفية',
    confirm: 'تأكيد',
    dispatch: 'إرسال للتوصيل',
    deliver: 'تم التوصيل',
    deliverSubmit: 'تأكيد التوصيل',
    collectedMode: 'طريقة التحصيل',
    card: 'الدفع بالبطاقة عند التسليم',
    cancel: 'إلغاء الطلب',
    cancelReason: 'سبب الإلغاء',
    cancelSubmit: 'تأكيد الإلغاء',
    reasonRequired: 'اذكر السبب.',
    confirmed: 'مؤكَّد',
    outForDelivery: 'قيد التوصيل',
    delivered: 'تم التسليم',
    cancelled: 'ملغى',
    updated: 'تم تحديث الطلب',
    popup: 'رأيك يهمنا',
    refused: 'الدخول مخصص لفريق العمل',
    reason: 'ألغى الزبون الطلب عبر الهاتف.',
    note: 'ملاحظة',
    addNote: 'إضافة الملاحظة',
    noteText: 'الاتصال بالزبون غدًا.',
  },
] as const
type Language = (typeof languages)[number]

const STAFF_PASSWORD = 'Equipe-Test-2026'

/** A team member of the test's own, signed in through the sign-in form the back office sends them to. */
async function staffSignsIn(page: Page, t: Language) {
  await teamWithoutRequiredSecondFactor()
  const staff = await createStaffMember('staff')
  await setPassword(staff.id, STAFF_PASSWORD)
  await page.goto(`${t.prefix}/gestion/commandes`)
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await waitForHydration(page)
  await page.getByLabel(t.email).fill(staff.email)
  await page.getByLabel(t.password, { exact: true }).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: t.login, exact: true }).click()
  await expect(page).toHaveURL(`${baseURL}${t.prefix}/gestion/commandes`)
  await waitForHydration(page)
}

/** A team member of the test's own, signed in by a session written directly (the journeys that are not about signing in). */
async function staffSession(page: Page) {
  await signIn(page.context(), (await createStaffMember('staff')).id)
}

const statusOf = (page: Page) => page.getByRole('main').locator('header').getByTestId('order-status')

async function act(page: Page, t: Language, button: string, status: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
  // The toast names the new status (the previous action's toast may still be showing).
  await expect(page.getByText(`${t.updated}${t.locale === 'fr' ? ' : ' : ': '}${status}`)).toBeVisible()
  await expect(statusOf(page)).toHaveText(status)
}

/** The customer, in a browser of their own, on their order's page. */
async function customerOpens(browser: Browser, t: Language, customerId: number, path: string) {
  const context = await browser.newContext({ baseURL })
  await signIn(context, customerId)
  const page = await context.newPage()
  await page.goto(`${t.prefix}${path}`)
  await waitForHydration(page)
  return page
}

for (const t of languages) {
  test.describe(`back-office orders (${t.locale})`, () => {
    test(`finds a new order by search, confirms, dispatches and delivers it; the customer sees it${phoneIn(t.locale, 'ar')}`, async ({
      page,
      browser,
    }, testInfo) => {
      // Two people, a sign-in and three actions: up to a minute on a shared two-core machine.
      test.slow()
      const customer = await createCustomer('casablanca')
      const { reference } = await createPlacedOrder(customer.id)
      await staffSignsIn(page, t)

      await page.getByLabel(t.search).fill(customer.email)
      await page.getByRole('button', { name: t.apply, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(customer.email).replace(/\./g, '\\.')}`))
      const table = page.getByRole('table')
      await expect(table.getByTestId('order-link')).toHaveText([reference])
      await expect(table.getByTestId('order-status')).toHaveText(t.locale === 'fr' ? 'Passée' : 'مُسجَّل')
      await page.screenshot({ path: `screenshots/back-office-orders/${t.locale}-${testInfo.project.name}-list.png`, fullPage: true })

      await table.getByTestId('order-link').click()
      await expect(page).toHaveURL(`${baseURL}${t.prefix}/gestion/commandes/${reference}`)
      await expect(page.getByTestId('bo-order-title')).toContainText(reference)
      await expect(page.getByTestId('bo-order-customer')).toContainText(customer.email)
      await act(page, t, t.confirm, t.confirmed)
      await act(page, t, t.dispatch, t.outForDelivery)
      await page.getByRole('button', { name: t.deliver, exact: true }).click()
      // The customer chose cash; they paid by card at the door.
      await page.getByLabel(t.collectedMode).selectOption({ label: t.card })
      await page.getByRole('button', { name: t.deliverSubmit, exact: true }).click()
      await expect(statusOf(page)).toHaveText(t.delivered)
      // Nothing left to do on a delivered order; its timeline says who did what.
      await expect(page.getByRole('button', { name: t.confirm, exact: true })).toHaveCount(0)
      await expect(page.getByTestId('bo-order-timeline').getByRole('listitem')).toHaveCount(4)
      await expect(page.getByTestId('bo-order-collected')).toContainText('55')
      await expect(page.getByTestId('bo-order-collected')).toContainText(t.card)
      await page.screenshot({ path: `screenshots/back-office-orders/${t.locale}-${testInfo.project.name}-order.png`, fullPage: true })

      const customerPage = await customerOpens(browser, t, customer.id, `/espace/orders/${reference}`)
      await expect(customerPage.getByRole('dialog', { name: t.popup })).toBeVisible()
      await expect(customerPage.getByTestId('order-status')).toHaveText(t.delivered)
      expect(await pointsBalance(customer.id)).toBe(4)
      await customerPage.goto(`${t.prefix}/espace`)
      await expect(customerPage.getByTestId('account-points')).toContainText('4')
      await customerPage.context().close()
    })

    testIn(t.locale, 'fr')(
      'cancels with a reason: the points spent and the voucher use come back, the order shows cancelled',
      async ({ page, browser }) => {
        const customer = await createCustomer('casablanca')
        const { reference, voucherId } = await createPlacedOrder(customer.id, { pointsUsed: 30, voucher: true })
        expect(await pointsBalance(customer.id)).toBe(0)
        await staffSession(page)
        await page.goto(`${t.prefix}/gestion/commandes/${reference}`)
        await waitForHydration(page)
        await expect(page.getByTestId('bo-amount-points')).toBeVisible()

        await page.getByRole('button', { name: t.cancel, exact: true }).click()
        await page.getByRole('button', { name: t.cancelSubmit, exact: true }).click()
        // No reason, no cancellation: the form says so under its field.
        await expect(page.getByLabel(t.cancelReason)).toHaveAccessibleDescription(t.reasonRequired)
        await page.getByLabel(t.cancelReason).fill(t.reason)
        await page.getByRole('button', { name: t.cancelSubmit, exact: true }).click()
        await expect(statusOf(page)).toHaveText(t.cancelled)
        await expect(page.getByTestId('bo-order-cancel')).toContainText(t.reason)
        await expect(page.getByTestId('bo-order-timeline')).toContainText(t.reason)
        await expect.poll(() => pointsBalance(customer.id)).toBe(30)
        // The one-use voucher is usable again: its use is released, its redemption gone.
        expect(await sql('SELECT used_count FROM vouchers WHERE id = $1', [voucherId])).toEqual([{ used_count: 0 }])
        expect(await sql('SELECT id FROM voucher_redemptions WHERE voucher_id = $1', [voucherId])).toEqual([])
        // A note still goes on the timeline of a cancelled order.
        await page.getByRole('textbox', { name: t.note, exact: true }).fill(t.noteText)
        await page.getByRole('button', { name: t.addNote, exact: true }).click()
        await expect(page.getByTestId('bo-order-timeline')).toContainText(t.noteText)
        await expect(page.getByRole('textbox', { name: t.note, exact: true })).toHaveValue('')

        const customerPage = await customerOpens(browser, t, customer.id, `/espace/orders/${reference}`)
        await expect(customerPage.getByTestId('order-status')).toHaveText(t.cancelled)
        await customerPage.context().close()
      },
    )

    testIn(t.locale, 'ar')('a customer is refused at the door; a visitor is sent to sign in', async ({ page, context }) => {
      await page.goto(`${t.prefix}/gestion/commandes`)
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/login\\?redirect=`))
      const customer = await createCustomer('casablanca')
      await signIn(context, customer.id)
      await page.goto(`${t.prefix}/gestion/commandes`)
      await expect(page.getByRole('heading', { name: t.refused })).toBeVisible()
      await expect(page.getByRole('table')).toHaveCount(0)
    })
  })
}

test('a filtered, sorted view is a link to share: it opens as it was left', async ({ page }) => {
  const customer = await createCustomer('casablanca')
  const references = [(await createPlacedOrder(customer.id)).reference, (await createPlacedOrder(customer.id)).reference]
  await staffSession(page)
  await page.goto(`/gestion/commandes?q=${encodeURIComponent(customer.email)}&status=placed&sort=reference&dir=asc`)
  await waitForHydration(page)
  await expect(page.getByLabel('Statut')).toHaveValue('placed')
  await expect(page.getByLabel('Rechercher')).toHaveValue(customer.email)
  const links = page.getByRole('table').getByTestId('order-link')
  await expect(links).toHaveText([...references].sort())
  // A header sorts the other way round, in the URL too.
  const referenceHeader = page.getByRole('columnheader', { name: 'Référence' })
  await expect(referenceHeader).toHaveAttribute('aria-sort', 'ascending')
  await referenceHeader.getByRole('button').click()
  await expect(page).toHaveURL(/dir=desc/)
  await expect(referenceHeader).toHaveAttribute('aria-sort', 'descending')
  await expect(links).toHaveText([...references].sort().reverse())
})

test('an action on an order that moved on meanwhile shows why and the order as it now is', async ({ page }) => {
  const customer = await createCustomer('casablanca')
  const { reference } = await createPlacedOrder(customer.id)
  await staffSession(page)
  await page.goto(`/gestion/commandes/${reference}`)
  await waitForHydration(page)
  // Another team member cancels it while this page is open (as their own click would leave it).
  await sql("UPDATE orders SET status = 'cancelled', cancel_reason = 'Doublon' WHERE reference = $1", [reference])
  await page.getByRole('button', { name: 'Confirmer', exact: true }).click()
  await expect(page.getByText(/Cette commande est déjà au statut «\s*Annulée\s*»/)).toBeVisible()
  await expect(statusOf(page)).toHaveText('Annulée')
  await expect(page.getByTestId('bo-order-cancel')).toContainText('Doublon')
  await expect(page.getByRole('button', { name: 'Confirmer', exact: true })).toHaveCount(0)
})
