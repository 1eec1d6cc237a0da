import { createFileRoute, redirect } from '@tanstack/react-router'
import { homeOf } from '~/features/back-office/staff/role-home'

/** The back office's address sends each role to where their day starts. */
export const Route = createFileRoute('/gestion/')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff') throw redirect({ to: homeOf(context.access.me.role) })
  },
})
