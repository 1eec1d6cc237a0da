/**
 * Password guessing on one account is slowed, never locked (docs/decisions/0022), and counted per
 * account _and_ client address together (docs/decisions/0062): a stranger's wrong guesses slow
 * the stranger's own lane on the account, while its owner, coming from another address, signs in
 * at once. The first wrong passwords of a lane are free (`signInFailures`); then the lane has one
 * turn at a time (`signInSlowLane`), and each wrong password in it doubles the wait before the
 * next turn, up to 15 minutes. Only wrong passwords count: a right one clears its lane, a
 * completed reset (the owner proved the mailbox) clears every lane of the account.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '~/api/db/database'
import { rateLimits } from '~/api/db/schema'
import { blockFor, forgetAttempts, giveBack, LIMITS, tooManyAttempts, tryAttempt } from './rate-limits'

const FIRST_WAIT_SECONDS = LIMITS.signInSlowLane.duration
const LONGEST_WAIT_SECONDS = 15 * 60
const LANES = ['signInFailures', 'signInSlowLane', 'signInSlowFailures'] as const

/** An account's lane from one client address: `email|address` (rate-limits.ts lower-cases it). */
export type SignInLane = { email: string; address: string }
const laneKey = ({ email, address }: SignInLane) => `${email}|${address}`

/** A turn to check a password in the lane: one of its free failures, or the slow lane's one turn. */
export type SignInTurn = 'free' | 'slow'

/** Before the password is checked: a turn in the lane, or a 429 saying how long to wait. */
export async function takeSignInTurn(db: Database, lane: SignInLane): Promise<SignInTurn> {
  const key = laneKey(lane)
  if ((await tryAttempt(db, 'signInFailures', key)).taken) return 'free'
  const slowLane = await tryAttempt(db, 'signInSlowLane', key)
  if (slowLane.taken) return 'slow'
  throw tooManyAttempts(slowLane.waitMs)
}

/** A wrong password keeps its point; in the slow lane, the next turn waits twice as long as the last. */
export async function signInFailed(db: Database, lane: SignInLane, turn: SignInTurn): Promise<void> {
  if (turn !== 'slow') return
  const key = laneKey(lane)
  const failures = await tryAttempt(db, 'signInSlowFailures', key)
  const count = failures.taken ? failures.count : Number.POSITIVE_INFINITY
  await blockFor(db, 'signInSlowLane', key, Math.min(FIRST_WAIT_SECONDS * 2 ** (count - 1), LONGEST_WAIT_SECONDS))
}

/** The password was never checked (the server was busy, or failed): the turn goes back. */
export async function signInNotChecked(db: Database, lane: SignInLane, turn: SignInTurn): Promise<void> {
  const key = laneKey(lane)
  await (turn === 'free' ? giveBack(db, 'signInFailures', key) : forgetAttempts(db, 'signInSlowLane', key))
}

/** A right password: this lane starts afresh (the others stay slowed: they may be a stranger's). */
export async function forgetSignInFailures(db: Database, lane: SignInLane): Promise<void> {
  await Promise.all(LANES.map((name) => forgetAttempts(db, name, laneKey(lane))))
}

/** A completed reset (the owner proved their mailbox): every lane of the account starts afresh. */
export async function forgetAccountSignInFailures(db: Database, email: string): Promise<void> {
  const prefix = `${email.toLowerCase()}|`.replace(/[\\%_]/g, (c) => `\\${c}`)
  await db.delete(rateLimits).where(
    sql`${rateLimits.key} like any (array[${sql.join(
      LANES.map((name) => sql`${`${name}:${prefix}%`}`),
      sql`, `,
    )}])`,
  )
}
