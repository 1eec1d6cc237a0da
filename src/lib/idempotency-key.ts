/**
 * The one maker of idempotency keys (an order's `Idempotency-Key`, a refund's or a jug refund's
 * `idempotency_key`, a driver's `client_key`): 16 random bytes as 32 hex digits, which every
 * contract's pattern accepts ([A-Za-z0-9-], [A-Za-z0-9_-], 8 or 16 to 100 characters).
 * `crypto.getRandomValues` rather than `randomUUID`: a phone opening the shop over plain HTTP (a
 * driver on the depot's network) has the first and not the second.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
