import { Link } from '@tanstack/react-router'
import type { OrderSummary } from '~/api/contract/account'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { ChevronEndIcon } from '~/ui/icons'
import { ReorderButton } from './components/reorder-button'
import { OrderStatusBadge } from './order-status'

/** Orders as cards: reference, date, status, total, and the way to the detail. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm" data-testid="order-list">
      {orders.map((order) => (
        <li key={order.reference} className="flex flex-wrap items-center gap-x-2 pe-2 sm:flex-nowrap">
          <Link
            to="/espace/orders/$id"
            params={{ id: order.reference }}
            className="flex min-w-0 flex-1 basis-full items-center gap-3 px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50 sm:basis-auto"
          >
            <div className="grid flex-1 gap-1 sm:grid-cols-4 sm:items-center sm:gap-4">
              <span className="font-semibold text-slate-900">
                <bdi dir="ltr">{order.reference}</bdi>
              </span>
              <span className="text-sm text-slate-600">{formatDate(order.placed_at)}</span>
              <span>
                <OrderStatusBadge status={order.status} />
              </span>
              <span className="font-semibold sm:text-end">
                <bdi>{formatMoney(order.total)}</bdi>
              </span>
            </div>
            <ChevronEndIcon className="size-4 shrink-0 text-slate-400" />
          </Link>
          {/* Beside the link, not inside it: a button cannot sit in a link. */}
          <div className="ms-2 mb-2 sm:m-0">
            <ReorderButton reference={order.reference} variant="quiet" />
          </div>
        </li>
      ))}
    </ul>
  )
}
