import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { staffAccessQuery } from './staff.queries'

/**
 * The back office's guard: a visitor is sent to sign in and back (the Shop API's 401 does it), a
 * customer sees why they cannot enter. Comfort only: every /api/admin endpoint checks the role.
 */
export async function loadStaffAccess({
  queryClient,
  location,
}: {
  queryClient: QueryClient
  location: { pathname: string; searchStr: string }
}) {
  const access = await queryClient.fetchQuery(staffAccessQuery())
  if (access.status === 'signed-out') throw redirect({ to: '/login', search: { redirect: `${location.pathname}${location.searchStr}` } })
  return { access }
}
