/**
 * `/gestion/commandes/$reference`: an order as the team handles it. What it holds (lines, amounts,
 * addresses, the customer and their other orders), its timeline and notes, and the actions the
 * Shop API allows from its status for this staff member.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { AdminOrderDetail } from '~/api/contract/admin-orders'
import { OrderStatusBadge } from '~/features/orders/order-status'
import { formatDate, formatDateTime } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { ArrowStartIcon } from '~/ui/icons'
import { AdminPage } from '~/ui/admin/admin-page'
import { Card } from '~/ui/admin/page-parts'
import { adminOrderQuery } from '~/features/back-office/orders/orders.queries'
import { OrderActions } from './order-actions'
import { OrderEditPanel } from './order-edit-panel'
import { OrderAmounts, OrderLines } from './order-lines'
import { OrderAddresses, OrderCustomer } from './order-people'
import { OrderNoteForm } from './order-note-form'
import { OrderTimeline } from './order-timeline'
import { DeliveryProofCard } from './delivery-proof-card'
import { RefundPanel } from '~/features/back-office/refunds/refund-panel'
import { OrderInvoiceCard } from '~/features/back-office/documents/order-invoice-card'

export function OrderPage({ reference }: { reference: string }) {
  const { data: order } = useSuspenseQuery(adminOrderQuery(reference))
  if (!order) return null
  return (
    <div className="grid gap-5 [&>*]:min-w-0">
      <Link to="/gestion/commandes" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowStartIcon className="size-4" />
        {m.bo_orders_back()}
      </Link>
      <AdminPage
        title={
          <span data-testid="bo-order-title">
            {m.page_order()} <bdi dir="ltr">{order.reference}</bdi>
          </span>
        }
        beside={<OrderStatusBadge status={order.status} />}
        description={
          <p className="text-base">
            {m.bo_orders_placed_on({ date: formatDateTime(order.placed_at) })} · {m.orders_delivery_date()}{' '}
            <strong>{formatDate(order.delivery_date)}</strong> · <bdi>{order.city.name}</bdi>
          </p>
        }
      >
        <OrderActions order={order} />
        <OrderEditPanel order={order} />
        <OrderFacts order={order} />

        {/* min-w-0: a wide part (the lines on a phone) scrolls in its card instead of widening the page. */}
        <div className="grid items-start gap-5 lg:grid-cols-3 [&>*]:min-w-0">
          <div className="grid gap-5 lg:col-span-2 [&>*]:min-w-0">
            <Card title={m.orders_lines()}>
              <OrderLines order={order} />
              <OrderAmounts order={order} />
            </Card>
            <OrderAddresses order={order} />
            <RefundPanel reference={order.reference} />
          </div>
          <div className="grid gap-5 [&>*]:min-w-0">
            <OrderInvoiceCard reference={order.reference} delivered={order.status === 'delivered'} />
            <OrderCustomer order={order} />
            <DeliveryProofCard order={order} />
            <Card title={m.bo_orders_timeline()}>
              <OrderTimeline events={order.events} />
              <OrderNoteForm reference={order.reference} />
            </Card>
          </div>
        </div>
      </AdminPage>
    </div>
  )
}

/** What the team must not miss: the customer's comment, why it was cancelled, what was collected. */
function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const facts = [
    order.comment ? { key: 'comment', label: m.orders_comment(), value: order.comment, tone: 'bg-amber-50 text-amber-900' } : null,
    order.cancel_reason
      ? { key: 'cancel', label: m.bo_orders_cancel_reason(), value: order.cancel_reason, tone: 'bg-red-50 text-red-900' }
      : null,
    order.collected !== null
      ? {
          key: 'collected',
          label: m.bo_orders_collected(),
          value: [formatMoney(order.collected), order.collected_payment_mode?.name, order.collected_reason].filter(Boolean).join(' · '),
          tone: 'bg-emerald-50 text-emerald-900',
        }
      : null,
  ].filter((fact) => fact !== null)
  if (!facts.length) return null
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.key} className={`rounded-xl p-4 ${fact.tone}`} data-testid={`bo-order-${fact.key}`}>
          <dt className="text-sm font-semibold">{fact.label}</dt>
          <dd className="mt-1 whitespace-pre-line">
            <bdi>{fact.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  )
}
