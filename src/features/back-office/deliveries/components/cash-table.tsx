/**
 * The evening's cash: per driver, what they collected on the day's deliveries, by payment mode,
 * less the refunds they paid back in cash that day, and each order where they collected another
 * amount than was due, with their reason.
 */
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { cashQuery } from '~/features/back-office/deliveries/deliveries.queries'
import type { CashDriver } from '~/api/contract/admin-deliveries'
import { CashRefunds } from '~/features/back-office/refunds/cash-refunds'

const column = createColumnHelper<CashDriver>()
const columns = [
  column.display({
    id: 'driver',
    header: () => m.bo_deliveries_col_driver(),
    cell: ({ row: { original: entry } }) => <span className="font-semibold">{entry.driver?.name ?? m.bo_deliveries_unassigned()}</span>,
  }),
  column.display({
    id: 'payment',
    header: () => m.bo_deliveries_col_payment(),
    cell: ({ row: { original: entry } }) => (
      <span className="block min-w-40 whitespace-normal">
        {entry.by_mode.map((mode) => (
          <span key={mode.id} className="block">
            {mode.name} : {formatMoney(mode.total)} ({mode.count})
          </span>
        ))}
        {entry.deposits ? (
          <span className="block text-slate-600">{m.cash_of_which_deposits({ amount: formatMoney(entry.deposits) })}</span>
        ) : null}
        <Differences differences={entry.differences} />
        <CashRefunds refunds={entry.refunds} />
      </span>
    ),
  }),
  column.accessor('count', { header: () => m.bo_deliveries_cash_count(), meta: { align: 'end' } }),
  column.accessor('total', {
    header: () => m.bo_deliveries_cash_total(),
    meta: { align: 'end' },
    cell: ({ getValue }) => <span className="font-bold">{formatMoney(getValue())}</span>,
  }),
]

export function CashTable({ date }: { date: string }) {
  const { data } = useQuery(cashQuery(date))
  if (data === null) return null
  return (
    <Card title={m.bo_deliveries_cash()} testId="cash">
      <DataTable
        label={m.bo_deliveries_cash()}
        data={data?.drivers ?? []}
        columns={columns}
        getRowId={(entry) => String(entry.driver?.id ?? 0)}
        rowHeader="driver"
        loading={!data}
        empty={m.bo_deliveries_cash_none()}
      />
      {data && data.drivers.length > 0 ? (
        <p className="mt-3 flex justify-between gap-2 px-3 font-semibold" data-testid="cash-day-total">
          <span>{m.bo_deliveries_cash_day_total()}</span>
          <span className="font-bold whitespace-nowrap">{formatMoney(data.total)}</span>
        </p>
      ) : null}
    </Card>
  )
}

function Differences({ differences }: { differences: CashDriver['differences'] }) {
  if (differences.length === 0) return null
  return (
    <div className="mt-2 rounded-lg bg-amber-50 p-2 text-amber-900" data-testid="cash-differences">
      <p className="font-semibold">{m.bo_deliveries_cash_differences()}</p>
      <ul>
        {differences.map((difference) => (
          <li key={difference.reference}>
            {m.bo_deliveries_cash_difference({
              reference: difference.reference,
              collected: formatMoney(difference.collected),
              due: formatMoney(difference.due),
              reason: difference.reason,
            })}
          </li>
        ))}
      </ul>
    </div>
  )
}
