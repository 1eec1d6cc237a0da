/** The order's timeline, oldest first: placed, every change with who, when and why, the notes. */
import type { OrderEvent } from '~/api/contract/admin-orders'
import { formatDate, formatDateTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { orderStatusLabel } from '~/api/contract/order-status'
import { OrderEditChanges } from './order-edit-changes'

function title(event: OrderEvent): string {
  switch (event.kind) {
    case 'placed':
      return m.bo_orders_event_placed()
    case 'failed_attempt':
      return m.bo_orders_event_failed()
    case 'note':
      return m.bo_orders_event_note()
    case 'refund':
      return m.refund_event()
    case 'assigned':
      return event.driver ? m.bo_orders_event_assigned_to({ driver: event.driver }) : m.bo_orders_event_unassigned()
    case 'status':
      return event.to ? orderStatusLabel(event.to) : ''
    case 'edited':
      return m.edit_event_edited()
  }
}

export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  return (
    <ol className="grid gap-3 border-s-2 border-slate-200 ps-4" data-testid="bo-order-timeline">
      {events.map((event, index) => (
        <li key={index} className="relative">
          <span
            aria-hidden="true"
            className={`absolute -start-[1.3rem] top-1.5 size-2.5 rounded-full ${event.kind === 'note' ? 'bg-amber-500' : 'bg-brand-600'}`}
          />
          <p className="font-semibold text-slate-900">{title(event)}</p>
          <p className="text-xs text-slate-500">
            {formatDateTime(event.at)}
            {event.by ? (
              <>
                {' · '}
                {m.bo_orders_event_by()} <bdi>{event.by}</bdi>
              </>
            ) : null}
          </p>
          {event.reason ? (
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
              <bdi>{event.reason}</bdi>
            </p>
          ) : null}
          {event.changes?.length ? <OrderEditChanges changes={event.changes} /> : null}
          {event.new_delivery_date ? (
            <p className="mt-1 text-sm text-slate-700">{m.bo_orders_event_new_date({ date: formatDate(event.new_delivery_date) })}</p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
