import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { sessionUserQuery } from './account.queries'

/**
 * The account area's guard: a visitor is sent to sign in, then back to the page they asked for
 * (its path and query without the language prefix; the login page keeps same-origin paths only).
 * A convenience only: every endpoint behind these pages checks the session itself.
 */
export async function requireSignedIn({
  queryClient,
  location,
}: {
  queryClient: QueryClient
  location: { pathname: string; searchStr: string }
}) {
  const user = await queryClient.fetchQuery(sessionUserQuery())
  if (!user) throw redirect({ to: '/login', search: { redirect: `${location.pathname}${location.searchStr}` } })
  return { user }
}
