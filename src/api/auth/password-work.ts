/**
 * Bounds this instance's password hashing. Each argon2id hash takes 19 MiB and a
 * core for tens of milliseconds, and runs for unknown e-mails too, so a flood of sign-ins could
 * take every core from the catalogue. At most PASSWORD_HASHES_AT_ONCE run (p-limit), at most
 * PASSWORD_HASHES_WAITING wait their turn; any more is answered 429 at once, with Retry-After.
 * Sign-ins are also admitted only as many at once as the queue holds, before they touch the
 * database: a flood is refused at the door instead of filling the connection pool first.
 */
import pLimit, { type LimitFunction } from 'p-limit'
import { appConfig } from '#app-config'
import { m } from '~/paraglide/messages.js'
import { ApiError } from '~/api/http/errors'

/** What a waiting hash is told to wait: a few hashes' time, rounded up. */
const RETRY_AFTER_SECONDS = 2

type Bounded = { limit: LimitFunction; capacity: number }
let queues: { hashes: Bounded; signIns: Bounded } | undefined

function bounded() {
  if (!queues) {
    const { PASSWORD_HASHES_AT_ONCE, PASSWORD_HASHES_WAITING } = appConfig()
    const capacity = PASSWORD_HASHES_AT_ONCE + PASSWORD_HASHES_WAITING
    queues = { hashes: { limit: pLimit(PASSWORD_HASHES_AT_ONCE), capacity }, signIns: { limit: pLimit(capacity), capacity } }
  }
  return queues
}

function runOrRefuse<T>({ limit, capacity }: Bounded, work: () => Promise<T>): Promise<T> {
  if (limit.activeCount + limit.pendingCount >= capacity) return Promise.reject(passwordWorkBusy())
  return limit(work)
}

export function passwordWorkBusy(): ApiError {
  const error = new ApiError(429, (locale) => m.auth_error_busy({}, { locale }))
  error.retryAfterSeconds = RETRY_AFTER_SECONDS
  return error
}

/** Runs one hash or verification in its turn, or refuses at once when the queue is full. */
export function withPasswordWork<T>(work: () => Promise<T>): Promise<T> {
  return runOrRefuse(bounded().hashes, work)
}

/** Runs a whole sign-in when fewer than the queue's capacity are under way, or refuses at once. */
export function admitSignIn<T>(work: () => Promise<T>): Promise<T> {
  return runOrRefuse(bounded().signIns, work)
}
