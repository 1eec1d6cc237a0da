/** Each driver's round of the day: how many orders, how many still to dispatch, the sheet to print. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { DeliveryDay } from '~/api/contract/admin-deliveries'
import { m } from '~/paraglide/messages.js'
import { Card } from '~/ui/admin/page-parts'
import { toast } from '~/ui/toasts/toast-store'
import { dispatchFn } from '~/features/back-office/deliveries/deliveries.functions'

export function DriverRounds({ day }: { day: DeliveryDay }) {
  const queryClient = useQueryClient()
  const dispatch = useMutation({
    mutationFn: (driverId: number) => dispatchFn({ data: { date: day.date, driver_id: driverId } }),
    onSuccess: async (answer) => {
      if (!answer.success) return void toast.error(answer.message)
      const sent = answer.data.results.filter((result) => result.dispatched).length
      toast.success(m.bo_deliveries_dispatched({ count: sent }))
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'deliveries'] })
    },
  })
  const rounds = day.drivers
    .map((driver) => {
      const orders = day.orders.filter((order) => order.driver?.id === driver.id)
      return { driver, orders, waiting: orders.filter((order) => order.status === 'confirmed').length }
    })
    .filter((round) => round.orders.length > 0)
  return (
    <Card title={m.bo_deliveries_rounds()}>
      {rounds.length === 0 ? (
        <p className="text-slate-600">{m.bo_deliveries_no_rounds()}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {rounds.map(({ driver, orders, waiting }) => (
            <li key={driver.id} data-testid="driver-round" className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
              <p className="font-bold text-slate-900">{driver.name}</p>
              <p className="text-sm text-slate-600">{m.bo_deliveries_round_count({ count: orders.length, waiting })}</p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={waiting === 0 || dispatch.isPending}
                  onClick={() => dispatch.mutate(driver.id)}
                  className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-50"
                >
                  {m.bo_deliveries_dispatch()}
                </button>
                <Link
                  to="/gestion/livraisons/feuille"
                  search={{ date: day.date, city: day.city.id, driver: driver.id }}
                  className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50"
                >
                  {m.bo_deliveries_sheet()}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
