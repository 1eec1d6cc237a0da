/**
 * "The shop is busy, try again in a moment" (docs/decisions/0071): what the edge answers, 503 with
 * `Retry-After`, when a request cannot start within its wait, and how the storefront's code knows
 * it. A server function's caller gets the refusal shape of src/lib/refusal.ts with status 503;
 * the functions' client middleware (src/lib/server-fn-transport.ts) turns it into a BusyError,
 * which the cart saver answers by waiting `retryAfterSeconds` and saving once more.
 */
import { HttpError } from './http-error'
import type { Refusal } from './refusal'

export const BUSY_STATUS = 503

/** The body of a server function's busy answer: the one refusal shape, in the caller's language. */
export const busyRefusal = (message: string): Refusal => ({ success: false, status: BUSY_STATUS, message, errors: {} })

/** A `Retry-After` in seconds (the shop never sends a date), at least 1; 1 when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined): number {
  const seconds = Number(header)
  return Number.isFinite(seconds) && seconds >= 1 ? Math.ceil(seconds) : 1
}

/** A call the shop was too busy to start: nothing was done, the same call may be sent again after the delay. */
export class BusyError extends HttpError {
  override name = 'BusyError'
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(BUSY_STATUS, message)
  }
}

/** Read by its name and fields too: an error may cross a bundle's boundary, where `instanceof` does not hold. */
export const isBusyError = (error: unknown): error is BusyError =>
  error instanceof BusyError ||
  (error instanceof Error && error.name === 'BusyError' && typeof (error as Partial<BusyError>).retryAfterSeconds === 'number')
