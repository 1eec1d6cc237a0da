import { isRedirect } from '@tanstack/react-router'
import { createMiddleware } from '@tanstack/react-start'
import { leavePage } from '../../lib/leave-page'

/**
 * Spec 4: any 401 sends the customer to /login. On the server, the upstream middleware clears
 * the session cookies and answers with a redirect; here, in the browser, that redirect becomes a
 * full page load for every server function, so no form or query has to handle it, and nothing
 * of the ended session (customer data in the query cache) stays in memory.
 */
export const signInAgainMiddleware = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    const href = isRedirect(error) ? error.options.href : undefined
    if (!href) throw error
    leavePage(href)
    // The page is leaving: the caller waits instead of acting on an answer that never came.
    return new Promise<never>(() => {})
  }
})
