/**
 * The result of a kit form posted without scripts, for the page that shows it (docs/decisions/0054,
 * src/lib/form-post.ts): a refusal the edge renders the form's page with (in the render's context),
 * or a success told once after the redirect (the `form_result` cookie, removed as it is read).
 * Read by the root route on the server only: in the browser there is nothing to take.
 */
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { deleteCookie, getCookie } from '@tanstack/react-start/server'
import { FORM_RESULT_COOKIE, type FormPostResult, decodeFormResult } from '~/lib/form-post'
import { cookieRemovalAttributes } from '~/lib/shop-cookies'

export const takeFormResult = createIsomorphicFn()
  .server((): FormPostResult | null => {
    const refused = getGlobalStartContext()?.formResult
    if (refused) return refused
    const told = getCookie(FORM_RESULT_COOKIE)
    if (told === undefined) return null
    deleteCookie(FORM_RESULT_COOKIE, cookieRemovalAttributes(FORM_RESULT_COOKIE))
    return decodeFormResult(told)
  })
  .client((): FormPostResult | null => null)
