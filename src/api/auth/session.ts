import { and, eq, gt, isNull, lt, notInArray, or, sql } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { sessions, users } from '~/api/db/schema'
import { hashToken } from './token-hash'

export type SessionUser = typeof users.$inferSelect

/**
 * Staff and admin sessions are short (docs/decisions/0061): 12 hours from the sign-in, and 30
 * minutes without a request. Customers and drivers keep better-auth's 30 days.
 */
export const SHORT_SESSION_ROLES = ['admin', 'staff'] as const
export const STAFF_SESSION_HOURS = 12
export const STAFF_IDLE_MINUTES = 30
/** A session's last request is written at most once a minute, not at every request. */
const SEEN_PRECISION_SECONDS = 60

/** The session token of an `Authorization: Bearer <token>` header, when well formed. */
export function bearerToken(authorization: string | undefined): string | null {
  return /^Bearer ([A-Za-z0-9._~+/=-]{20,200})$/.exec(authorization ?? '')?.[1] ?? null
}

export type FoundSession = { user: SessionUser; expiresAt: Date; id: number; verifiedAt: Date }

/**
 * The live session of a token, with its customer. One indexed lookup, in the database every
 * instance shares: a session ended anywhere (or whose account an admin disabled) is ended
 * everywhere. The database keeps the token's hash only (docs/decisions/0023). A staff or admin
 * session past its 12 hours or idle for 30 minutes is no session (the database's clock decides).
 */
export async function findSession(db: Executor, token: string): Promise<FoundSession | null> {
  const shortLived = sql`${sessions.createdAt} + make_interval(hours => ${STAFF_SESSION_HOURS})`
  const [row] = await db
    .select({
      user: users,
      expiresAt:
        sql<Date>`case when ${users.role} in ('admin', 'staff') then least(${sessions.expiresAt}, ${shortLived}) else ${sessions.expiresAt} end`.mapWith(
          sessions.expiresAt,
        ),
      id: sessions.id,
      verifiedAt: sessions.verifiedAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.token, hashToken(token)),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
        or(
          notInArray(users.role, [...SHORT_SESSION_ROLES]),
          and(gt(shortLived, sql`now()`), gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${STAFF_IDLE_MINUTES})`)),
        ),
      ),
    )
  if (!row) return null
  const { lastSeenAt, ...found } = row
  if (lastSeenAt.getTime() < Date.now() - SEEN_PRECISION_SECONDS * 1000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessions.id, row.id), lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SEEN_PRECISION_SECONDS})`)))
  }
  return found
}

/** The signed-in customer of an `Authorization: Bearer <token>` header, or null. */
export async function userFromAuthorization(db: Executor, authorization: string | undefined): Promise<SessionUser | null> {
  const token = bearerToken(authorization)
  return token ? ((await findSession(db, token))?.user ?? null) : null
}

/** Marks the session as just verified (a password or a code given again: docs/decisions/0061). */
export async function markSessionVerified(db: Executor, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ verifiedAt: sql`now()` })
    .where(eq(sessions.token, hashToken(token)))
}
