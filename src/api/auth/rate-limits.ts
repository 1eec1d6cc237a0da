/**
 * Attempt limits on sign-in, registration and password reset (against brute force and hashing floods), with
 * rate-limiter-flexible's PostgreSQL store: one atomic upsert per attempt in the `rate_limits`
 * table, so every app instance shares the counters and 50 parallel attempts cannot slip through.
 * Limits on an address count attempts; limits on an account count what only its owner could
 * suffer from, so a stranger cannot lock the owner out (docs/decisions/0022).
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import type pg from 'pg'
import { appConfig } from '#app-config'
import { m } from '~/paraglide/messages.js'
import type { Database } from '~/api/db/executor'
import { ApiError } from '~/api/http/errors'

const MINUTE = 60

/** What each limit counts, and how many in what window (seconds). */
export const LIMITS = {
  /**
   * Wrong passwords on one account, from anywhere, before it is slowed (src/api/auth/sign-in-throttle.ts):
   * taken before the check (so parallel attempts cannot overtake it), kept only when the password was wrong.
   */
  signInFailures: { points: 10, duration: 60 * MINUTE },
  /** Beyond those: one attempt at a time on the account, each wrong one doubling the wait (from 15 s). */
  signInSlowLane: { points: 1, duration: 15 },
  /** Wrong passwords in the slow lane, which set its wait; never refuses by itself. */
  signInSlowFailures: { points: 1_000_000, duration: 24 * 60 * MINUTE },
  /**
   * An address the account signed in from (a right password) in the last 30 days: its guesses
   * have a lane of their own on the account (sign-in-throttle.ts, docs/decisions/0066). A mark, never a refusal.
   */
  signInKnownAddress: { points: 1_000_000, duration: 30 * 24 * 60 * MINUTE },
  /**
   * Sign-in attempts from one address, on any account: slows credential stuffing. Its points are
   * the SIGN_IN_ATTEMPTS_PER_ADDRESS setting (60 unless set): many shoppers on one mobile
   * carrier's address may need more (docs/decisions/0039).
   */
  signInAddress: { points: 60, duration: 15 * MINUTE },
  registrationAddress: { points: 10, duration: 60 * MINUTE },
  /**
   * E-mails to one address, from registration (a confirmation link, or "someone tried"): past it
   * the answer stays the same and no e-mail leaves. Its window is shorter than a link's life, so
   * the owner's mailbox still holds a working link (docs/decisions/0022).
   */
  registrationEmail: { points: 5, duration: 60 * MINUTE },
  /** Registration links used from one address (each link is unguessable; this bounds the rest). */
  registrationLinkAddress: { points: 30, duration: 60 * MINUTE },
  /**
   * Tracking links refused from one address (docs/decisions/0099): each is unguessable, this bounds
   * the guessing. A good link is not counted, as its page refreshes itself every minute.
   */
  trackingLinkAddress: { points: 30, duration: 60 * MINUTE },
  /** Reset e-mails to one account, counted and capped like registrationEmail (window ≤ a link's hour). */
  resetAccount: { points: 5, duration: 60 * MINUTE },
  resetAddress: { points: 30, duration: 60 * MINUTE },
  /**
   * Codes of the second factor sent for one account at sign-in (the app's or a recovery code):
   * taken before the code is checked, so parallel challenges cannot pass ten; a right code clears it.
   */
  secondFactorAccount: { points: 10, duration: 15 * MINUTE },
  /** Password checks of a signed-in customer (password change, account deletion). */
  passwordCheckAccount: { points: 10, duration: 15 * MINUTE },
  /** Contact form submissions from one address (every attempt with valid fields, solved or not). */
  contactAddress: { points: 10, duration: 60 * MINUTE },
  /** Messages accepted from one sender e-mail: its mailbox gets a confirmation for each. */
  contactEmail: { points: 5, duration: 60 * MINUTE },
} as const
export type LimitName = keyof typeof LIMITS

const limitersByPool = new WeakMap<pg.Pool, Map<LimitName, RateLimiterPostgres>>()

