import { createFileRoute, redirect } from '@tanstack/react-router'
import { deliveryDayQuery } from '~/features/back-office/deliveries/deliveries.queries'
import { DispatchPage } from '~/features/back-office/dispatch/components/dispatch-page'
import { fleetQuery, proposalQuery } from '~/features/back-office/dispatch/dispatch.queries'
import { readDispatchSearch } from '~/features/back-office/dispatch/dispatch-search'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { pageTitle } from '~/ui/page-head'

/** The day dispatched among the vans in one press, and the fleet (docs/decisions/0100): staff and admins. */
export const Route = createFileRoute('/gestion/repartition')({
  validateSearch: readDispatchSearch,
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const [day] = await Promise.all([
      context.queryClient.ensureQueryData(deliveryDayQuery({ date: deps.date, city: deps.city })),
      context.queryClient.ensureQueryData(fleetQuery()),
    ])
    // The proposal of the day shown (the default day and city when the URL names none).
    if (deps.proposition && day) await context.queryClient.ensureQueryData(proposalQuery({ date: day.date, city: day.city.id }))
  },
  head: () => ({ meta: [{ title: pageTitle(m.dispatch_title()) }] }),
  component: function Dispatch() {
    return <DispatchPage search={Route.useSearch()} />
  },
})
