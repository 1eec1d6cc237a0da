/**
 * A kit form posted without scripts and refused (docs/decisions/0054, src/lib/form-post.ts): the
 * server function answered with the result and the page; the edge renders that page as a GET of
 * the same visitor (their cookies, their language), the result in the render's context, and
 * answers it as the post's own answer. No cookie carries what was typed, however long it is.
 */
import { FastResponse } from 'srvx/node'
import { FORM_PAGE_HEADER, FORM_REFUSED_HEADER, type FormPostResult, decodeFormResult } from '~/lib/form-post'
import { safeReturnPath } from '~/lib/return-path'

/** What to render instead of the server function's answer, or null when it is not a refused post. */
export function refusedFormPage(post: Request, answer: Response): { request: Request; result: FormPostResult } | null {
  const result = decodeFormResult(answer.headers.get(FORM_REFUSED_HEADER))
  if (!result) return null
  const headers = new Headers(post.headers)
  for (const name of ['content-type', 'content-length', 'transfer-encoding', 'origin']) headers.delete(name)
  headers.set('accept', 'text/html')
  const page = new URL(safeReturnPath(answer.headers.get(FORM_PAGE_HEADER)), post.url)
  return { request: new Request(page, { method: 'GET', headers }), result }
}

/** The page, as the answer to a refused post: 400, never stored. */
export function asRefusal(page: Response): Response {
  const headers = new Headers(page.headers)
  headers.set('Cache-Control', 'no-store')
  return new FastResponse(page.body, { status: 400, headers })
}
