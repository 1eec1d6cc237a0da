/**
 * The request a piece of server code runs for, without passing it by hand: the edge
 * (src/server.ts) and the Shop API (src/api/app.ts) run each request inside `withRequestId`, so
 * the logger (logger.server.ts) puts its id on every line, however deep the call. Kept on
 * globalThis: the dev server re-runs modules, and a second store would lose the requests in flight.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { retryAfterSeconds } from './busy'

const state = globalThis as { shopRequestIds?: AsyncLocalStorage<string> }
const requestIds = (state.shopRequestIds ??= new AsyncLocalStorage<string>())

export const REQUEST_ID_HEADER = 'X-Request-Id'

/** The id of the request this code runs for; undefined outside one (start, jobs, shutdown). */
export function currentRequestId(): string | undefined {
  return requestIds.getStore()
}

/** Runs `work` (and everything it awaits) as part of the request `id`. */
export function withRequestId<T>(id: string, work: () => T): T {
  return requestIds.run(id, work)
}

/** Short, and nothing a log reader or a header could trip on. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9_.-]{1,64}$/

/** A caller's X-Request-Id (a proxy's, a load balancer's) when it is a short safe token, else a new id. */
export function acceptedRequestId(incoming: string | null | undefined): string {
  return incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** What an API answer of the request said when it could not answer for now (503): its Retry-After. */
type UnavailableNote = { retryAfterSeconds?: number }
const unavailableNotes = ((globalThis as { shopUnavailableNotes?: AsyncLocalStorage<UnavailableNote> }).shopUnavailableNotes ??=
  new AsyncLocalStorage<UnavailableNote>())

/**
 * Runs a page's render and tells whether one of its API answers was a 503 (the database gone, the
 * API busy), with that answer's Retry-After, so the page can fail with 503 too rather than 500.
 */
export async function watchUnavailable<T>(work: () => Promise<T>): Promise<{ result: T; retryAfterSeconds: number | undefined }> {
  const note: UnavailableNote = {}
  const result = await unavailableNotes.run(note, work)
  return { result, retryAfterSeconds: note.retryAfterSeconds }
}

/** Notes an API answer's 503 for the page being rendered (nothing outside a watched render). */
export function noteUnavailable(retryAfter: string | null) {
  const note = unavailableNotes.getStore()
  if (note) note.retryAfterSeconds = retryAfterSeconds(retryAfter)
}
