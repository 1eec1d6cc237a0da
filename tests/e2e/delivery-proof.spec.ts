/**
 * Proof of delivery and the out-for-delivery e-mail (issue 36 §3, decision 0087), in French and
 * Arabic. The driver's round on a phone (and a desktop): "Arrivé", then offline "Livré" with the
 * recipient's name and a signature drawn on the screen; back online the delivery is sent once,
 * with its proof; staff see the signature, the customer reads "delivered at … to …". The team
 * dispatches a round: each customer's e-mail carries the window of their stop and the city's sentence.
 */
import type { Browser } from '@playwright/test'
import { formatTime } from '~/lib/dates'
import { shopClock } from '~/lib/shop-dates'
import { baseURL } from '../../playwright.config'
import { expect, test, waitForHydration, phoneIn } from './fixtures'
import { addressSnapshotJson, cityId, createCustomer, createStaffMember, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr' as const,
    prefix: '',
    arrived: 'Arrivé',
    delivered: 'Livré',
    recipient: 'Nom de la personne qui reçoit',
    confirmDelivered: 'Confirmer la livraison',
    dispatch: 'Faire partir la tournée',
    outForDelivery: 'En cours de livraison',
    deliveredTo: (time: string) => `Livrée à ${time} à Ahmed`,
    window: /entre (\d\d):(\d\d) et (\d\d):(\d\d)/,
    note: 'Préparez vos bonbonnes vides.',
    city: 'sale',
  },
  {
    locale: 'ar' as const,
    prefix: '/ar',
    arrived: 'وصلت',
    delivered: 'تم التسليم',
    recipient: 'اسم المستلم',
    confirmDelivered: 'تأكيد التسليم',
    dispatch: 'إطلاق الجولة',
    outForDelivery: 'قيد التوصيل',
    deliveredTo: (time: string) => `سُلّمت على ${time} إلى Ahmed`,
    window: /بين (\d\d):(\d\d) و(\d\d):(\d\d)/,
    note: 'جهزوا القنينات الفارغة.',
    city: 'temara',
  },
]

const today = () => shopClock(new Date()).day

