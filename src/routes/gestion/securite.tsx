import { createFileRoute } from '@tanstack/react-router'
import { SecurityPage } from '~/features/back-office/security/components/security-page'
import { secondFactorStatusQuery } from '~/features/back-office/security/security.queries'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The member's second factor (any staff role), and for admins the roles that must have one (docs/decisions/0060). */
export const Route = createFileRoute('/gestion/securite')({
  loader: ({ context }) => context.queryClient.ensureQueryData(secondFactorStatusQuery()),
  head: () => pageHead(m.bo_security_title()),
  component: function Security() {
    const { access } = Route.useRouteContext()
    return access.status === 'staff' ? <SecurityPage me={access.me} /> : null
  },
})
