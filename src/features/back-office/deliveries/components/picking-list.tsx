/** What to load in the trucks: units per product and pack over the day's open orders. */
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages.js'
import { pickingQuery } from '~/features/back-office/deliveries/deliveries.queries'

export function PickingList({ date, city }: { date: string; city: number }) {
  const { data } = useQuery(pickingQuery({ date, city }))
  if (data === null) return null
  return (
    <section aria-labelledby="picking-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="picking-title" className="text-lg font-bold text-slate-900">
        {m.bo_deliveries_picking()}
      </h2>
      {!data ? (
        <p className="mt-2 text-slate-500">{m.bo_deliveries_loading()}</p>
      ) : data.items.length === 0 ? (
        <p className="mt-2 text-slate-600">{m.bo_deliveries_none()}</p>
      ) : (
        <table className="mt-3 w-full text-sm" data-testid="picking">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="p-2 text-start">
                {m.bo_deliveries_product()}
              </th>
              <th scope="col" className="p-2 text-start">
                {m.bo_deliveries_col_reference()}
              </th>
              <th scope="col" className="p-2 text-end">
                {m.bo_deliveries_units()}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={`${item.reference}-${item.label}`} className="border-b border-slate-100">
                <td className="p-2">
                  {item.name}
                  {item.label && <span className="block text-slate-500">{item.label}</span>}
                </td>
                <td className="p-2">
                  <bdi>{item.reference}</bdi>
                </td>
                <td className="p-2 text-end text-base font-bold">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
