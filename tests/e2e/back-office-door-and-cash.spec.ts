/**
 * Jugs at the door and the cash closing, in French and Arabic (issue 36 §1, §3; docs/decisions/0084).
 * On a desktop and a phone: a customer ordered 2 jugs announcing 1 empty (1 deposit charged); the
 * driver, offline, records 2 empties at the door, the amount to collect drops by the deposit, the
 * queued delivery is sent once when the network returns, and the customer's jug account in the
 * back office and the jugs out list show the door's count. On a desktop: staff close a driver's day with a difference
 * and its reason, and the dashboard's list of days to close loses it.
 */
import type { Browser, BrowserContext } from '@playwright/test'
import { addDays, shopClock } from '~/lib/shop-dates'
import { expect, test, waitForHydration, testIn, phoneIn } from './fixtures'
import { addressSnapshotJson, createCustomer, createStaffMember, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    delivered: 'Livré',
    confirmDelivered: 'Confirmer la livraison',
    collected: 'Montant encaissé (MAD)',
    empties: 'Bonbonnes vides reprises',
    doorRow: 'Compté à la porte',
    declared: 'Montant remis (MAD)',
    reason: "Raison de l'écart",
    close: 'Clôturer',
    reasonRequired: 'Un écart entre le compté et le dû demande sa raison.',
    closed: 'Clôturé',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    delivered: 'تم التسليم',
    confirmDelivered: 'تأكيد التسليم',
    collected: 'المبلغ المحصل (درهم)',
    empties: 'القوارير الفارغة المسترجعة',
    doorRow: 'عُدّ عند الباب',
    declared: 'المبلغ المسلَّم (درهم)',
    reason: 'سبب الفرق',
    close: 'إغلاق',
    reasonRequired: 'الفرق بين المعدود والمستحق يحتاج إلى سبب.',
    closed: 'مغلق',
  },
] as const

const today = () => shopClock(new Date()).day
const JUG = 5000

/**
 * A customer holding 1 jug (its deposit paid) who ordered 2 jugs at 20,00 announcing 1 empty:
 * 1 deposit charged; the order out for delivery today with `driverId`, 40,00 + 50,00 to collect.
 */
async function jugOrder(driverId: number) {
  const customer = await createCustomer('casablanca')
  const reference = `MS-JUG${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const [order] = await sql<{ id: number }>(
    `INSERT INTO orders (reference, user_id, status, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
       delivery_date, subtotal_centimes, total_centimes, idempotency_key, request_hash, driver_id, round_position,
       empties_announced, deposit_centimes)
     SELECT $1, $2, 'out_for_delivery', c.id, $3::jsonb, $3::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
       (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $4, 4000, 4000, $1, 'e2e', $5, 1, 1, $6
     FROM cities c WHERE c.slug = 'casablanca' RETURNING id`,
    [reference, customer.id, addressSnapshotJson('Nadia Berrada'), today(), driverId, JUG],
  )
  await sql(
    `INSERT INTO order_lines (order_id, name_fr, name_ar, reference, attributes_label_fr, attributes_label_ar, unit_price_centimes,
       quantity, line_total_centimes, unit_deposit_centimes)
     VALUES ($1, 'Bonbonne 19 L', 'قارورة 19 ل', 'BB-19', '19 L', '19 ل', 2000, 2, 4000, $2)`,
    [order!.id, JUG],
  )
  // The account as checkout left it: 1 jug held before, then 2 lent, 1 empty back, 1 deposit paid.
  const rows: [string, number, number, number | null][] = [
    ['lent', 1, 0, null],
    ['deposit_paid', 0, JUG, null],
    ['lent', 2, 0, order!.id],
    ['returned', -1, 0, order!.id],
    ['deposit_paid', 0, JUG, order!.id],
  ]
  let jugs = 0
  let deposit = 0
  for (const [index, [kind, moved, paid, orderId]] of rows.entries()) {
    jugs += moved
    deposit += paid
    await sql(
      `INSERT INTO jug_movements (user_id, seq, kind, jugs, deposit_centimes, jugs_after, deposit_after, order_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [customer.id, index + 1, kind, moved, paid, jugs, deposit, orderId],
    )
  }
  return { id: order!.id, reference, customerId: customer.id, email: customer.email }
}

async function driverPhone(browser: Browser, driverId: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  await signIn(context, driverId)
  return context
}

