import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../db/database'
import { sessions, users } from '../db/schema'

export type SessionUser = typeof users.$inferSelect

/** The session token of an `Authorization: Bearer <token>` header, when well formed. */
export function bearerToken(authorization: string | undefined): string | null {
  return /^Bearer ([A-Za-z0-9._~+/=-]{20,200})$/.exec(authorization ?? '')?.[1] ?? null
}

/**
 * The signed-in customer of a bearer token, or null. One indexed lookup per request, in the
 * database every instance shares: a session ended anywhere is ended everywhere.
 */
export async function userFromAuthorization(db: Executor, authorization: string | undefined): Promise<SessionUser | null> {
  const token = bearerToken(authorization)
  if (!token) return null
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date()), isNull(users.deletedAt)))
  return row?.user ?? null
}
