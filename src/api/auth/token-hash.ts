/**
 * What the database keeps instead of a live secret (docs/decisions/0023): the SHA-256 of a
 * session token or a password-reset token. The tokens are long random strings, so a fast
 * unsalted hash is enough: there is nothing to guess, and one indexed equality lookup still
 * finds the row. A copy of the database then holds no token that signs anyone in.
 */
import { createHash } from 'node:crypto'

/** The stored form of a token: lowercase hex SHA-256, the same as PostgreSQL's `encode(sha256(…), 'hex')`. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** better-auth names a reset token's row `reset-password:<token>`; the shop stores this instead. */
export const RESET_IDENTIFIER_PREFIX = 'reset-password-sha256:'

/** The stored identifier of a reset token. Another prefix than better-auth's, on purpose: see auth.ts. */
export function resetIdentifier(token: string): string {
  return `${RESET_IDENTIFIER_PREFIX}${hashToken(token)}`
}