for (const language of languages) {
  test.describe(`jugs at the door and the cash closing (${language.locale})`, () => {
    test(`the driver records 2 empties for 1 announced, offline; the deposit and the jug account follow${phoneIn(language.locale, 'ar')}`, async ({
      page,
      context,
      browser,
    }) => {
      const driver = await createStaffMember('driver', 'Karim')
      const order = await jugOrder(driver.id)
      const phone = await driverPhone(browser, driver.id)
      const round = await phone.newPage()
      await round.goto(`${language.prefix}/gestion/tournee`)
      await waitForHydration(round)
      const card = round.locator(`[data-testid="round-order"][data-reference="${order.reference}"]`)
      await expect(card.getByTestId('round-to-collect')).toContainText('90')

      await phone.setOffline(true)
      await card.getByRole('button', { name: language.delivered, exact: true }).click()
      await expect(card.getByLabel(language.empties)).toHaveValue('1')
      await expect(card.getByLabel(language.collected)).toHaveValue('90')
      await card.getByLabel(language.empties).fill('2')
      // One empty more than announced: its deposit comes off what is collected.
      await expect(card.getByLabel(language.collected)).toHaveValue('40')
      await card.getByRole('button', { name: language.confirmDelivered }).click()
      await expect(card.getByTestId('round-pending')).toBeVisible()
      expect((await sql('SELECT status FROM orders WHERE id = $1', [order.id]))[0]!.status).toBe('out_for_delivery')

      await phone.setOffline(false)
      await expect(card.getByTestId('round-delivered')).toBeVisible({ timeout: 20_000 })
      const [delivered] = await sql<{ empties_collected: number; door_deposit_centimes: number; collected_centimes: number }>(
        'SELECT empties_collected, door_deposit_centimes, collected_centimes FROM orders WHERE id = $1',
        [order.id],
      )
      expect(delivered).toEqual({ empties_collected: 2, door_deposit_centimes: -JUG, collected_centimes: 4000 })
      const adjusted = await sql("SELECT jugs, deposit_centimes FROM jug_movements WHERE order_id = $1 AND kind = 'adjusted'", [order.id])
      expect(adjusted).toEqual([{ jugs: -1, deposit_centimes: -JUG }])
      await phone.close()

      await signIn(context, (await createStaffMember('staff')).id)
      await page.goto(`${language.prefix}/gestion/clients/${order.customerId}`)
      await waitForHydration(page)
      const account = page.getByTestId('bo-jug-account')
      await expect(account.getByTestId('bo-jugs-held')).toHaveText('1')
      await expect(account.getByTestId('bo-deposit-held')).toContainText('50')
      await expect(account.locator('[data-testid="bo-jug-movement"][data-kind="adjusted"]')).toContainText(language.doorRow)
      // The jugs out: the customer holds one.
      await page.goto(`${language.prefix}/gestion/consignes?q=${encodeURIComponent(order.email)}`)
      await waitForHydration(page)
      await expect(page.getByTestId('jugs-customer-row')).toHaveCount(1)
      await expect(page.getByTestId('jugs-customer-row').getByTestId('jugs-customer-jugs')).toHaveText('1')
    })

    testIn(language.locale, 'fr')(
      'staff close a driver’s day with a difference and its reason; the dashboard stops asking',
      async ({ page, context }) => {
        const driver = await createStaffMember('driver', 'Samir')
        const customer = await createCustomer('casablanca')
        const yesterday = addDays(today(), -1)
        await sql(
          `INSERT INTO orders (reference, user_id, status, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
           delivery_date, subtotal_centimes, total_centimes, idempotency_key, request_hash, driver_id, delivered_at, collected_centimes)
         SELECT $1, $2, 'delivered', c.id, $3::jsonb, $3::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
           (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $4, 12000, 12000, $1, 'e2e', $5,
           ($4::date + time '11:00') AT TIME ZONE 'Africa/Casablanca', 12000
         FROM cities c WHERE c.slug = 'casablanca'`,
          [
            `MS-CSH${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
            customer.id,
            addressSnapshotJson('Nadia Berrada'),
            yesterday,
            driver.id,
          ],
        )
        const staff = await createStaffMember('staff')
        await signIn(context, staff.id)
        await page.goto(`${language.prefix}/gestion/tableau-de-bord`)
        await waitForHydration(page)
        await expect(page.getByTestId('cash-unclosed')).toContainText(driver.name)

        await page.goto(`${language.prefix}/gestion/livraisons?date=${yesterday}`)
        await waitForHydration(page)
        const closing = page.getByTestId('cash-closing')
        const form = closing.getByRole('form', { name: new RegExp(driver.name) })
        await form.getByLabel(language.declared).fill('115')
        await form.getByRole('button', { name: language.close }).click()
        await expect(form).toContainText(language.reasonRequired)
        await form.getByLabel(language.reason).fill('Billet de 5 DH manquant')
        await form.getByRole('button', { name: language.close }).click()
        const row = closing.locator(`[data-testid="cash-closing-row"][data-driver="${driver.name}"]`)
        await expect(row.getByTestId('cash-state')).toHaveText(language.closed)
        await expect(row.getByTestId('cash-difference')).toContainText('5')
        await expect(closing.getByTestId('cash-closed-note').filter({ hasText: staff.name })).toContainText('Billet de 5 DH manquant')
        const [closed] = await sql<{ difference_centimes: number }>('SELECT difference_centimes FROM cash_closings WHERE driver_id = $1', [
          driver.id,
        ])
        expect(closed).toEqual({ difference_centimes: -500 })

        await page.goto(`${language.prefix}/gestion/tableau-de-bord`)
        await waitForHydration(page)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByText(driver.name)).toHaveCount(0)
      },
    )
  })
}
