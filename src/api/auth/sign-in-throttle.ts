/**
 * Password guessing on one account is slowed, never locked (docs/decisions/0022).
 * The first wrong passwords are free (`signInFailures`); then the account has one turn at a time
 * (`signInSlowLane`), and each wrong password in it doubles the wait before the next turn, up to
 * 15 minutes. Only wrong passwords count: a right one, or a completed reset, clears them all, so a
 * stranger's guesses can slow the owner's sign-in but never keep them from resetting and coming in.
 */
import type { Database } from '~/api/db/database'
import { blockFor, forgetAttempts, giveBack, LIMITS, tooManyAttempts, tryAttempt } from './rate-limits'

const FIRST_WAIT_SECONDS = LIMITS.signInSlowLane.duration
const LONGEST_WAIT_SECONDS = 15 * 60

/** A turn to check a password on the account: one of its free failures, or the slow lane's one turn. */
export type SignInTurn = 'free' | 'slow'

/** Before the password is checked: a turn on the account, or a 429 saying how long to wait. */
export async function takeSignInTurn(db: Database, email: string): Promise<SignInTurn> {
  if ((await tryAttempt(db, 'signInFailures', email)).taken) return 'free'
  const slowLane = await tryAttempt(db, 'signInSlowLane', email)
  if (slowLane.taken) return 'slow'
  throw tooManyAttempts(slowLane.waitMs)
}

/** A wrong password keeps its point; in the slow lane, the next turn waits twice as long as the last. */
export async function signInFailed(db: Database, email: string, turn: SignInTurn): Promise<void> {
  if (turn !== 'slow') return
  const failures = await tryAttempt(db, 'signInSlowFailures', email)
  const count = failures.taken ? failures.count : Number.POSITIVE_INFINITY
  await blockFor(db, 'signInSlowLane', email, Math.min(FIRST_WAIT_SECONDS * 2 ** (count - 1), LONGEST_WAIT_SECONDS))
}

/** The password was never checked (the server was busy, or failed): the turn goes back. */
export async function signInNotChecked(db: Database, email: string, turn: SignInTurn): Promise<void> {
  await (turn === 'free' ? giveBack(db, 'signInFailures', email) : forgetAttempts(db, 'signInSlowLane', email))
}

/** A right password, or a completed reset (the owner proved their mailbox): the account starts afresh. */
export async function forgetSignInFailures(db: Database, email: string): Promise<void> {
  await Promise.all((['signInFailures', 'signInSlowLane', 'signInSlowFailures'] as const).map((name) => forgetAttempts(db, name, email)))
}
