/**
 * The standing order e-mail's links (docs/decisions/0085): `<id>.<date>.<signature>`, an HMAC of
 * the standing order and the date it is about, with a secret the shop makes once and keeps in the
 * database for every instance. It opens that date's page without signing in: skip it, say yes to
 * a price rise, pause or stop the standing order. No expiry in the link: every action checks the
 * date's cut-off when it is asked, so the link stops working when the date can no longer change.
 */
import { createHmac } from 'node:crypto'
import type { Database } from '~/api/db/executor'
import { appSecret, sameSignature, storedAppSecret } from '~/api/services/shared/app-secrets'

const SECRET_NAME = 'standing-orders'

const sign = (secret: string, id: number, day: string) => createHmac('sha256', secret).update(`standing:${id}:${day}`).digest('base64url')

/** Signs links: read the secret once, then sign many (the job's e-mails). */
export async function standingLinkSigner(db: Database): Promise<(id: number, day: string) => string> {
  const secret = await appSecret(db, SECRET_NAME)
  return (id, day) => `${id}.${day}.${sign(secret, id, day)}`
}

/** The standing order and date a token names, or null when it is not one the shop signed. */
export async function readStandingLinkToken(db: Database, token: string): Promise<{ id: number; day: string } | null> {
  const match = /^([1-9][0-9]{0,9})\.(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const id = Number(match[1])
  const day = match[2]!
  // Reading a link never makes the secret: a shop that has signed none has no valid link (and a
  // GET stays a read: tests/security/csrf.test.ts compares the whole database around them).
  const stored = await storedAppSecret(db, SECRET_NAME)
  if (stored === null) return null
  return sameSignature(sign(stored, id, day), match[3]!) ? { id, day } : null
}
