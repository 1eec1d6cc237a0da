import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '~/api/db/database'
import { sessions, users } from '~/api/db/schema'
import { hashToken } from './token-hash'

export type SessionUser = typeof users.$inferSelect

/** The session token of an `Authorization: Bearer <token>` header, when well formed. */
export function bearerToken(authorization: string | undefined): string | null {
  return /^Bearer ([A-Za-z0-9._~+/=-]{20,200})$/.exec(authorization ?? '')?.[1] ?? null
}

/**
 * The live session of a token, with its customer. One indexed lookup, in the database every
 * instance shares: a session ended anywhere (or whose account an admin disabled) is ended
 * everywhere. The database keeps the token's hash only (docs/decisions/0023).
 */
export async function findSession(db: Executor, token: string): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, hashToken(token)), gt(sessions.expiresAt, new Date()), isNull(users.deletedAt), isNull(users.disabledAt)))
  return row ?? null
}

/** The signed-in customer of an `Authorization: Bearer <token>` header, or null. */
export async function userFromAuthorization(db: Executor, authorization: string | undefined): Promise<SessionUser | null> {
  const token = bearerToken(authorization)
  return token ? ((await findSession(db, token))?.user ?? null) : null
}
