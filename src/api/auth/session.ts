import { createHash } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Executor } from '../db/database'
import { sessions, users } from '../db/schema'

export type SessionUser = typeof users.$inferSelect

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The signed-in customer of an `Authorization: Bearer <token>` header, or null. */
export async function userFromAuthorization(db: Executor, authorization: string | undefined): Promise<SessionUser | null> {
  const token = /^Bearer ([A-Za-z0-9._~+/=-]{20,200})$/.exec(authorization ?? '')?.[1]
  if (!token) return null
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, new Date())))
  if (!row || row.user.deletedAt) return null
  return row.user
}
