import { createFileRoute } from '@tanstack/react-router'
import { RoundPage } from '~/features/back-office/deliveries/components/round-page'
import { myRoundQuery } from '~/features/back-office/deliveries/deliveries.queries'
import { m } from '~/paraglide/messages.js'
import { pageTitle } from '~/ui/page-head'

/** The driver's round on their phone (docs/decisions/0030: actions queued while offline). */
export const Route = createFileRoute('/gestion/tournee')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myRoundQuery()),
  head: () => ({ meta: [{ title: pageTitle(m.bo_nav_round()) }] }),
  component: function Round() {
    const { access } = Route.useRouteContext()
    // Who is signed in: their queued actions only are sent from this phone (docs/decisions/0053).
    return access.status === 'staff' ? <RoundPage driverId={access.me.id} /> : null
  },
})
