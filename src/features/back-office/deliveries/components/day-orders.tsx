/**
 * The day's orders with a box each: tick some, pick a driver, "Assigner" appends them to that
 * driver's round in the order ticked. Placed orders, not confirmed yet, are listed below.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useId, useState } from 'react'
import type { DeliveryDay, DeliveryOrder } from '~/api/contract/admin-deliveries'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { SelectControl } from '~/ui/form/controlled'
import { toast } from '~/ui/toasts/toast-store'
import { assignFn } from '~/features/back-office/deliveries/deliveries.functions'
import { lineText } from '~/features/back-office/deliveries/lines-text'

const UNASSIGN = 'none'
const column = createColumnHelper<DeliveryOrder>()
/** Long text in a cell wraps (the table's cells do not by default). */
const wrapClass = 'block min-w-40 whitespace-normal'

const columns = [
  column.accessor('reference', {
    header: () => m.bo_deliveries_col_reference(),
    cell: ({ row: { original: order } }) => (
      <span className="font-semibold">
        <bdi>{order.reference}</bdi>
        {order.status === 'out_for_delivery' && (
          <span className="block text-xs font-normal text-sky-800">{m.orders_status_out_for_delivery()}</span>
        )}
      </span>
    ),
  }),
  column.display({
    id: 'customer',
    header: () => m.bo_deliveries_col_customer(),
    cell: ({ row: { original: order } }) => (
      <>
        {order.customer.name}
        <bdi dir="ltr" className="block text-slate-500">
          {order.phone}
        </bdi>
      </>
    ),
  }),
  column.display({
    id: 'address',
    header: () => m.bo_deliveries_col_address(),
    cell: ({ row: { original: order } }) => (
      <span className={wrapClass}>
        <bdi>{[order.address.line1, order.address.line2].filter(Boolean).join(', ')}</bdi>
        <span className="block text-slate-500">
          <bdi>{order.address.district}</bdi>
        </span>
      </span>
    ),
  }),
  column.display({
    id: 'lines',
    header: () => m.bo_deliveries_col_lines(),
    cell: ({ row: { original: order } }) => <span className={wrapClass}>{order.lines.map(lineText).join(', ')}</span>,
  }),
  column.accessor('to_collect', {
    header: () => m.bo_deliveries_col_to_collect(),
    meta: { align: 'end' },
    cell: ({ getValue }) => formatMoney(getValue()),
  }),
  column.display({
    id: 'driver',
    header: () => m.bo_deliveries_col_driver(),
    cell: ({ row: { original: order } }) =>
      order.driver ? (
        <>
          {order.driver.name} <span className="text-slate-500">#{order.round_position}</span>
        </>
      ) : (
        <span className="text-amber-800">{m.bo_deliveries_unassigned()}</span>
      ),
  }),
]

export function DayOrders({ day }: { day: DeliveryDay }) {
  const queryClient = useQueryClient()
  const id = useId()
  // In the order ticked: the round follows it.
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
  return (
    <Card title={m.bo_deliveries_orders({ count: day.orders.length })}>
      <form
        className="mb-4 flex flex-wrap items-end gap-3"
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
      <DataTable
        label={m.bo_deliveries_orders({ count: day.orders.length })}
        data={day.orders}
        columns={columns}
        getRowId={(order) => order.reference}
        rowHeader="reference"
        selection={{
          selected: ticked,
          onChange: setTicked,
          rowLabel: (order) => m.bo_deliveries_order_name({ reference: order.reference }),
        }}
        empty={m.bo_deliveries_none()}
        rowProps={(order) => ({ 'data-testid': 'delivery-row', 'data-reference': order.reference })}
      />
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
    </Card>
  )
}