function limiter(db: Database, name: LimitName): RateLimiterPostgres {
  const pool = (db as Database & { $client: pg.Pool }).$client
  let limiters = limitersByPool.get(pool)
  if (!limiters) limitersByPool.set(pool, (limiters = new Map()))
  let found = limiters.get(name)
  if (!found) {
    found = new RateLimiterPostgres({
      storeClient: pool,
      tableName: 'rate_limits',
      tableCreated: true, // created by the migrations
      clearExpiredByTimeout: false, // an expired counter is reset by the next upsert on its key
      keyPrefix: name,
      ...LIMITS[name],
      ...(name === 'signInAddress' && { points: appConfig().SIGN_IN_ATTEMPTS_PER_ADDRESS }),
    })
    limiters.set(name, found)
  }
  return found
}

/**
 * Takes one attempt from each counter; a 429 in the customer's language when one is used up
 * (`refuse` builds it: the general "too many attempts" unless the caller says better).
 */
export async function takeAttempt(
  db: Database,
  counters: Array<[LimitName, string]>,
  refuse: (waitMs: number) => ApiError = tooManyAttempts,
): Promise<void> {
  const results = await Promise.allSettled(counters.map(([name, key]) => limiter(db, name).consume(key.toLowerCase())))
  const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
  if (refused.length === 0) return
  const storeError = refused.find((reason) => !(reason instanceof RateLimiterRes))
  if (storeError) throw storeError
  const waitMs = Math.max(...refused.map((reason: RateLimiterRes) => reason.msBeforeNext))
  throw refuse(waitMs)
}

/** A successful sign-in (or password check) clears its account's failures (its address keeps counting). */
export async function forgetAttempts(db: Database, name: LimitName, key: string): Promise<void> {
  await limiter(db, name).delete(key.toLowerCase())
}

/** Takes one point when one is left; otherwise says how long until the next (nothing thrown). */
export async function tryAttempt(
  db: Database,
  name: LimitName,
  key: string,
): Promise<{ taken: true; count: number } | { taken: false; waitMs: number }> {
  try {
    const result = await limiter(db, name).consume(key.toLowerCase())
    return { taken: true, count: result.consumedPoints }
  } catch (reason) {
    if (reason instanceof RateLimiterRes) return { taken: false, waitMs: reason.msBeforeNext }
    throw reason
  }
}

/** Gives back a point taken for an attempt that never happened (the server was busy). */
export async function giveBack(db: Database, name: LimitName, key: string): Promise<void> {
  await limiter(db, name).reward(key.toLowerCase(), 1)
}

/** Marks the key for the limit's whole window (a remembered fact, not an attempt). */
export async function remember(db: Database, name: LimitName, key: string): Promise<void> {
  await limiter(db, name).set(key.toLowerCase(), 1, LIMITS[name].duration)
}

/** Whether the key was marked within the limit's window. */
export async function isRemembered(db: Database, name: LimitName, key: string): Promise<boolean> {
  return (await limiter(db, name).get(key.toLowerCase())) !== null
}

/** Refuses every attempt on the key for the given time, from now. */
export async function blockFor(db: Database, name: LimitName, key: string, seconds: number): Promise<void> {
  await limiter(db, name).block(key.toLowerCase(), seconds)
}

export function tooManyAttempts(waitMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  const error = new ApiError(429, (locale) => m.auth_error_too_many({ minutes }, { locale }))
  error.retryAfterSeconds = Math.ceil(waitMs / 1000)
  return error
}

/**
 * The 429 of a signed-in customer's password check (password change, e-mail change, account
 * deletion: one counter, `passwordCheckAccount`): the message also sits under the password field,
 * where the forms show the server's field errors.
 */
export function tooManyPasswordChecks(field: string) {
  return (waitMs: number): ApiError => {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
    const message = (locale: 'fr' | 'ar') => m.auth_error_password_checks_too_many({ minutes }, { locale })
    const error = new ApiError(429, message, (locale) => ({ [field]: [message(locale)] }))
    error.retryAfterSeconds = Math.ceil(waitMs / 1000)
    return error
  }
}

/** One password check of a signed-in customer, counted against their account before it runs. */
export function takePasswordCheck(db: Database, userId: number, field: string): Promise<void> {
  return takeAttempt(db, [['passwordCheckAccount', String(userId)]], tooManyPasswordChecks(field))
}

/** A right password clears the customer's failed checks, as a successful sign-in does. */
export function forgetPasswordChecks(db: Database, userId: number): Promise<void> {
  return forgetAttempts(db, 'passwordCheckAccount', String(userId))
}
