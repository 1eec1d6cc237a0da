/**
 * The day dispatched in one press (issue 45), in French and Arabic: the admin gives the city a
 * depot on the dispatch page; staff open the day's board, press "Répartir automatiquement", see 40
 * orders split among 3 small vans (each within what it carries), the one order too big for every
 * van listed with its reason; they move one stop to another driver and apply; each driver's phone
 * then lists its own round. A city of each language's own, so no other test's orders mix in.
 */
import type { Browser } from '@playwright/test'
import { shopClock } from '~/lib/shop-dates'
import { expect, test, waitForHydration } from './fixtures'
import { cityId, createCustomer, createStaffMember, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    city: { slug: 'agadir', name: 'Agadir', pin: [30.4278, -9.5981] },
    run: 'Répartir automatiquement',
    apply: 'Appliquer la répartition',
    depotName: 'Nom du dépôt',
    latitude: 'Latitude',
    longitude: 'Longitude',
    addDepot: 'Ajouter le dépôt',
    tooBig: 'Trop volumineuse pour chacun des véhicules',
    over: 'Dépasse ce que le véhicule transporte.',
    moveTo: (name: string) => `Livreur de ${name}`,
  },
  {
    locale: 'ar',
    prefix: '/ar',
    city: { slug: 'oujda', name: 'وجدة', pin: [34.6814, -1.9086] },
    run: 'توزيع تلقائي',
    apply: 'تطبيق التوزيع',
    depotName: 'اسم المستودع',
    latitude: 'خط العرض',
    longitude: 'خط الطول',
    addDepot: 'إضافة المستودع',
    tooBig: 'أكبر مما تحمله أي مركبة',
    over: 'يتجاوز ما تحمله المركبة.',
    moveTo: (name: string) => `موزع ${name}`,
  },
] as const

const today = () => shopClock(new Date()).day

