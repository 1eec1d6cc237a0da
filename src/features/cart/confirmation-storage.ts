/**
 * The confirmation in progress, kept in sessionStorage (this tab only, gone with it): a reload,
 * a double click or a retry after a network error sends the same idempotency key with the same
 * cart, so the server places one order.
 */
import type { SaveCartBody as PlaceOrderBody } from '~/api/contract/cart'
import { type Confirmation, confirmationFor } from './confirmation-rules'
import { newIdempotencyKey } from '~/lib/idempotency-key'

const STORAGE_KEY = 'checkout-confirmation'

function load(): Confirmation<PlaceOrderBody> | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')
    if (!stored || typeof stored !== 'object') return null
    const { key, revision, body } = stored as Partial<Confirmation<PlaceOrderBody>>
    return typeof key === 'string' && typeof revision === 'number' && body && typeof body === 'object' ? { key, revision, body } : null
  } catch {
    return null
  }
}

/** The confirmation already sent for this revision of the cart, if any (its answer may have been lost). */
export function sentConfirmation(revision: number): Confirmation<PlaceOrderBody> | null {
  const stored = load()
  return stored && stored.revision === revision ? stored : null
}

/** The key and cart to send for this revision of the cart: the stored ones, or new ones kept for next time. */
export function confirmationToSend(revision: number, body: PlaceOrderBody): Confirmation<PlaceOrderBody> {
  const confirmation = confirmationFor(load(), revision, body, newIdempotencyKey)
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(confirmation))
  } catch {
    // No storage: the key still holds for this page's double clicks (the button waits too).
  }
  return confirmation
}

/** Once the order is placed (or the server refused this key), the next confirmation gets a new key. */
export function forgetConfirmation() {
  try {
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing stored.
  }
}
