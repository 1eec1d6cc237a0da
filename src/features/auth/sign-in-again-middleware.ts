import { isRedirect } from '@tanstack/react-router'
import { createMiddleware } from '@tanstack/react-start'
import { delocalizeHref } from '~/i18n/locale-path'
import { leavePage } from '~/lib/leave-page'

/**
 * Any 401 sends the customer to /login. On the server, the upstream middleware clears
 * the session cookies and answers with a redirect to the sign-in page; here, in the browser, that
 * redirect becomes a full page load for every server function (a form's call, a route guard or
 * loader during a client navigation, a query's background refetch), so none of them has to
 * handle it, and nothing of the ended session (customer data in the query cache) stays in memory.
 */
export const signInAgainMiddleware = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    const href = isRedirect(error) ? error.options.href : undefined
    // While the server renders a page this half runs there too: the router answers the redirect.
    if (!href || typeof window === 'undefined') throw error
    leavePage(comingBackHere(href))
    // The page is leaving: the caller waits instead of acting on an answer that never came.
    return new Promise<never>(() => {})
  }
})

/**
 * The sign-in page, then back to the page the browser is on now: during a client navigation the
 * address is already its destination (the router changes it before loading), even when the call
 * began as a hover's preload.
 */
function comingBackHere(signInHref: string): string {
  const signIn = new URL(signInHref, window.location.href)
  signIn.searchParams.set('redirect', delocalizeHref(window.location.pathname + window.location.search))
  return signIn.pathname + signIn.search
}
