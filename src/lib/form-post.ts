/**
 * A kit form sent without scripts (docs/decisions/0054): the browser posts its fields to the form's
 * server function, which answers
 * - done: a redirect (303) to the next page, and a success to tell there (`form_result` cookie);
 * - refused: the form's page again, its fields as they were sent and the refusal under them. The
 *   server function marks its answer, the edge renders the page with the result in the request's
 *   context (src/server.ts), and the page's kit form starts from it.
 * What both sides share: the hidden fields, the names, the result's shape and its encoding.
 */

/** Hidden fields of a kit form that posts: which form, and the page it was sent from (its path). */
export const FORM_POST_FIELDS = { form: '_form', page: '_page' } as const
/** Query parameter of the form's action: the page's language (a post has no URL prefix of its own). */
export const FORM_POST_LOCALE_PARAM = 'locale'
/** On a server function's answer: "render the page again with this result"… */
export const FORM_REFUSED_HEADER = 'x-shop-form-refused'
/** …this page (its path, in its language). */
export const FORM_PAGE_HEADER = 'x-shop-form-page'
/** A success to tell on the page a done post was sent to (60 seconds, read once). */
export const FORM_RESULT_COOKIE = 'form_result'

export type FormPostResult = {
  form: string
  /** What was sent, passwords and captcha answers left out. */
  values: Record<string, string>
  message?: string | null
  errors?: Record<string, string[]>
  success?: string
}

export function encodeFormResult(result: FormPostResult): string {
  const bytes = new TextEncoder().encode(JSON.stringify(result))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The result, or null for anything that is not one (a hand-made header or cookie shows nothing). */
export function decodeFormResult(text: string | undefined | null): FormPostResult | null {
  if (!text) return null
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
    const value: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))))
    return isFormPostResult(value) ? value : null
  } catch {
    return null
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isStringList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string')

function isFormPostResult(value: unknown): value is FormPostResult {
  if (!isRecord(value) || typeof value.form !== 'string' || !isRecord(value.values)) return false
  if (!Object.values(value.values).every((item) => typeof item === 'string')) return false
  if (value.message !== undefined && value.message !== null && typeof value.message !== 'string') return false
  if (value.errors !== undefined && !(isRecord(value.errors) && Object.values(value.errors).every(isStringList))) return false
  return value.success === undefined || typeof value.success === 'string'
}
