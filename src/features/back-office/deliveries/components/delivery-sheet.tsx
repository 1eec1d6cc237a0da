/**
 * A driver's delivery sheet, to print: one block per order (never split across pages), with the
 * address, the phone, the lines, the amount to collect and a line for the customer's signature.
 * On screen it has a print button; on paper only the blocks.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { deliveryDayQuery } from '~/features/back-office/deliveries/deliveries.queries'
import { NotForRole } from './not-for-role'
import { lineText } from '~/features/back-office/deliveries/lines-text'

export function DeliverySheet({ date, city, driverId }: { date?: string; city?: number; driverId: number }) {
  const { data: day } = useSuspenseQuery(deliveryDayQuery({ date, city }))
  if (!day) return <NotForRole />
  const driver = day.drivers.find((each) => each.id === driverId)
  const orders = day.orders.filter((order) => order.driver?.id === driverId)
  const total = orders.reduce((sum, order) => sum + order.to_collect, 0)
  return (
    <article className="mx-auto max-w-3xl bg-white p-6 print:max-w-none print:p-0">
      <AdminPage
        title={m.bo_sheet_title({ driver: driver?.name ?? '' })}
        description={
          <span className="text-base text-slate-700">
            {day.city.name} · {formatDate(day.date)} · {m.bo_sheet_summary({ count: orders.length })} · {formatMoney(total)}
          </span>
        }
        actions={
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded-lg bg-brand-600 px-4 py-2 font-bold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
          >
            {m.bo_sheet_print()}
          </button>
        }
      >
        {orders.length === 0 && <p className="text-slate-600">{m.bo_deliveries_none()}</p>}
        <ol className="flex flex-col gap-4 print:gap-3">
          {orders.map((order, index) => (
            <li
              key={order.reference}
              data-testid="sheet-order"
              className="break-inside-avoid rounded-lg border border-slate-400 p-4 print:rounded-none print:border-black"
            >
              <div className="flex justify-between gap-2 font-bold">
                <span>
                  {index + 1}. {order.customer.name}
                </span>
                <bdi>{order.reference}</bdi>
              </div>
              <p>
                <bdi>
                  {[order.address.line1, order.address.line2, order.address.district, order.address.postal_code].filter(Boolean).join(', ')}
                </bdi>
              </p>
              <p>
                {m.bo_deliveries_col_phone()} : <bdi dir="ltr">{order.phone}</bdi>
              </p>
              <ul className="my-2 list-inside list-disc">
                {order.lines.map((line) => (
                  <li key={`${line.reference}-${line.label}`}>{lineText(line)}</li>
                ))}
              </ul>
              {order.comment && <p className="italic">{order.comment}</p>}
              <p className="font-bold">
                {m.bo_round_to_collect()} : {formatMoney(order.to_collect)} ({order.payment_mode.name})
              </p>
              <p className="mt-6 border-t border-dashed border-slate-500 pt-1 text-sm text-slate-600">{m.bo_sheet_signature()}</p>
            </li>
          ))}
        </ol>
      </AdminPage>
    </article>
  )
}
