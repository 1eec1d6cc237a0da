/**
 * The delivery day in French and Arabic, on a desktop and a phone (issue 16 §3, §4): the team
 * assigns a confirmed order to the demo driver and dispatches the round; the driver, on a phone,
 * presses "Livré" offline, sees it waiting, and once back online the order is delivered exactly
 * once (one status event, points credited once), and the customer sees it delivered, the points
 * and the satisfaction popup. A failed attempt with a reason and a new date.
 * The printable sheet: one block per order, never split across pages.
 */
import type { Browser, BrowserContext } from '@playwright/test'
import { addDays, isoWeekday, shopClock, SUNDAY } from '~/lib/shop-dates'
import { baseURL } from '../../playwright.config'
import { expect, isHomeOf, test, waitForHydration, testIn, phoneIn } from './fixtures'
import { addressSnapshotJson, cityId, createCustomer, createStaffMember, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    select: (reference: string) => `Sélectionner la commande ${reference}`,
    driverLabel: 'Livreur',
    assign: 'Assigner la sélection (1)',
    dispatch: 'Faire partir la tournée',
    outForDelivery: 'En cours de livraison',
    delivered: 'Livré',
    confirmDelivered: 'Confirmer la livraison',
    collected: 'Montant encaissé (MAD)',
    notDelivered: 'Pas livré',
    reason: 'Raison',
    unreachable: 'Client injoignable',
    details: 'Précisions (facultatif)',
    newDate: 'Nouvelle date de livraison',
    confirmFailed: "Enregistrer l'échec",
    orderDelivered: 'Livrée',
    popup: 'Votre avis nous interesse',
    signedOut: 'Vous êtes déconnecté.',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    select: (reference: string) => `تحديد الطلب ${reference}`,
    driverLabel: 'السائق',
    assign: 'إسناد المحدد (1)',
    dispatch: 'إطلاق الجولة',
    outForDelivery: 'قيد التوصيل',
    delivered: 'تم التسليم',
    confirmDelivered: 'تأكيد التسليم',
    collected: 'المبلغ المحصل (درهم)',
    notDelivered: 'لم يتم التسليم',
    reason: 'السبب',
    unreachable: 'تعذر الاتصال بالزبون',
    details: 'تفاصيل (اختياري)',
    newDate: 'تاريخ التوصيل الجديد',
    confirmFailed: 'تسجيل عدم التسليم',
    orderDelivered: 'تم التسليم',
    popup: 'رأيك يهمنا',
    signedOut: 'لقد سجّلت الخروج.',
  },
] as const

/** A driver of this test's own, so that its round holds only this test's orders. */
const createDriver = async () => (await createStaffMember('driver', 'Karim')).id

