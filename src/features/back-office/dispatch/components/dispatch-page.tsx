/**
 * `/gestion/repartition` (docs/decisions/0100): a city's day dispatched among its vans in one
 * press. "Répartir automatiquement" asks for a proposal (`?proposition=1`, so a reload or a shared
 * link shows it again); staff reshape it and apply it. Under it, the fleet: vans and depots.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import type { DeliveryDay } from '~/api/contract/admin-deliveries'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { BackLink } from '~/ui/admin/back-link'
import { FilterBar } from '~/ui/admin/filter-bar'
import { deliveryDayQuery } from '~/features/back-office/deliveries/deliveries.queries'
import { fleetQuery, proposalQuery } from '~/features/back-office/dispatch/dispatch.queries'
import type { DispatchSearch } from '~/features/back-office/dispatch/dispatch-search'
import { FleetSection } from './fleet-section'
import { ProposalView } from './proposal-view'

export function DispatchPage({ search }: { search: DispatchSearch }) {
  const { data: day } = useSuspenseQuery(deliveryDayQuery({ date: search.date, city: search.city }))
  const { data: fleet } = useSuspenseQuery(fleetQuery())
  if (!day) return null
  return (
    <AdminPage
      title={m.dispatch_title()}
      description={`${day.city.name} · ${formatDate(day.date)}`}
      back={<BackLink to={`/gestion/livraisons?date=${day.date}&city=${day.city.id}`}>{m.dispatch_back_to_board()}</BackLink>}
    >
      <FilterBar
        label={m.dispatch_day_filters()}
        values={{ date: day.date, city: day.city.id }}
        submitLabel={m.dispatch_run()}
        toSearch={(values) => ({ date: values.date || undefined, city: values.city || undefined, proposition: 1 })}
        idPrefix="dispatch-day"
        className="sm:grid-cols-2 lg:grid-cols-4"
      >
        {(form) => (
          <>
            <form.AppField name="date">{(field) => <field.DateField label={m.bo_deliveries_date()} />}</form.AppField>
            <form.AppField name="city">
              {(field) => (
                <field.SelectField
                  label={m.bo_deliveries_city()}
                  options={day.cities.map((city) => ({ value: String(city.id), label: city.name }))}
                />
              )}
            </form.AppField>
          </>
        )}
      </FilterBar>
      {search.proposition ? <Proposal day={day} /> : <p className="text-sm text-slate-700">{m.dispatch_intro()}</p>}
      <FleetSection fleet={fleet} />
    </AdminPage>
  )
}

function Proposal({ day }: { day: DeliveryDay }) {
  const { data: proposal, dataUpdatedAt } = useSuspenseQuery(proposalQuery({ date: day.date, city: day.city.id }))
  if (proposal.rounds.length === 0 && proposal.unserved.length === 0)
    return <p className="text-sm text-slate-700">{m.dispatch_no_orders()}</p>
  // A new proposal (asked again, or "load theirs" after a 409) starts the staff's changes afresh.
  return <ProposalView key={`${proposal.board_version}-${dataUpdatedAt}`} day={day} proposal={proposal} />
}
