import type { OrderDetail } from '~/api/contract/account'
import { formatDate, formatDateTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { orderStatusLabel } from '~/api/contract/order-status'

/** What happened to the order, oldest first: the customer sees each change the shop made. */
export function OrderTimeline({ timeline }: { timeline: OrderDetail['timeline'] }) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm" aria-labelledby="order-timeline">
      <h2 id="order-timeline" className="mb-3 text-lg font-bold">
        {m.orders_timeline()}
      </h2>
      <ol className="grid gap-3 border-s-2 border-brand-100 ps-4" data-testid="order-timeline">
        {timeline.map((step, index) => (
          <li key={index} className="grid gap-0.5">
            <p className="font-semibold text-slate-900">
              {step.new_delivery_date ? m.orders_timeline_failed_attempt() : orderStatusLabel(step.status)}
            </p>
            <p className="text-sm text-slate-600">{formatDateTime(step.at)}</p>
            {step.reason ? <p className="text-sm text-slate-700">{m.orders_timeline_reason({ reason: step.reason })}</p> : null}
            {step.new_delivery_date ? (
              <p className="text-sm text-slate-700">{m.orders_timeline_new_date({ date: formatDate(step.new_delivery_date) })}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
