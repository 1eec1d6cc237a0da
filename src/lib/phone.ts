/**
 * Moroccan phone numbers as customers type them: `06XXXXXXXX`, `07…`, `05…`, `+212 6…`,
 * `00212 6…`, with spaces, dots or dashes. Stored normalised as `+212` and nine digits.
 */
export function normalizeMoroccanPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s.\-]/g, '')
  const national = /^0([567]\d{8})$/.exec(compact)?.[1] ?? /^(?:\+|00)212\(?0?\)?([567]\d{8})$/.exec(compact)?.[1]
  return national ? `+212${national}` : null
}
