/**
 * A refusal of the Shop API (a 4xx: its message and field errors, in the customer's language) as
 * an answer the page can show, rather than a throw. A failed call (network, 5xx) still throws.
 */
import type { Refusal } from '~/lib/refusal'
import { UpstreamError } from './upstream-error'

/** The refusal carried by `error` (with who saved since, for a stale save); anything else is thrown again. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof UpstreamError && error.status < 500) {
    const { status, message, errors, conflict } = error
    return { success: false, status, message, errors, ...(conflict ? { conflict } : {}) }
  }
  throw error
}

/** The data of an API call, or its refusal. */
export async function answerOf<T>(send: () => Promise<{ data: T }>): Promise<{ success: true; data: T } | Refusal> {
  try {
    return { success: true, data: (await send()).data }
  } catch (error) {
    return refusalOf(error)
  }
}
