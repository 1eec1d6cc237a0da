/**
 * The last guard before a log line is written: e-mail addresses and phone numbers in any text of
 * the line (a message, an error's message or stack, a database error's detail) are masked. The
 * code logs customer and order ids, never contact details; this catches what a library or an
 * error message slips in. Keys that name a secret are removed by pino's `redact` (logger.server.ts).
 */

const EMAIL = /[^\s<>"'(),;:\\/[\]]+@[^\s<>"'(),;:\\/[\]]+\.[^\s<>"'(),;:\\/[\]]+/g
/**
 * A Moroccan number as customers type it (`06…`, `+212 6…`, `00212…`, `212…`, `(0)` after the
 * code, spaces, dots or dashes between digits), or any `+` international one. Not a date or a
 * bare count: those have no `+`, no `0[5-7]` start or too few digits.
 */
const PHONE = /(?<![\w+])(?:(?:(?:\+|00)?212[\s.-]?(?:\(0\)[\s.-]?)?|0)[5-7](?:[\s.-]?\d){8}|\+\d(?:[\s.-]?\d){7,14})(?![\w])/g

export const MASKED_EMAIL = '[email]'
export const MASKED_PHONE = '[phone]'

/** The text with its e-mail addresses and phone numbers masked. */
export function maskContactDetails(text: string): string {
  return text.replace(EMAIL, MASKED_EMAIL).replace(PHONE, MASKED_PHONE)
}

/** A parsed JSON value with every string masked (keys stay as they are). */
export function maskContactDetailsDeep(value: unknown): unknown {
  if (typeof value === 'string') return maskContactDetails(value)
  if (Array.isArray(value)) return value.map(maskContactDetailsDeep)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskContactDetailsDeep(inner)]))
  }
  return value
}
