/**
 * Issue 32, holes 8 and 9 in the browser, in French and Arabic: a customer's page opened in the back
 * office is in the audit log with the address and browser it came from (docs/decisions/0062); a
 * driver who collected less than was due must say why before the delivery is queued, and the
 * evening's cash shows the difference and the reason (docs/decisions/0063).
 */
import { randomBytes } from 'node:crypto'
import { shopClock } from '~/lib/shop-dates'
import { expect, test, waitForHydration, testIn } from './fixtures'
import { addressSnapshotJson, createCustomer, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    address: 'Adresse',
    browser: 'Navigateur',
    delivered: 'Livré',
    collected: 'Montant encaissé (MAD)',
    collectedReason: 'Raison de l’écart (si le montant diffère)',
    confirmDelivered: 'Confirmer la livraison',
    reasonRequired: 'Le montant encaissé diffère du montant dû (55,00 MAD) : indiquez la raison de l’écart.',
    reasonText: 'Le client n’avait que 50 MAD',
    differences: 'Écarts avec le montant dû',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    address: 'العنوان',
    browser: 'المتصفح',
    delivered: 'تم التسليم',
    collected: 'المبلغ المحصل (درهم)',
    collectedReason: 'سبب الفرق (إذا اختلف المبلغ)',
    confirmDelivered: 'تأكيد التسليم',
    reasonRequired: 'المبلغ المحصل يختلف عن المبلغ المستحق',
    reasonText: 'لم يكن مع الزبون سوى 50 درهما',
    differences: 'الفروقات مع المبلغ المستحق',
  },
] as const

const tag = () => randomBytes(4).toString('hex')

async function member(role: 'admin' | 'staff' | 'driver') {
  const [user] = await sql<{ id: number }>(
    "INSERT INTO users (email, first_name, last_name, role) VALUES ($1, $2, 'Test', $3) RETURNING id",
    [`audit-${role}-${tag()}@example.test`, `${role}${tag()}`, role],
  )
  return user!.id
}

/** An order out for delivery today with `driverId` (55,00 MAD cash on delivery). */
async function outForDelivery(driverId: number) {
  const customer = await createCustomer('casablanca')
  const reference = `MS-AUD${tag().toUpperCase()}`
  await sql(
    `INSERT INTO orders (reference, user_id, status, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
       delivery_date, subtotal_centimes, delivery_fee_centimes, points_gained, total_centimes, idempotency_key, request_hash,
       driver_id, round_position)
     SELECT $1, $2, 'out_for_delivery', c.id, $3::jsonb, $3::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
       (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $4, 4000, 1500, 4, 5500, $1, 'e2e', $5, 1
     FROM cities c WHERE c.slug = 'casablanca'`,
    [reference, customer.id, addressSnapshotJson('Nadia Berrada'), shopClock(new Date()).day, driverId],
  )
  return reference
}

for (const t of languages) {
  test.describe(`back-office audit and cash (${t.locale})`, () => {
    testIn(t.locale, 'fr')("a customer's page opened is in the audit log, with its address and browser", async ({ context, page }) => {
      await signIn(context, await member('admin'))
      const customer = await createCustomer('casablanca')
      await page.goto(`${t.prefix}/gestion/clients/${customer.id}`)
      await waitForHydration(page)
      await page.goto(`${t.prefix}/gestion/journal`)
      await waitForHydration(page)
      const row = page
        .getByTestId('bo-audit-row')
        .filter({ hasText: 'customer.view' })
        .filter({ has: page.getByText(`#${customer.id}`, { exact: true }) })
      // One line for one page opened.
      await expect(row).toHaveCount(1)
      const origin = row.getByTestId('bo-audit-origin')
      await expect(origin).toContainText(t.address)
      await expect(origin).toContainText('127.0.0.1')
      await expect(origin).toContainText(t.browser)
      await expect(origin).toContainText('Mozilla/5.0')
    })

    testIn(t.locale, 'ar')('a driver who collected less says why, and the evening’s cash shows it', async ({ browser, context, page }) => {
      const driverId = await member('driver')
      const reference = await outForDelivery(driverId)
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
      await signIn(phone, driverId)
      const round = await phone.newPage()
      await round.goto(`${t.prefix}/gestion/tournee`)
      await waitForHydration(round)
      const card = round.locator(`[data-testid="round-order"][data-reference="${reference}"]`)
      await card.getByRole('button', { name: t.delivered, exact: true }).click()
      await card.getByLabel(t.collected).fill('50')
      await card.getByRole('button', { name: t.confirmDelivered }).click()
      await expect(card).toContainText(t.reasonRequired)
      expect(await round.evaluate(() => localStorage.getItem('ma-source.unsent.round-queue.v1') ?? '[]')).not.toContain(reference)
      await card.getByLabel(t.collectedReason).fill(t.reasonText)
      await card.getByRole('button', { name: t.confirmDelivered }).click()
      await expect(card.getByTestId('round-delivered')).toBeVisible({ timeout: 20_000 })
      await phone.close()

      await signIn(context, await member('staff'))
      await page.goto(`${t.prefix}/gestion/livraisons?date=${shopClock(new Date()).day}`)
      await waitForHydration(page)
      const differences = page.getByTestId('cash-differences').filter({ hasText: reference })
      await expect(differences).toContainText(t.differences)
      await expect(differences).toContainText(t.reasonText)
    })
  })
}
