/**
 * The day's rounds on a map, in French and Arabic, on a desktop and a phone (issue 36 §3): the
 * team reorders a driver's round on the board (the map's plan without Google: its script is cut
 * off) by dragging a stop on a desktop and with its arrows on a phone; the order is saved, and
 * the driver's phone lists the round in that order, its Google Maps link driving it so.
 */
import { shopClock } from '~/lib/shop-dates'
import { expect, test, waitForHydration } from './fixtures'
import { cityId, createCustomer, createStaffMember, signIn, sql } from './shop-database'

const languages = [
  { locale: 'fr', prefix: '', moveUp: (name: string) => `Monter ${name}`, openMaps: 'Ouvrir la tournée dans Google Maps' },
  { locale: 'ar', prefix: '/ar', moveUp: (name: string) => `تقديم ${name}`, openMaps: 'فتح الجولة في خرائط Google' },
] as const

const today = () => shopClock(new Date()).day

/** A confirmed order for today in `city`, in `driverId`'s round at `position`, at a pin. */
async function stop(city: string, driverId: number, position: number, recipientName: string, pin: [number, number]) {
  const customer = await createCustomer(city)
  const reference = `MS-MAP${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const address = JSON.stringify({
    recipientName,
    phone: '+212612345678',
    line1: `${position} rue des Orangers`,
    line2: '',
    district: 'Centre',
    postalCode: '',
    city,
    latitude: pin[0],
    longitude: pin[1],
  })
  await sql(
    `INSERT INTO orders (reference, user_id, status, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
       delivery_date, subtotal_centimes, total_centimes, idempotency_key, request_hash, driver_id, round_position)
     SELECT $1, $2, 'confirmed', c.id, $3::jsonb, $3::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
       (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $4, 4000, 4000, $1, 'e2e', $5, $6
     FROM cities c WHERE c.slug = $7`,
    [reference, customer.id, address, today(), driverId, position, city],
  )
  return reference
}

for (const language of languages) {
  test(`the team reorders a round on the map's board; the driver's phone follows (${language.locale}) @phone`, async ({
    page,
    context,
    browser,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone'
    // A city of this variant's own: no other test's orders on its board.
    const cities: Record<string, string> = {
      'fr-desktop': 'safi',
      'fr-phone': 'nador',
      'ar-desktop': 'beni-mellal',
      'ar-phone': 'essaouira',
    }
    const city = cities[`${language.locale}-${testInfo.project.name}`]!
    const driver = await createStaffMember('driver', 'Hamid')
    const names = ['Amina Alaoui', 'Brahim Bennani', 'Chaimae Chraibi']
    const [a, b, c] = [
      await stop(city, driver.id, 1, names[0]!, [32.3, -9.23]),
      await stop(city, driver.id, 2, names[1]!, [32.31, -9.22]),
      await stop(city, driver.id, 3, names[2]!, [32.32, -9.21]),
    ]
    // Google's script never loads here: the board draws its own plan, with the same stops.
    await context.route(/maps\.googleapis\.com/, (route) => route.abort())
    await signIn(context, (await createStaffMember('staff')).id)
    await page.goto(`${language.prefix}/gestion/livraisons?date=${today()}&city=${await cityId(city)}`)
    await waitForHydration(page)
    const board = page.getByTestId('round-board')
    await expect(board.getByTestId('round-map-stop')).toHaveCount(3)
    const list = board.locator(`[data-testid="round-list"][data-driver="${driver.id}"]`)
    const order = () => list.getByTestId('round-stop').evaluateAll((items) => items.map((item) => item.getAttribute('data-reference')))
    await expect.poll(order).toEqual([a, b, c])

    // The third stop goes first: dragged on a desktop, with its arrows (keyboard, touch) on a phone.
    const saved = () =>
      sql<{ reference: string }>('SELECT reference FROM orders WHERE driver_id = $1 ORDER BY round_position', [driver.id]).then((rows) =>
        rows.map((row) => row.reference),
      )
    if (phone) {
      await list.getByRole('button', { name: language.moveUp(names[2]!) }).click()
      await expect.poll(order).toEqual([a, c, b])
      // One move at a time: the next once this one is saved and the day read again.
      await expect.poll(saved).toEqual([a, c, b])
      await expect(list.getByRole('list')).not.toHaveAttribute('aria-busy', 'true')
      await list.getByRole('button', { name: language.moveUp(names[2]!) }).click()
    } else {
      await list.locator(`[data-reference="${c}"]`).dragTo(list.locator(`[data-reference="${a}"]`))
    }
    await expect.poll(order).toEqual([c, a, b])
    // Saved: the map numbers it first, and the database holds the order.
    await expect(board.locator(`[data-testid="round-map-stop"][data-reference="${c}"] text`)).toHaveText('1')
    await expect.poll(saved).toEqual([c, a, b])

    // The driver's phone lists the round in that order; Google Maps drives it so, ending at b.
    const driverPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await signIn(driverPhone, driver.id)
    const round = await driverPhone.newPage()
    await round.goto(`${language.prefix}/gestion/tournee`)
    await waitForHydration(round)
    await expect
      .poll(() => round.getByTestId('round-order').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-reference'))))
      .toEqual([c, a, b])
    const directions = round.getByRole('link', { name: language.openMaps })
    const url = new URL((await directions.getAttribute('href'))!)
    expect(url.searchParams.get('waypoints')).toBe('32.32,-9.21|32.3,-9.23')
    expect(url.searchParams.get('destination')).toBe('32.31,-9.22')
    await driverPhone.close()
  })
}
