/**
 * The driver's round on their phone: today's deliveries in order, each with what to do at the
 * door. Actions are queued in the phone and sent when it can (round-queue.ts), so a poor signal
 * never loses a delivery nor records one twice.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import type { MyRound } from '~/api/contract/admin-deliveries'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { Card } from '~/ui/admin/page-parts'
import { WifiOffIcon } from '~/ui/icons'
import { myRoundQuery } from '~/features/back-office/deliveries/deliveries.queries'
import { useOnline } from '~/features/back-office/deliveries/use-online'
import { useRoundQueue } from '~/features/back-office/deliveries/use-round-queue'
import { NotForRole } from './not-for-role'
import { RoundOrderCard } from './round-order-card'
import { RoundDirectionsLinks } from './round-directions-links'

export function RoundPage({ driverId }: { driverId: number }) {
  const { data: round } = useSuspenseQuery(myRoundQuery())
  return round ? <Round round={round} driverId={driverId} /> : <NotForRole />
}

function Round({ round, driverId }: { round: MyRound; driverId: number }) {
  const { pending, push } = useRoundQueue(driverId)
  const online = useOnline()
  const left = round.orders.filter((order) => order.status !== 'delivered').length
  return (
    // Phone first: one narrow column, also on a larger screen.
    <div className="mx-auto max-w-xl">
      <AdminPage
        title={m.bo_round_title()}
        description={`${formatDate(round.date)} · ${m.bo_round_left({ count: left, total: round.orders.length })}`}
      >
        {!online && (
          <p role="status" className="flex items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900">
            <WifiOffIcon className="size-5 shrink-0" aria-hidden="true" />
            {m.bo_round_offline()}
          </p>
        )}
        {pending.length > 0 && (
          <p role="status" data-testid="round-queue" className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
            {m.bo_round_queue_count({ count: pending.length })}
          </p>
        )}
        <RoundDirectionsLinks orders={round.orders} />
        {round.orders.length === 0 ? (
          <Card>
            <p className="p-2 text-center text-slate-600">{m.bo_round_empty()}</p>
          </Card>
        ) : (
          <ol className="flex flex-col gap-4">
            {round.orders.map((order, index) => (
              <li key={order.reference}>
                <RoundOrderCard
                  order={order}
                  position={index + 1}
                  paymentModes={round.payment_modes}
                  roundDate={round.date}
                  pending={pending.find((action) => action.reference === order.reference && action.action !== 'arrived')}
                  queued={pending}
                  onAction={push}
                />
              </li>
            ))}
          </ol>
        )}
      </AdminPage>
    </div>
  )
}
