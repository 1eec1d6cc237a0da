import { useSuspenseQuery } from '@tanstack/react-query'
import type { TrackingView } from '~/api/contract/tracking'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { MainLandmark } from '~/ui/main-landmark'
import { keepsRefreshing } from '~/features/tracking/tracking-answer'
import { trackingQuery } from '~/features/tracking/tracking.queries'

/**
 * The page of the out-for-delivery e-mail's tracking link (docs/decisions/0099): drawn by the
 * server, so it works without scripts; while the driver is on the way it refreshes itself (the
 * route's `<meta http-equiv="refresh">`, and with scripts the query asks again every minute).
 */
export function TrackingPage({ token }: { token: string }) {
  const { data: answer } = useSuspenseQuery(trackingQuery(token))
  return (
    <MainLandmark className="mx-auto grid w-full max-w-xl gap-6 p-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{m.tracking_title()}</h1>
      {answer.kind === 'invalid' ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
          {m.tracking_error_link()}
        </p>
      ) : answer.kind === 'expired' ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900" data-testid="tracking-expired">
          {m.tracking_expired()}
        </p>
      ) : (
        <>
          <p className="text-slate-600">{m.tracking_reference({ reference: answer.view.reference })}</p>
          <section
            aria-live="polite"
            className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-5"
            data-testid="tracking-status"
          >
            <TrackingStatus view={answer.view} />
          </section>
          {keepsRefreshing(answer) ? <p className="text-sm text-slate-600">{m.tracking_refreshes()}</p> : null}
        </>
      )}
    </MainLandmark>
  )
}

function TrackingStatus({ view }: { view: TrackingView }) {
  switch (view.status) {
    case 'on_its_way':
      return (
        <>
          <p className="font-semibold">
            {view.driver_first_name ? m.tracking_on_its_way_driver({ driver: view.driver_first_name }) : m.tracking_on_its_way()}
          </p>
          {view.stops_before !== null ? (
            <p data-testid="tracking-stops">
              {view.stops_before === 0 ? m.tracking_next_stop() : m.tracking_stops_before({ count: view.stops_before })}
            </p>
          ) : null}
          {view.window ? (
            <>
              <p className="text-xl font-bold" data-testid="tracking-window">
                {m.tracking_window({ from: view.window.from, to: view.window.to })}
              </p>
              <p className="text-sm text-slate-600">{m.tracking_window_note()}</p>
            </>
          ) : null}
        </>
      )
    case 'delivered':
      return (
        <p className="text-xl font-bold" data-testid="tracking-delivered">
          {view.delivered?.received_by
            ? m.tracking_delivered_to({ time: view.delivered.clock, name: view.delivered.received_by })
            : view.driver_first_name
              ? m.tracking_delivered_by({ time: view.delivered?.clock ?? '', driver: view.driver_first_name })
              : m.tracking_delivered({ time: view.delivered?.clock ?? '' })}
        </p>
      )
    case 'failed':
      return <p>{m.tracking_failed({ date: view.new_delivery_date ? formatDate(view.new_delivery_date) : '—' })}</p>
    case 'cancelled':
      return <p>{m.tracking_cancelled()}</p>
    case 'not_out':
      return <p>{m.tracking_not_out()}</p>
  }
}
