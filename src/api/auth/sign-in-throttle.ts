/**
 * Password guessing on one account is slowed, never locked (docs/decisions/0022), and a
 * stranger's guesses do not slow its owner (docs/decisions/0066). Each account has lanes: one for
 * every address it signed in from in the last 30 days (the owner's, usually), and one shared by
 * all other addresses. A stranger's guesses, from however many addresses, fill the shared lane;
 * the owner, at home or on their phone's usual address, has their own and signs in at once.
 * In a lane, the first wrong passwords are free (`signInFailures`); then it has one turn at a time
 * (`signInSlowLane`), and each wrong password in it doubles the wait before the next turn, up to
 * 15 minutes. Only wrong passwords count: a right one clears its lane, and a completed reset (the
 * owner proved the mailbox) clears every lane of the account, and signs the owner in.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '~/api/db/executor'
import { rateLimits } from '~/api/db/schema'
import { blockFor, forgetAttempts, giveBack, isRemembered, LIMITS, remember, tooManyAttempts, tryAttempt } from './rate-limits'

const FIRST_WAIT_SECONDS = LIMITS.signInSlowLane.duration
const LONGEST_WAIT_SECONDS = 15 * 60
const COUNTERS = ['signInFailures', 'signInSlowLane', 'signInSlowFailures'] as const

/** A sign-in's account and client address. */
export type SignInFrom = { email: string; address: string }
/** The lane's key: `email|address` for an address the account signed in from, `email` for all others. */
export type SignInTurn = { lane: string; kind: 'free' | 'slow' }

const knownKey = ({ email, address }: SignInFrom) => `${email}|${address}`

/** Before the password is checked: a turn in the lane of this address, or a 429 saying how long to wait. */
export async function takeSignInTurn(db: Database, from: SignInFrom): Promise<SignInTurn> {
  const lane = (await isRemembered(db, 'signInKnownAddress', knownKey(from))) ? knownKey(from) : from.email
  if ((await tryAttempt(db, 'signInFailures', lane)).taken) return { lane, kind: 'free' }
  const slowLane = await tryAttempt(db, 'signInSlowLane', lane)
  if (slowLane.taken) return { lane, kind: 'slow' }
  throw tooManyAttempts(slowLane.waitMs)
}

/** A wrong password keeps its point; in the slow lane, the next turn waits twice as long as the last. */
export async function signInFailed(db: Database, { lane, kind }: SignInTurn): Promise<void> {
  if (kind !== 'slow') return
  const failures = await tryAttempt(db, 'signInSlowFailures', lane)
  const count = failures.taken ? failures.count : Number.POSITIVE_INFINITY
  await blockFor(db, 'signInSlowLane', lane, Math.min(FIRST_WAIT_SECONDS * 2 ** (count - 1), LONGEST_WAIT_SECONDS))
}

/** The password was never checked (the server was busy, or failed): the turn goes back. */
export async function signInNotChecked(db: Database, { lane, kind }: SignInTurn): Promise<void> {
  await (kind === 'free' ? giveBack(db, 'signInFailures', lane) : forgetAttempts(db, 'signInSlowLane', lane))
}

/** A right password: its lane starts afresh, and the address gets a lane of its own on the account. */
export async function signInSucceeded(db: Database, from: SignInFrom, { lane }: SignInTurn): Promise<void> {
  await Promise.all(COUNTERS.map((name) => forgetAttempts(db, name, lane)))
  await remember(db, 'signInKnownAddress', knownKey(from))
}

/** A completed reset (the owner proved their mailbox): every lane of the account starts afresh. */
export async function forgetAccountSignInFailures(db: Database, email: string): Promise<void> {
  const account = email.toLowerCase()
  const escaped = account.replace(/[\\%_]/g, (c) => `\\${c}`)
  await db.delete(rateLimits).where(
    sql`${rateLimits.key} in (${sql.join(
      COUNTERS.map((name) => sql`${`${name}:${account}`}`),
      sql`, `,
    )}) or ${rateLimits.key} like any (array[${sql.join(
      COUNTERS.map((name) => sql`${`${name}:${escaped}|%`}`),
      sql`, `,
    )}])`,
  )
}