/** An order for today in `city` (55,00 MAD cash on delivery, 4 points to earn), with its status and driver. */
async function todaysOrder(status: string, driverId: number | null = null, roundPosition: number | null = null, city = 'casablanca') {
  const customer = await createCustomer('casablanca')
  const reference = `MS-DLV${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const [order] = await sql<{ id: number }>(
    `INSERT INTO orders (reference, user_id, status, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
       delivery_date, subtotal_centimes, delivery_fee_centimes, points_gained, total_centimes, idempotency_key, request_hash,
       driver_id, round_position)
     SELECT $1, $2, $3, c.id, $4::jsonb, $4::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
       (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $5, 4000, 1500, 4, 5500, $1, 'e2e', $6, $7
     FROM cities c WHERE c.slug = $8 RETURNING id`,
    [reference, customer.id, status, addressSnapshotJson('Nadia Berrada'), today(), driverId, roundPosition, city],
  )
  await sql(
    `INSERT INTO order_lines (order_id, name_fr, name_ar, reference, attributes_label_fr, attributes_label_ar, unit_price_centimes, quantity, line_total_centimes)
     VALUES ($1, 'Sidi Ali 1,5 L', 'سيدي علي 1,5 ل', 'SA-6X1-5L', 'Pack de 6', 'علبة من 6', 2000, 2, 4000)`,
    [order!.id],
  )
  // Placing an order opens its satisfaction request, asked once the order is delivered.
  await sql('INSERT INTO satisfaction_requests (user_id, order_id) VALUES ($1, $2)', [customer.id, order!.id])
  return { id: order!.id, reference, customerId: customer.id }
}

const today = () => shopClock(new Date()).day

/** The driver's phone: its own browser, a phone's screen, signed in as them. */
async function driverPhone(browser: Browser, driverId: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  await signIn(context, driverId)
  return context
}

for (const language of languages) {
  test.describe(`deliveries (${language.locale})`, () => {
    test(`the team assigns and dispatches; the driver delivers offline, applied once${phoneIn(language.locale, 'ar')}`, async ({
      page,
      context,
      browser,
    }, testInfo) => {
      // A city of this variant's own: the day's list of a city others add orders to moves under the click.
      const cities: Record<string, string> = { 'fr-desktop': 'rabat', 'fr-phone': 'fes', 'ar-desktop': 'marrakech', 'ar-phone': 'tanger' }
      const city = cities[`${language.locale}-${testInfo.project.name}`] ?? 'casablanca'
      const order = await todaysOrder('confirmed', null, null, city)
      const driver = await createStaffMember('driver', 'Youssef')
      const driverId = driver.id
      await signIn(context, (await createStaffMember('staff')).id)
      await page.goto(`${language.prefix}/gestion/livraisons?date=${today()}&city=${await cityId(city)}`)
      await waitForHydration(page)
      const row = page.locator(`[data-testid="delivery-row"][data-reference="${order.reference}"]`)
      await row.getByRole('checkbox', { name: language.select(order.reference) }).check()
      await page.getByLabel(language.driverLabel, { exact: true }).selectOption(String(driverId))
      await page.getByRole('button', { name: language.assign }).click()
      await expect(row).toContainText(driver.name)
      await page.getByTestId('driver-round').filter({ hasText: driver.name }).getByRole('button', { name: language.dispatch }).click()
      await expect(row).toContainText(language.outForDelivery)
      await expect.poll(async () => (await sql('SELECT status FROM orders WHERE id = $1', [order.id]))[0]!.status).toBe('out_for_delivery')

      const phone = await driverPhone(browser, driverId)
      const round = await phone.newPage()
      await round.goto(`${language.prefix}/gestion/tournee`)
      await waitForHydration(round)
      const card = round.locator(`[data-testid="round-order"][data-reference="${order.reference}"]`)
      await expect(card).toContainText('24 rue Ibnou Mounir')
      await expect(card.getByRole('link', { name: '+212612345678' })).toHaveAttribute('href', 'tel:+212612345678')

      await phone.setOffline(true)
      await card.getByRole('button', { name: language.delivered, exact: true }).click()
      await expect(card.getByLabel(language.collected)).toHaveValue('55')
      await card.getByRole('button', { name: language.confirmDelivered }).click()
      await expect(card.getByTestId('round-pending')).toBeVisible()
      // Offline: nothing reached the shop yet, and the action waits in the phone.
      expect((await sql('SELECT status FROM orders WHERE id = $1', [order.id]))[0]!.status).toBe('out_for_delivery')
      expect(await round.evaluate(() => localStorage.getItem('ma-source.unsent.round-queue.v1'))).toContain(order.reference)

      await phone.setOffline(false)
      await expect(card.getByTestId('round-delivered')).toBeVisible({ timeout: 20_000 })
      const events = await sql<{ count: number }>(
        "SELECT count(*)::int AS count FROM order_events WHERE order_id = $1 AND kind = 'status' AND to_status = 'delivered'",
        [order.id],
      )
      expect(events[0]!.count).toBe(1)
      const points = await sql<{ count: number; sum: number }>(
        "SELECT count(*)::int AS count, coalesce(sum(delta), 0)::int AS sum FROM points_ledger WHERE order_id = $1 AND reason = 'order'",
        [order.id],
      )
      expect(points[0]).toEqual({ count: 1, sum: 4 })
      const [delivered] = await sql<{ status: string; collected_centimes: number }>('SELECT * FROM orders WHERE id = $1', [order.id])
      expect([delivered!.status, delivered!.collected_centimes]).toEqual(['delivered', 5500])
      expect(await round.evaluate(() => localStorage.getItem('ma-source.unsent.round-queue.v1'))).toBe('[]')
      await phone.close()

      // The customer, on their own device, finds it delivered, is asked how it went, has the points.
      const customerDevice = await browser.newContext({ baseURL })
      await signIn(customerDevice, order.customerId)
      const customerPage = await customerDevice.newPage()
      await customerPage.goto(`${language.prefix}/espace/orders/${order.reference}`)
      await waitForHydration(customerPage)
      await expect(customerPage.getByRole('dialog', { name: language.popup })).toBeVisible()
      await expect(customerPage.getByTestId('order-status')).toHaveText(language.orderDelivered)
      await customerPage.goto(`${language.prefix}/espace`)
      await expect(customerPage.getByTestId('account-points')).toContainText('4')
      await customerDevice.close()
    })

    testIn(language.locale, 'fr')(`the driver records a failed attempt with a reason and a new date @phone`, async ({ browser }) => {
      const driverId = await createDriver()
      const order = await todaysOrder('out_for_delivery', driverId, 1)
      let newDate = addDays(today(), 2)
      if (isoWeekday(newDate) === SUNDAY) newDate = addDays(newDate, 1)
      const phone = await driverPhone(browser, driverId)
      const round = await phone.newPage()
      await round.goto(`${language.prefix}/gestion/tournee`)
      await waitForHydration(round)
      const card = round.locator(`[data-testid="round-order"][data-reference="${order.reference}"]`)
      await card.getByRole('button', { name: language.notDelivered }).click()
      await card.getByLabel(language.reason, { exact: true }).selectOption({ label: language.unreachable })
      await card.getByLabel(language.details).fill('Sonné deux fois')
      await card.getByLabel(language.newDate).fill(newDate)
      await card.getByRole('button', { name: language.confirmFailed }).click()
      // Sent, the order leaves the round: it is back to the team, for its new date.
      await expect(card).toHaveCount(0, { timeout: 20_000 })
      const [row] = await sql<{ status: string; delivery_date: string; driver_id: number | null }>(
        "SELECT status, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date, driver_id FROM orders WHERE id = $1",
        [order.id],
      )
      expect(row).toEqual({ status: 'confirmed', delivery_date: newDate, driver_id: null })
      const events = await sql<{ reason: string }>("SELECT reason FROM order_events WHERE order_id = $1 AND kind = 'failed_attempt'", [
        order.id,
      ])
      expect(events.map((event) => event.reason)).toEqual([`${language.unreachable} : Sonné deux fois`])
      await phone.close()
    })

    testIn(language.locale, 'ar')(
      `a delivery not yet sent outlives the driver's sign-out, and is sent once they sign in again @phone`,
      async ({ browser }) => {
        const driverId = await createDriver()
        const order = await todaysOrder('out_for_delivery', driverId, 1)
        const phone = await driverPhone(browser, driverId)
        // The shop cannot be reached for this order's action (a basement): it waits in the phone.
        await phone.route('**/_serverFn/**', (route) =>
          route.request().postData()?.includes(order.reference) ? route.abort('internetdisconnected') : route.continue(),
        )
        const round = await phone.newPage()
        await round.goto(`${language.prefix}/gestion/tournee`)
        await waitForHydration(round)
        const card = round.locator(`[data-testid="round-order"][data-reference="${order.reference}"]`)
        await card.getByRole('button', { name: language.delivered, exact: true }).click()
        await card.getByRole('button', { name: language.confirmDelivered }).click()
        await expect(card.getByTestId('round-pending')).toBeVisible()
        const stored = () => round.evaluate(() => localStorage.getItem('ma-source.unsent.round-queue.v1'))
        expect(await stored()).toContain(order.reference)
        await round.evaluate(() => localStorage.setItem('ma-source.recently-viewed', '[1]'))

        await round.goto(`${language.prefix}/espace/UserDropDown`)
        await waitForHydration(round)
        await round.locator('main').getByTestId('usermenu-sign-out').click()
        // The home page after the sign-out's reload: only then has the server cleared the cookies,
        // so the next sign-in's cookies cannot be cleared by a sign-out answer still on its way.
        await expect(round.getByText(language.signedOut)).toBeVisible()
        await expect(round).toHaveURL(isHomeOf(language.prefix))
        await waitForHydration(round)
        // Signed out: the rest of local storage is gone, the unsent delivery is not.
        expect(await round.evaluate(() => localStorage.getItem('ma-source.recently-viewed'))).toBeNull()
        expect(await stored()).toContain(order.reference)
        expect((await sql('SELECT status FROM orders WHERE id = $1', [order.id]))[0]!.status).toBe('out_for_delivery')

        await phone.unroute('**/_serverFn/**')
        await signIn(phone, driverId)
        await round.goto(`${language.prefix}/gestion/tournee`)
        await expect(card.getByTestId('round-delivered')).toBeVisible({ timeout: 20_000 })
        const events = await sql<{ count: number }>(
          "SELECT count(*)::int AS count FROM order_events WHERE order_id = $1 AND kind = 'status' AND to_status = 'delivered'",
          [order.id],
        )
        expect(events[0]!.count).toBe(1)
        await expect.poll(stored).toBe('[]')
        await phone.close()
      },
    )

    test(`the printable sheet has one block per order, never split across pages${phoneIn(language.locale, 'ar')}`, async ({
      page,
      context,
    }) => {
      const driverId = await createDriver()
      const orders = [await todaysOrder('confirmed', driverId, 1), await todaysOrder('out_for_delivery', driverId, 2)]
      await signIn(context, (await createStaffMember('staff')).id)
      await page.goto(`${language.prefix}/gestion/livraisons/feuille?date=${today()}&driver=${driverId}&city=${await cityId('casablanca')}`)
      await waitForHydration(page)
      await page.emulateMedia({ media: 'print' })
      const blocks = page.getByTestId('sheet-order')
      await expect(blocks).toHaveCount(2)
      for (const [index, order] of orders.entries()) await expect(blocks.nth(index)).toContainText(order.reference)
      expect(await blocks.first().evaluate((block) => getComputedStyle(block).breakInside)).toBe('avoid')
      // On paper: the blocks, not the back office's menu.
      await expect(page.getByTestId('bo-me')).toBeHidden()
    })
  })
}
