/**
 * A driver's round of three stops for the tracking page's tests (decision 0099): the orders put in
 * the round by the database (as the other round specs do), the round dispatched and the stops
 * delivered through the Shop API as the team's and the driver's apps do, the customer's link read
 * from the out-for-delivery e-mail of the last stop.
 */
import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect } from '@playwright/test'
import { shopClock, SHOP_TIME_ZONE } from '~/lib/shop-dates'
import { addressSnapshotJson, createCustomer, createStaffMember, sql, startSession, teamWithoutRequiredSecondFactor } from './shop-database'

const today = () => shopClock(new Date()).day

async function stop(driverId: number, position: number, locale: string) {
  const customer = await createCustomer('casablanca')
  const reference = `MS-TRK${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const [order] = await sql<{ id: number }>(
    `INSERT INTO orders (reference, user_id, status, locale, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
       delivery_date, subtotal_centimes, delivery_fee_centimes, total_centimes, idempotency_key, request_hash, driver_id, round_position)
     SELECT $1, $2, 'confirmed', $3, c.id, $4::jsonb, $4::jsonb, (SELECT id FROM delivery_modes WHERE code = 'standard'),
       (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $5, 4000, 1500, 5500, $1, 'e2e', $6, $7
     FROM cities c WHERE c.slug = 'casablanca' RETURNING id`,
    [reference, customer.id, locale, addressSnapshotJson(`Voisin ${position}`), today(), driverId, position],
  )
  await sql(
    `INSERT INTO order_lines (order_id, name_fr, name_ar, reference, unit_price_centimes, quantity, line_total_centimes)
     VALUES ($1, 'Bonbonne 19 L', 'قنينة 19 ل', 'BB-19L', 4000, 1, 4000)`,
    [order!.id],
  )
  return { id: order!.id, reference, customer }
}

/** HH:MM on the shop's clock, as the page writes a time. */
export const shopTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)

export async function trackedRound(request: APIRequestContext, locale: 'fr' | 'ar') {
  await teamWithoutRequiredSecondFactor()
  const driver = await createStaffMember('driver', 'Karim')
  const staffToken = await startSession((await createStaffMember('staff')).id)
  const driverToken = await startSession(driver.id)
  const stops = [await stop(driver.id, 1, locale), await stop(driver.id, 2, locale), await stop(driver.id, 3, locale)]
  const dispatched = await request.post('/api/admin/deliveries/dispatch', {
    headers: { Authorization: `Bearer ${staffToken}` },
    data: { date: today(), driver_id: driver.id },
  })
  expect(dispatched.status()).toBe(200)
  const mine = stops[2]!
  const [mail] = await sql<{ text: string }>('SELECT text FROM email_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [
    mine.customer.email,
  ])
  const path = /https?:\/\/[^/\s]+(\/(?:ar\/)?suivi\/[^\s]+)/.exec(mail!.text)?.[1]
  expect(path, mail!.text).toBeTruthy()

  const deliver = async (reference: string, recipient?: string) => {
    const answer = await request.post(`/api/admin/orders/${reference}/status`, {
      headers: { Authorization: `Bearer ${driverToken}` },
      data: { action: 'deliver', client_key: randomUUID(), ...(recipient ? { recipient_name: recipient } : {}) },
    })
    expect(answer.status(), await answer.text()).toBe(200)
    const [row] = await sql<{ delivered_at: Date }>('SELECT delivered_at FROM orders WHERE reference = $1', [reference])
    return shopTime(row!.delivered_at)
  }
  return { stops, mine, path: path!, deliver, others: stops.slice(0, 2) }
}

/** The window's two times on the page, in minutes; their difference is its width. */
export function windowMinutes(text: string) {
  const [from, to] = [...text.matchAll(/(\d\d):(\d\d)/g)].map((match) => Number(match[1]) * 60 + Number(match[2]))
  return { from: from!, to: to!, width: to! - from! }
}
