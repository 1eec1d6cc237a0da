/**
 * The day's orders with a box each: tick some, pick a driver, "Assigner" appends them to that
 * driver's round in the order ticked. Placed orders, not confirmed yet, are listed below.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { DeliveryDay, DeliveryOrder } from '~/api/contract/admin-deliveries'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { SelectControl } from '~/ui/form/controlled'
import { toast } from '~/ui/toasts/toast-store'
import { assignFn } from '~/features/back-office/deliveries/deliveries.functions'
import { lineText } from '~/features/back-office/deliveries/lines-text'

const UNASSIGN = 'none'

export function DayOrders({ day }: { day: DeliveryDay }) {
  const queryClient = useQueryClient()
  const id = useId()
  const [ticked, setTicked] = useState<string[]>([])
  const [driver, setDriver] = useState('')
  const assign = useMutation({
    mutationFn: () => assignFn({ data: { date: day.date, references: ticked, driver_id: driver === UNASSIGN ? null : Number(driver) } }),
    onSuccess: async (answer) => {
      if (!answer.success) return void toast.error(answer.message)
      toast.success(m.bo_deliveries_assigned({ count: answer.data.assigned.length }))
      setTicked([])
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'deliveries'] })
    },
  })
  const toggle = (reference: string) =>
    setTicked((current) => (current.includes(reference) ? current.filter((each) => each !== reference) : [...current, reference]))
  const all = day.orders.map((order) => order.reference)
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {m.bo_deliveries_orders({ count: day.orders.length })}
      </h2>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          if (ticked.length && driver) assign.mutate()
        }}
      >
        <div className="flex min-w-56 flex-col gap-1">
          <label htmlFor={`${id}-driver`} className="text-sm font-semibold text-slate-800">
            {m.bo_deliveries_assign_to()}
          </label>
          <SelectControl
            id={`${id}-driver`}
            value={driver}
            onValueChange={setDriver}
            placeholder={m.bo_deliveries_choose_driver()}
            options={[
              ...day.drivers.map((each) => ({ value: String(each.id), label: each.name })),
              { value: UNASSIGN, label: m.bo_deliveries_unassign() },
            ]}
          />
        </div>
        <button
          type="submit"
          disabled={!ticked.length || !driver || assign.isPending}
          className="rounded-lg bg-brand-600 px-4 py-2.5 font-bold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {m.bo_deliveries_assign({ count: ticked.length })}
        </button>
      </form>
      {day.orders.length === 0 ? (
        <p className="mt-4 text-slate-600">{m.bo_deliveries_none()}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-start text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="p-2 text-start">
                  <input
                    type="checkbox"
                    aria-label={m.bo_deliveries_select_all()}
                    checked={ticked.length === all.length}
                    onChange={(event) => setTicked(event.target.checked ? all : [])}
                    className="size-4"
                  />
                </th>
                <th scope="col" className="p-2 text-start">
                  {m.bo_deliveries_col_reference()}
                </th>
                <th scope="col" className="p-2 text-start">
                  {m.bo_deliveries_col_customer()}
                </th>
                <th scope="col" className="p-2 text-start">
                  {m.bo_deliveries_col_address()}
                </th>
                <th scope="col" className="p-2 text-start">
                  {m.bo_deliveries_col_lines()}
                </th>
                <th scope="col" className="p-2 text-end">
                  {m.bo_deliveries_col_to_collect()}
                </th>
                <th scope="col" className="p-2 text-start">
                  {m.bo_deliveries_col_driver()}
                </th>
              </tr>
            </thead>
            <tbody>
              {day.orders.map((order) => (
                <OrderRow
                  key={order.reference}
                  order={order}
                  ticked={ticked.includes(order.reference)}
                  onToggle={() => toggle(order.reference)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {day.not_confirmed.length > 0 && (
        <div className="mt-6">
          <h3 className="font-bold text-amber-900">{m.bo_deliveries_not_confirmed({ count: day.not_confirmed.length })}</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
            {day.not_confirmed.map((order) => (
              <li key={order.reference}>
                <bdi>{order.reference}</bdi> · {order.customer.name} · {order.address.district}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

function OrderRow({ order, ticked, onToggle }: { order: DeliveryOrder; ticked: boolean; onToggle: () => void }) {
  return (
    <tr className="border-b border-slate-100 align-top" data-testid="delivery-row" data-reference={order.reference}>
      <td className="p-2">
        <input
          type="checkbox"
          checked={ticked}
          onChange={onToggle}
          aria-label={m.bo_deliveries_select({ reference: order.reference })}
          className="size-4"
        />
      </td>
      <td className="p-2 font-semibold whitespace-nowrap">
        <bdi>{order.reference}</bdi>
        {order.status === 'out_for_delivery' && (
          <span className="block text-xs font-normal text-sky-800">{m.orders_status_out_for_delivery()}</span>
        )}
      </td>
      <td className="p-2">
        {order.customer.name}
        <bdi dir="ltr" className="block whitespace-nowrap text-slate-500">
          {order.phone}
        </bdi>
      </td>
      <td className="p-2">
        <bdi>{[order.address.line1, order.address.line2].filter(Boolean).join(', ')}</bdi>
        <span className="block text-slate-500">
          <bdi>{order.address.district}</bdi>
        </span>
      </td>
      <td className="p-2">{order.lines.map(lineText).join(', ')}</td>
      <td className="p-2 text-end whitespace-nowrap">{formatMoney(order.to_collect)}</td>
      <td className="p-2">
        {order.driver ? (
          <>
            {order.driver.name} <span className="text-slate-500">#{order.round_position}</span>
          </>
        ) : (
          <span className="text-amber-800">{m.bo_deliveries_unassigned()}</span>
        )}
      </td>
    </tr>
  )
}
