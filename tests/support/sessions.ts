/** Sessions written straight into a test database, stored as the shop stores them (hashed, docs/decisions/0023). */
import { randomBytes } from 'node:crypto'
import { hashToken } from '~/api/auth/token-hash'
import type { Database } from '~/api/db/executor'
import { sessions } from '~/api/db/schema'

/** A token as the shop makes them: 32 random bytes. */
export const newSessionToken = () => randomBytes(32).toString('base64url')

/** Signs the customer in for an hour (or until `expiresAt`); answers the token to send as `Authorization: Bearer`. */
export async function startSession(
  db: Database,
  userId: number,
  { expiresAt = new Date(Date.now() + 3_600_000), userAgent }: { expiresAt?: Date; userAgent?: string } = {},
) {
  const token = newSessionToken()
  await db.insert(sessions).values({ token: hashToken(token), userId, expiresAt, userAgent })
  return token
}

/** A session that ended a second ago. */
export const startExpiredSession = (db: Database, userId: number) => startSession(db, userId, { expiresAt: new Date(Date.now() - 1000) })
