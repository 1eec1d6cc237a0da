/**
 * The one-time links the shop's e-mails carry, made directly on the database of the shop under
 * test the way the Shop API makes them: the browser tests of the pages they open
 * (without-scripts-email-links.spec.ts, before-hydration.spec.ts) start from the link, as the person
 * who got the e-mail.
 */
import { randomBytes } from 'node:crypto'
import { baseURL, e2eDatabaseUrl } from '../../playwright.config'
import { hashToken } from '~/api/auth/token-hash'
import { connect } from '~/api/db/database'
import { standingLinkSigner } from '~/api/services/standing-orders/standing-links'
import { cityId, createDefaultAddress, sql } from './shop-database'

const newToken = () => randomBytes(32).toString('base64url')
const DAY_MS = 86_400_000
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * An active weekly standing order of three Sidi Ali packs for the customer, its next date a week
 * after Casablanca's first deliverable day (well before its cut-off), and `link(day)`: the token of
 * the e-mail's link about `day` (by default that next date; `pastDay`, two days ago, is long past
 * its cut-off).
 */
export async function createStandingOrder(userId: number) {
  const casablanca = await cityId('casablanca')
  const options = (await (await fetch(`${baseURL}/api/fr/checkout/options?city_id=${casablanca}`)).json()).data
  const first: string = options.delivery_modes.find((mode: { code: string }) => mode.code === 'standard').dates[0]
  const next = addDays(first, 7)
  await createDefaultAddress(userId)
  const [standing] = await sql<{ id: number }>(
    `INSERT INTO standing_orders (user_id, city_id, address_id, delivery_mode_id, payment_mode_id, every_weeks, weekday, next_date, agreed_total_centimes)
     SELECT $1, $2, (SELECT id FROM addresses WHERE user_id = $1 LIMIT 1), (SELECT id FROM delivery_modes WHERE code = 'standard'),
       (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), 1, extract(isodow FROM $3::date)::int, $3::date, 6000
     RETURNING id`,
    [userId, casablanca, next],
  )
  const id = standing!.id
  await sql(
    `INSERT INTO standing_order_lines (standing_order_id, product_id, variant_id, quantity)
     SELECT $1, v.product_id, v.id, 3 FROM product_variants v WHERE v.reference = 'SA-6X1-5L'`,
    [id],
  )
  const { db, end } = connect(e2eDatabaseUrl, 1)
  let sign: (id: number, day: string) => string
  try {
    sign = await standingLinkSigner(db)
  } finally {
    await end()
  }
  return { id, next, link: (day = next) => sign(id, day), pastDay: addDays(new Date().toISOString().slice(0, 10), -2) }
}

/** The link of the e-mail sent to a new address of the customer (src/api/services/accounts/email-change.ts). */
export async function emailChangeLink(userId: number, newEmail: string) {
  const token = newToken()
  await sql("INSERT INTO verifications (identifier, value, expires_at) VALUES ($1, $2, now() + interval '1 hour')", [
    `email-change:${hashToken(token)}`,
    `${userId}\n${JSON.stringify({ user_id: userId, email: newEmail })}`,
  ])
  return token
}

/** The link of the registration e-mail (src/api/auth/registration-links.ts). */
export async function registrationLink(email: string, locale: 'fr' | 'ar') {
  const token = newToken()
  const key = email.toLowerCase()
  const pending = { email, key, first_name: 'Salma', last_name: 'Sans', locale }
  await sql("INSERT INTO verifications (identifier, value, expires_at) VALUES ($1, $2, now() + interval '1 hour')", [
    `registration:${hashToken(token)}`,
    `${hashToken(key)}\n${JSON.stringify(pending)}`,
  ])
  return token
}

/** The link of an invitation to the team, as staff role (src/api/routes/confirmation-links.ts). */
export async function staffInvitationLink(email: string) {
  const token = newToken()
  await sql(
    "INSERT INTO staff_invitations (email, role, first_name, last_name, token_hash, expires_at) VALUES ($1, 'staff', 'Nadia', 'Sans', $2, now() + interval '7 days')",
    [email, hashToken(token)],
  )
  return token
}
