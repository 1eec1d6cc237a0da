/** Reading a 503's Retry-After, as a client that honours it does. */

/** Retry-After in seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined if absent or unreadable. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000)
}