/** A confirmed order of today in `city` at a pin, of `jugs` jugs (a deposit each) and one pack. */
async function dayOrder(city: string, pin: [number, number], jugs: number, recipientName: string) {
  const customer = await createCustomer(city)
  const reference = `MS-DSP${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const address = JSON.stringify({
    recipientName,
    phone: '+212612345678',
    line1: '12 avenue Hassan II',
    line2: '',
    district: 'Centre',
    postalCode: '',
    city,
    latitude: pin[0],
    longitude: pin[1],
  })
  const [order] = await sql<{ id: number }>(
    `INSERT INTO orders (reference, user_id, status, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
       delivery_date, subtotal_centimes, total_centimes, idempotency_key, request_hash)
     SELECT $1, $2, 'confirmed', c.id, $3::jsonb, $3::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
       (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $4, 4000, 4000, $1, 'e2e'
     FROM cities c WHERE c.slug = $5 RETURNING id`,
    [reference, customer.id, address, today(), city],
  )
  await sql(
    `INSERT INTO order_lines (order_id, name_fr, name_ar, reference, unit_price_centimes, quantity, line_total_centimes, unit_deposit_centimes)
     VALUES ($1, 'Bonbonne 18,9 L', 'قارورة 18,9 ل', 'JUG-19L', 1500, $2, 1500 * $2, 5000),
            ($1, 'Sidi Ali 1,5 L', 'سيدي علي 1,5 ل', 'SA-6X1-5L', 2500, 1, 2500, 0)`,
    [order!.id, jugs],
  )
  return reference
}

/** The driver's round on their own phone: the references its page lists, in order. */
async function roundOnPhone(browser: Browser, driverId: number, prefix: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  try {
    await signIn(context, driverId)
    const page = await context.newPage()
    await page.goto(`${prefix}/gestion/tournee`)
    await expect(page.getByTestId('round-order').first()).toBeVisible()
    return await page.getByTestId('round-order').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-reference')))
  } finally {
    await context.close()
  }
}

for (const t of languages) {
  test(`staff dispatch a day of 40 orders among 3 small vans, move a stop and apply; each driver's phone lists its round (${t.locale})`, async ({
    page,
    context,
    browser,
  }) => {
    test.slow()
    const city = await cityId(t.city.slug)
    const [lat, lng] = t.city.pin
    const drivers = [
      await createStaffMember('driver', 'Ali'),
      await createStaffMember('driver', 'Badr'),
      await createStaffMember('driver', 'Chafik'),
    ]
    for (const driver of drivers) {
      await sql(
        `INSERT INTO vans (driver_id, city_id, label, jug_capacity, pack_capacity, shift_start_minute, shift_end_minute, minutes_per_stop)
         VALUES ($1, $2, 'Kangoo', 15, 30, 480, 1080, 8)`,
        [driver.id, city],
      )
    }
    const references: string[] = []
    const names = new Map<string, string>()
    for (let index = 0; index < 40; index++) {
      const pin: [number, number] = [lat + ((index % 8) - 4) * 0.004, lng + (Math.floor(index / 8) - 2) * 0.005]
      const name = `Client ${String(index + 1).padStart(2, '0')}`
      const reference = await dayOrder(t.city.slug, pin, 1, name)
      references.push(reference)
      names.set(reference, name)
    }
    const tooBig = await dayOrder(t.city.slug, [lat, lng], 20, 'Grand Hôtel')

    // The admin gives the city its depot (until then its vans would leave from Casablanca).
    await signIn(context, (await createStaffMember('admin', 'Karim')).id)
    await page.goto(`${t.prefix}/gestion/repartition?date=${today()}&city=${city}`)
    await waitForHydration(page)
    const depot = page.locator('[data-testid="dispatch-depot"][data-depot="new"]')
    await depot.getByLabel(t.depotName).fill(`Dépôt e2e ${t.city.slug} ${Date.now()}`)
    await depot.getByLabel(t.latitude).fill(String(lat))
    await depot.getByLabel(t.longitude).fill(String(lng))
    await depot.getByRole('checkbox', { name: t.city.name, exact: true }).check()
    await depot.getByRole('button', { name: t.addDepot }).click()
    await expect
      .poll(() => sql<{ depot_id: number | null }>('SELECT depot_id FROM cities WHERE id = $1', [city]).then((rows) => rows[0]!.depot_id))
      .not.toBeNull()

    // Staff, from the day's board.
    await context.clearCookies()
    await signIn(context, (await createStaffMember('staff', 'Salma')).id)
    await page.goto(`${t.prefix}/gestion/livraisons?date=${today()}&city=${city}`)
    await waitForHydration(page)
    await page.getByRole('link', { name: t.run }).click()
    const proposal = page.getByTestId('dispatch-proposal')
    // The search takes a second or two on the server.
    await expect(proposal).toBeVisible({ timeout: 30_000 })
    const rounds = proposal.getByTestId('dispatch-round')
    await expect(rounds).toHaveCount(3)
    const listed = async () =>
      proposal.getByTestId('dispatch-stop').evaluateAll((items) => items.map((item) => item.getAttribute('data-reference')))
    expect((await listed()).sort()).toEqual([...references, tooBig].sort())
    // Every van within what it carries; the order too big for any is listed with its reason.
    await expect(proposal.getByText(t.over)).toHaveCount(0)
    const unserved = proposal.getByTestId('dispatch-unserved')
    await expect(unserved.getByTestId('dispatch-stop')).toHaveCount(1)
    await expect(unserved.locator(`[data-reference="${tooBig}"]`).getByTestId('dispatch-stop-reason')).toHaveText(t.tooBig)

    // Each van within its 15 jugs (one an order), as proposed.
    const counts = await rounds.evaluateAll((cards) => cards.map((card) => card.querySelectorAll('[data-testid="dispatch-stop"]').length))
    for (const count of counts) expect(count).toBeLessThanOrEqual(15)
    // One stop of the fullest round moves to the emptiest (which has room for it).
    const first = rounds.nth(counts.indexOf(Math.max(...counts)))
    const second = rounds.nth(counts.indexOf(Math.min(...counts)))
    const secondDriver = Number(await second.locator('[data-driver]').getAttribute('data-driver'))
    const movedStop = first.getByTestId('dispatch-stop').first()
    const moved = (await movedStop.getAttribute('data-reference'))!
    await movedStop.getByLabel(t.moveTo(names.get(moved)!)).selectOption(String(secondDriver))
    await expect(second.locator(`[data-reference="${moved}"]`)).toBeVisible()

    await page.getByRole('button', { name: t.apply }).click()
    await expect(page).toHaveURL(new RegExp(`/gestion/livraisons\\?`))
    const saved = await sql<{ reference: string; driver_id: number | null; round_position: number | null }>(
      'SELECT reference, driver_id, round_position FROM orders WHERE reference = ANY($1) ORDER BY driver_id, round_position',
      [[...references, tooBig]],
    )
    expect(saved.find((row) => row.reference === tooBig)!.driver_id).toBeNull()
    expect(saved.find((row) => row.reference === moved)!.driver_id).toBe(secondDriver)
    expect(saved.filter((row) => row.driver_id !== null)).toHaveLength(40)

    // Each driver's phone lists its own round, in the saved order.
    for (const driver of drivers) {
      const own = saved.filter((row) => row.driver_id === driver.id).map((row) => row.reference)
      if (own.length === 0) continue
      expect(await roundOnPhone(browser, driver.id, t.prefix)).toEqual(own)
    }
  })
}
