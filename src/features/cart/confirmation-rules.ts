/**
 * The key that makes one confirmation place one order: kept with the cart revision it was made
 * for, so the cart (which must not replace a cart whose order answer was lost) and the checkout
 * read the same rules.
 */

/**
 * One confirmation: its idempotency key and the exact cart it was made for, kept with the
 * cart revision (the browser's count of saves) it belongs to.
 */
export type Confirmation<Body> = { key: string; revision: number; body: Body }

/**
 * What to send when the customer confirms: the stored confirmation while the cart has not changed
 * since (a double click, a retry after a network error: the same key with the same body, which
 * the server answers with the first order), a new one once the cart changed.
 */
export function confirmationFor<Body>(
  stored: Confirmation<Body> | null,
  revision: number,
  body: Body,
  make: () => string,
): Confirmation<Body> {
  if (stored && stored.revision === revision) return stored
  return { key: make(), revision, body }
}
