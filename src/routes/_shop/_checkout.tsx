import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireSignedIn } from '~/features/account/guard'
import { noStoreHeaders } from '~/ui/page-head'

/**
 * The checkout's three steps (`/step-1`, `/step-2`, `/step-3`): signed-in customers only (a
 * visitor signs in or registers and comes back with the same cart), never cached. The guard is
 * a convenience; every endpoint behind the steps checks the session itself.
 */
export const Route = createFileRoute('/_shop/_checkout')({
  headers: noStoreHeaders,
  beforeLoad: ({ context, location }) => requireSignedIn({ queryClient: context.queryClient, location }),
  component: Outlet,
})
