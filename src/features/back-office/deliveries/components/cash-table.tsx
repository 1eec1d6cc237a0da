/**
 * The evening's cash: per driver, what they collected on the day's deliveries, by payment mode,
 * and each order where they collected another amount than was due, with their reason.
 */
import { useQuery } from '@tanstack/react-query'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { cashQuery } from '~/features/back-office/deliveries/deliveries.queries'
import type { CashDriver } from '~/api/contract/admin-deliveries'

export function CashTable({ date }: { date: string }) {
  const { data } = useQuery(cashQuery(date))
  if (data === null) return null
  return (
    <section aria-labelledby="cash-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="cash-title" className="text-lg font-bold text-slate-900">
        {m.bo_deliveries_cash()}
      </h2>
      {!data ? (
        <p className="mt-2 text-slate-500">{m.bo_deliveries_loading()}</p>
      ) : data.drivers.length === 0 ? (
        <p className="mt-2 text-slate-600">{m.bo_deliveries_cash_none()}</p>
      ) : (
        <table className="mt-3 w-full text-sm" data-testid="cash">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="p-2 text-start">
                {m.bo_deliveries_col_driver()}
              </th>
              <th scope="col" className="p-2 text-start">
                {m.bo_deliveries_col_payment()}
              </th>
              <th scope="col" className="p-2 text-end">
                {m.bo_deliveries_cash_count()}
              </th>
              <th scope="col" className="p-2 text-end">
                {m.bo_deliveries_cash_total()}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.drivers.map((entry) => (
              <tr key={entry.driver?.id ?? 0} className="border-b border-slate-100 align-top">
                <th scope="row" className="p-2 text-start font-semibold">
                  {entry.driver?.name ?? m.bo_deliveries_unassigned()}
                </th>
                <td className="p-2">
                  {entry.by_mode.map((mode) => (
                    <span key={mode.id} className="block">
                      {mode.name} : {formatMoney(mode.total)} ({mode.count})
                    </span>
                  ))}
                  <Differences differences={entry.differences} />
                </td>
                <td className="p-2 text-end">{entry.count}</td>
                <td className="p-2 text-end font-bold whitespace-nowrap">{formatMoney(entry.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="p-2 text-start">
                {m.bo_deliveries_cash_day_total()}
              </th>
              <td className="p-2 text-end font-bold whitespace-nowrap">{formatMoney(data.total)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
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
