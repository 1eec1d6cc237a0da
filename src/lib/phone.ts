/**
 * Moroccan phone numbers as customers type or paste them, for the profile and the address book
 * alike: `06…`, `07…`, `05…` (landlines), `+212…`, `00212…`, `212…` (copied from a messaging
 * app), an optional `(0)` after the country code, and spaces, dots, dashes or brackets between
 * the digits. Stored as E.164: `+212` and nine digits.
 */
export function normalizeMoroccanPhone(input: string): string | null {
  let digits = input.trim().replace(/[\s.\-()]/g, '')
  if (digits.startsWith('+')) digits = `00${digits.slice(1)}`
  if (!/^\d+$/.test(digits)) return null
  if (digits.startsWith('00212')) digits = digits.slice(5)
  else if (digits.startsWith('212') && digits.length === 12) digits = digits.slice(3)
  else if (digits.startsWith('0')) digits = digits.slice(1)
  else return null
  if (digits.length === 10 && digits.startsWith('0')) digits = digits.slice(1) // +212 (0)6…
  return /^[5-7]\d{8}$/.test(digits) ? `+212${digits}` : null
}
