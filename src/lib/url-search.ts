/**
 * Reading a page's URL search leniently: a wrong, stale or hand-edited value becomes `undefined`
 * (the page still opens with its default) instead of failing the navigation.
 *
 * Plain functions rather than zod on purpose: every route's `validateSearch` loads with every page,
 * and zod there added about 20 KB (brotli) to each visitor's first load (docs/decisions/0038).
 * Each reader takes what the router parsed (`?page=2` arrives as a number, `?q=true` as a boolean).
 */

/** What `validateSearch` receives. */
export type UrlSearch = Record<string, unknown>

const INT32_MAX = 2_147_483_647

/** Text of at most `maxLength` characters, trimmed; numbers and booleans read as their text. */
export function searchText(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined
  const text = String(value).trim()
  return text.length <= maxLength ? text : undefined
}

/** A whole number from `min` to `max`, written as digits or already parsed. */
export function searchInt(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined
}

/** A database id (PostgreSQL's integer). */
export const searchId = (value: unknown) => searchInt(value, 1, INT32_MAX)

/** A page of a list (`?page=`): from 1 to 10,000, far past any list's last page. */
export const searchPage = (value: unknown) => searchInt(value, 1, 10_000)

/** Text of at most `maxLength` characters that matches `pattern` whole. */
export function searchMatching(value: unknown, pattern: RegExp, maxLength: number): string | undefined {
  const text = searchText(value, maxLength)
  return text !== undefined && pattern.test(text) ? text : undefined
}

/** A day, `YYYY-MM-DD`. */
export const searchDay = (value: unknown) => searchMatching(value, /^\d{4}-\d{2}-\d{2}$/, 10)

/** One of `choices`, exactly. */
export function searchChoice<const T extends readonly string[]>(value: unknown, choices: T): T[number] | undefined {
  return typeof value === 'string' && choices.includes(value) ? value : undefined
}

/** The fields of a search that came from elsewhere than the router (a server function's input). */
export const searchFields = (search: unknown): UrlSearch =>
  typeof search === 'object' && search !== null && !Array.isArray(search) ? (search as UrlSearch) : {}

/**
 * The router's `stringifySearch`: the same URLs as its default, without an exception per value.
 *
 * The default writes a text value that would read back as JSON (`"12"`, `"true"`) in quotes, so that
 * it stays text, and finds out by calling `JSON.parse` on every text that starts like JSON. A
 * catalogue format (`6x1-5l`) starts with a digit: each of the filter panel's twenty format links
 * threw and caught an error: nearly half the time the server spent building links.
 */
export function stringifyUrlSearch(search: UrlSearch): string {
  let params: URLSearchParams | undefined
  for (const key in search) {
    const value = search[key]
    if (value !== undefined) (params ??= new URLSearchParams()).set(key, stringifySearchValue(value))
  }
  const text = params ? params.toString() : ''
  return text ? `?${text}` : ''
}

function stringifySearchValue(value: unknown): string {
  if (value && typeof value === 'object') return JSON.stringify(value)
  if (typeof value === 'string' && readsAsJson(value)) return JSON.stringify(value)
  return String(value)
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/
const JSON_WHITESPACE = /^[ \t\n\r]+|[ \t\n\r]+$/g

/** Whether `JSON.parse` would accept the text; only texts that open like a string, list or object are parsed. */
function readsAsJson(text: string): boolean {
  const trimmed = text.replace(JSON_WHITESPACE, '')
  if (trimmed === 'true' || trimmed === 'false' || trimmed === 'null' || JSON_NUMBER.test(trimmed)) return true
  if (!/^["[{]/.test(trimmed)) return false
  try {
    JSON.parse(trimmed)
    return true
  } catch {
    return false
  }
}
