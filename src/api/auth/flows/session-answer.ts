/** The session a flow ends with: what the storefront keeps, the customer, and their cart. */
import { eq } from 'drizzle-orm'
import { shopAuth } from '~/api/auth/auth'
import { findSession } from '~/api/auth/session'
import { hashToken } from '~/api/auth/token-hash'
import type { SessionAnswer } from '~/api/contract/auth'
import type { SaveCartBody } from '~/api/contract/cart'
import type { Database } from '~/api/db/executor'
import { sessions, users } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { mergeCartAtSignIn } from '~/api/services/cart/cart-merge'
import { toShopUser } from '~/api/services/accounts/users'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import type { RequestFacts } from './flow-parts'

/** The session the storefront keeps, the customer, and the account's cart with the visitor's merged in. */
export async function sessionAnswer(
  db: Database,
  token: string,
  locale: Locale,
  visitorCart: SaveCartBody | undefined,
): Promise<SessionAnswer> {
  const session = await findSession(db, token)
  if (!session) {
    // The password was right, but an admin disabled the account: no session for it.
    const [owner] = await db
      .select({ id: sessions.userId })
      .from(sessions)
      .where(eq(sessions.token, hashToken(token)))
    if (owner) {
      await db.delete(sessions).where(eq(sessions.userId, owner.id))
      throw new ApiError(403, (lang) => m.auth_error_account_disabled({}, { locale: lang }))
    }
    throw new Error('The new session could not be read back')
  }
  const cart = await mergeCartAtSignIn(db, { user: session.user, visitorCart, locale })
  return { token, expires_at: session.expiresAt.toISOString(), user: await toShopUser(db, session.user), cart }
}

/** A new session for an account whose owner just proved themselves another way (a link). */
export async function newSession(db: Database, userId: number, facts: RequestFacts): Promise<string> {
  const context = await (await shopAuth(db)).$context
  const session = await context.internalAdapter.createSession(String(userId), false, {
    userAgent: facts.userAgent,
    ipAddress: facts.address,
  })
  return session.token
}

/** A session for the owner of a completed reset, unless the account is disabled or has a second factor. */
export async function sessionAfterReset(
  db: Database,
  { userId, locale, facts }: { userId: number; locale: Locale; facts: RequestFacts },
): Promise<SessionAnswer | undefined> {
  const [owner] = await db
    .select({ disabledAt: users.disabledAt, deletedAt: users.deletedAt, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
  if (!owner || owner.disabledAt || owner.deletedAt || owner.twoFactorEnabled) return undefined
  return sessionAnswer(db, await newSession(db, userId, facts), locale, undefined)
}
