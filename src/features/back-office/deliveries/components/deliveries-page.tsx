/**
 * `/gestion/livraisons`: the delivery day of a city. The day's orders to assign to drivers, each
 * driver's round to dispatch and print, what to load in the trucks, the CSV, the evening's cash.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { localizeHref } from '~/i18n/locale-path'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { AdminPage, actionLinkClass } from '~/ui/admin/admin-page'
import { deliveryDayQuery } from '~/features/back-office/deliveries/deliveries.queries'
import { CashTable } from './cash-table'
import { CashClosingCard } from './cash-closing-card'
import { DayFilters } from './day-filters'
import { DayOrders } from './day-orders'
import { DriverRounds } from './driver-rounds'
import { NotForRole } from './not-for-role'
import { PickingList } from './picking-list'
import { RoundBoard } from './round-board'

export function DeliveriesPage({ search }: { search: { date?: string; city?: number } }) {
  const { data: day } = useSuspenseQuery(deliveryDayQuery(search))
  if (!day) return <NotForRole />
  const dispatch = localizeHref(`/gestion/repartition?date=${day.date}&city=${day.city.id}&proposition=1`, getLocale())
  const csv = localizeHref(`/gestion/livraisons/export?date=${day.date}&city=${day.city.id}`, getLocale())
  return (
    <AdminPage
      title={m.bo_deliveries_title()}
      description={`${day.city.name} · ${formatDate(day.date)}`}
      actions={
        <>
          {/* The day split among the vans in one press: the proposal opens on the dispatch page (docs/decisions/0100). */}
          <a href={dispatch} className={actionLinkClass} data-testid="dispatch-open">
            {m.dispatch_run()}
          </a>
          <a
            href={csv}
            download
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {m.bo_deliveries_export()}
          </a>
        </>
      }
    >
      <DayFilters day={day} />
      <DriverRounds day={day} />
      <RoundBoard day={day} />
      <DayOrders day={day} />
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <PickingList date={day.date} city={day.city.id} />
        <CashTable date={day.date} />
      </div>
      <CashClosingCard date={day.date} />
    </AdminPage>
  )
}
