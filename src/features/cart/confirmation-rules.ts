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

/** 24 random bytes in base64url (32 characters of [A-Za-z0-9_-]): within the contract's 16 to 100. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