/** An order for today (55,00 MAD cash on delivery) in `status`, in the driver's round at `position`. */
async function todaysOrder({ status, driverId, position, city = 'casablanca', locale = 'fr' }: Record<string, unknown>) {
  const customer = await createCustomer(city as string)
  const reference = `MS-POD${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const [order] = await sql<{ id: number }>(
    `INSERT INTO orders (reference, user_id, status, locale, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
       delivery_date, subtotal_centimes, delivery_fee_centimes, total_centimes, idempotency_key, request_hash, driver_id, round_position)
     SELECT $1, $2, $3, $4, c.id, $5::jsonb, $5::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
       (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $6, 4000, 1500, 5500, $1, 'e2e', $7, $8
     FROM cities c WHERE c.slug = $9 RETURNING id`,
    [reference, customer.id, status, locale, addressSnapshotJson('Nadia Berrada'), today(), driverId, position, city],
  )
  await sql(
    `INSERT INTO order_lines (order_id, name_fr, name_ar, reference, unit_price_centimes, quantity, line_total_centimes)
     VALUES ($1, 'Bonbonne 19 L', 'قنينة 19 ل', 'BB-19L', 4000, 1, 4000)`,
    [order!.id],
  )
  if (status === 'out_for_delivery') {
    await sql(
      "INSERT INTO order_events (order_id, kind, from_status, to_status, created_at) VALUES ($1, 'status', 'confirmed', 'out_for_delivery', now() - interval '1 hour')",
      [order!.id],
    )
  }
  return { id: order!.id, reference, customer }
}

async function driverPhone(browser: Browser, driverId: number) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  await signIn(context, driverId)
  return context
}

for (const language of languages) {
  test.describe(`proof of delivery (${language.locale})`, () => {
    test(`a delivery signed offline is sent once with its proof when the network returns${phoneIn(language.locale, 'ar')}`, async ({
      browser,
    }) => {
      const driver = await createStaffMember('driver', 'Karim')
      const order = await todaysOrder({ status: 'out_for_delivery', driverId: driver.id, position: 1 })
      const phone = await driverPhone(browser, driver.id)
      const round = await phone.newPage()
      await round.goto(`${language.prefix}/gestion/tournee`)
      await waitForHydration(round)
      const card = round.locator(`[data-testid="round-order"][data-reference="${order.reference}"]`)

      await phone.setOffline(true)
      await card.getByRole('button', { name: language.arrived, exact: true }).click()
      await expect(card.getByTestId('round-arrived')).toBeVisible()
      await card.getByRole('button', { name: language.delivered, exact: true }).click()
      await card.getByLabel(language.recipient).fill('Ahmed')
      const pad = card.getByTestId('signature-pad')
      await pad.scrollIntoViewIfNeeded()
      const box = (await pad.boundingBox())!
      await round.mouse.move(box.x + 30, box.y + 120)
      await round.mouse.down()
      for (const [x, y] of [
        [90, 40],
        [160, 140],
        [230, 50],
        [300, 130],
      ])
        await round.mouse.move(box.x + x!, box.y + y!, { steps: 5 })
      await round.mouse.up()
      await expect(pad).toHaveAttribute('data-signed', 'true')
      await card.getByRole('button', { name: language.confirmDelivered }).click()
      await expect(card.getByTestId('round-pending')).toBeVisible()
      // Offline: the shop has nothing yet; the phone keeps the delivery with its signature.
      expect((await sql('SELECT status FROM orders WHERE id = $1', [order.id]))[0]!.status).toBe('out_for_delivery')
      const stored = await round.evaluate(() => localStorage.getItem('ma-source.unsent.round-queue.v1'))
      expect(stored).toContain(order.reference)
      expect(stored).toContain('"kind":"signature"')

      await phone.setOffline(false)
      await expect(card.getByTestId('round-delivered')).toBeVisible({ timeout: 20_000 })
      await expect.poll(() => round.evaluate(() => localStorage.getItem('ma-source.unsent.round-queue.v1'))).toBe('[]')
      const events = await sql<{ count: number }>(
        "SELECT count(*)::int AS count FROM order_events WHERE order_id = $1 AND to_status = 'delivered'",
        [order.id],
      )
      expect(events[0]!.count).toBe(1)
      const [proof] = await sql<{ recipient_name: string; kind: string; arrived: boolean; delivered_at: Date }>(
        `SELECT p.recipient_name, p.kind, p.arrived_at <= o.delivered_at AS arrived, o.delivered_at
         FROM delivery_proofs p JOIN orders o ON o.id = p.order_id WHERE p.order_id = $1`,
        [order.id],
      )
      expect(proof).toMatchObject({ recipient_name: 'Ahmed', kind: 'signature', arrived: true })
      await phone.close()

      // Staff see the signature (through the back office, never a public address).
      const desk = await browser.newContext({ baseURL })
      await signIn(desk, (await createStaffMember('staff')).id)
      const staffPage = await desk.newPage()
      await staffPage.goto(`${language.prefix}/gestion/commandes/${order.reference}`)
      const card2 = staffPage.getByTestId('bo-delivery-proof')
      await expect(card2).toContainText('Ahmed')
      const image = card2.getByRole('img')
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
      await desk.close()

      // The customer reads when, and to whom.
      const customerDevice = await browser.newContext({ baseURL })
      await signIn(customerDevice, order.customer.id)
      const customerPage = await customerDevice.newPage()
      await customerPage.goto(`${language.prefix}/espace/orders/${order.reference}`)
      await expect(customerPage.getByTestId('order-delivered-to')).toHaveText(
        language.deliveredTo(formatTime(proof!.delivered_at, language.locale)),
      )
      await customerDevice.close()
    })

    test(`the out-for-delivery e-mail carries the stop's window and the city's sentence`, async ({ page, context }) => {
      // The city's pace: 40 minutes a stop, a window of two hours, and its own sentence for the day.
      await sql(
        `UPDATE cities SET round_start_minute = 480, minutes_per_stop = 40, window_minutes = 120, dispatch_note_fr = $2, dispatch_note_ar = $2 WHERE slug = $1`,
        [language.city, language.note],
      )
      const driver = await createStaffMember('driver', 'Youssef')
      const orders = []
      for (const position of [1, 2, 3]) {
        orders.push(await todaysOrder({ status: 'confirmed', driverId: driver.id, position, city: language.city, locale: language.locale }))
      }
      await signIn(context, (await createStaffMember('staff')).id)
      await page.goto(`${language.prefix}/gestion/livraisons?date=${today()}&city=${await cityId(language.city)}`)
      await waitForHydration(page)
      await page.getByTestId('driver-round').filter({ hasText: driver.name }).getByRole('button', { name: language.dispatch }).click()
      const last = page.locator(`[data-testid="delivery-row"][data-reference="${orders[2]!.reference}"]`)
      await expect(last).toContainText(language.outForDelivery)

      const windows = []
      for (const order of orders) {
        const [mail] = await sql<{ text: string }>('SELECT text FROM email_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [
          order.customer.email,
        ])
        expect(mail!.text).toContain(language.note)
        const [, fromHour, fromMinute, toHour, toMinute] = mail!.text.match(language.window)!.map(Number)
        windows.push({ from: fromHour! * 60 + fromMinute!, to: toHour! * 60 + toMinute! })
      }
      // Two hours wide (or cut at midnight), never earlier for a later stop.
      for (const window of windows) expect(window.to - window.from === 120 || window.to === 23 * 60 + 59).toBe(true)
      expect(windows[0]!.from).toBeLessThanOrEqual(windows[2]!.from)
    })
  })
}
