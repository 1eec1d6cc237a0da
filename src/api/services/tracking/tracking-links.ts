/**
 * The tracking link of the out-for-delivery e-mail (docs/decisions/0099): `<reference>.<date>.<signature>`,
 * an HMAC of the order's reference and its delivery date, with a secret of its own kept in the
 * database (`app_secrets`, name `tracking`), made once for every instance like the standing
 * orders' (0085) and never shared with it: a leaked tracking link opens one order's page of one
 * day, nothing a standing order's link could do. The date is in the link so that it is good for
 * that delivery day only: the page says "expired" the day after, and a failed attempt moved to
 * another day gets a new link with its new e-mail.
 */
import { createHmac } from 'node:crypto'
import type { Database } from '~/api/db/executor'
import { appSecret, sameSignature, storedAppSecret } from '~/api/services/shared/app-secrets'

const SECRET_NAME = 'tracking'

const sign = (secret: string, reference: string, day: string) =>
  createHmac('sha256', secret).update(`tracking:${reference}:${day}`).digest('base64url')

/** The token of an order's tracking link for its delivery day (makes the secret on first use). */
export async function trackingToken(db: Database, order: { reference: string; deliveryDate: string }): Promise<string> {
  const secret = await appSecret(db, SECRET_NAME)
  return `${order.reference}.${order.deliveryDate}.${sign(secret, order.reference, order.deliveryDate)}`
}

const TOKEN = /^([A-Za-z0-9-]{1,40})\.(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{43})$/

/** The order reference and day a token names, or null when it is not one the shop signed. */
export async function readTrackingToken(db: Database, token: string): Promise<{ reference: string; day: string } | null> {
  const match = TOKEN.exec(token)
  if (!match) return null
  const reference = match[1]!
  const day = match[2]!
  // Reading a link never makes the secret: a GET stays a read (tests/security/csrf.test.ts).
  const stored = await storedAppSecret(db, SECRET_NAME)
  if (stored === null) return null
  return sameSignature(sign(stored, reference, day), match[3]!) ? { reference, day } : null
}
