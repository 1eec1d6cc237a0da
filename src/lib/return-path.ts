/**
 * Where to go after signing in: a path of this shop only. Another site, `//host`, `\host` or a
 * control character becomes the home page (no open redirect).
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/'
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f]/.test(value)) return '/'
  return value.slice(0, 500)
}
