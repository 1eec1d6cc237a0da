import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { OrderDetail } from '~/api/contract/account'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { ArrowStartIcon } from '~/ui/icons'
import { ReorderButton } from './reorder-button'
import { useReorderFromLink } from '~/features/orders/use-reorder'
import { orderQuery } from '~/features/orders/orders.queries'
import { OrderReminders } from './order-reminders'
import { StandingOrderButton } from '~/features/standing-orders/standing-order-button'
import { OrderTimeline } from './order-timeline'
import { OrderDeliveredTo } from './order-delivered-to'
import { OrderRefunds } from './order-refunds'
import { OrderInvoice } from './order-invoice'
import { OrderStatusBadge } from '~/features/orders/order-status'
import { DepositAmounts } from '~/features/cart/deposit-amounts'

const cardClass = 'rounded-xl bg-white p-5 shadow-sm'

/** One order as it was placed: its lines (copies made when ordering), amounts, delivery and payment. */
export function OrderDetailPage({ reference, reorder = false }: { reference: string; reorder?: boolean }) {
  const { data: order } = useSuspenseQuery(orderQuery(reference))
  useReorderFromLink(reference, reorder && order !== null)
  if (!order) return null
  return (
    <main id="main" className="grid gap-5">
      <Link to="/espace/orders" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowStartIcon className="size-4" />
        {m.orders_back()}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl" data-testid="order-title">
          {m.page_order()} <bdi dir="ltr">{order.reference}</bdi>
        </h1>
        <OrderStatusBadge status={order.status} />
        <p className="basis-full text-slate-600">{m.orders_placed_on({ date: formatDate(order.placed_at) })}</p>
        <OrderDeliveredTo order={order} />
        <ReorderButton reference={order.reference} />
        <OrderInvoice reference={order.reference} delivered={order.status === 'delivered'} />
      </header>

      <section className={cardClass} aria-labelledby="order-lines">
        <h2 id="order-lines" className="mb-3 text-lg font-bold">
          {m.orders_lines()}
        </h2>
        <OrderLines order={order} />
        <OrderTotals order={order} />
      </section>

      <section className={`${cardClass} grid gap-4 sm:grid-cols-2`} aria-labelledby="order-delivery">
        <h2 id="order-delivery" className="text-lg font-bold sm:col-span-2">
          {m.orders_delivery()}
        </h2>
        <div>
          <h3 className="mb-1 text-sm font-semibold text-slate-500">{m.orders_delivery_address()}</h3>
          <address className="not-italic text-slate-800" data-testid="order-address">
            {/* What the customer typed may be Latin on an Arabic page: each line is isolated, aligned with the page. */}
            {order.delivery_address.recipientName ? (
              <span className="block">
                <bdi>{order.delivery_address.recipientName}</bdi>
              </span>
            ) : null}
            {order.delivery_address.line1 ? (
              <span className="block">
                <bdi>{order.delivery_address.line1}</bdi>
              </span>
            ) : null}
            {order.delivery_address.line2 ? (
              <span className="block">
                <bdi>{order.delivery_address.line2}</bdi>
              </span>
            ) : null}
            <span className="block">
              {[order.delivery_address.district, order.delivery_address.postalCode].filter(Boolean).map((part) => (
                <span key={part}>
                  <bdi>{part}</bdi>,{' '}
                </span>
              ))}
              {order.city}
            </span>
            {order.delivery_address.phone ? (
              <span className="block">
                <bdi dir="ltr">{order.delivery_address.phone}</bdi>
              </span>
            ) : null}
          </address>
        </div>
        <dl className="grid gap-2 text-sm">
          <Fact label={m.orders_delivery_mode()} value={order.delivery_mode} />
          <Fact label={m.orders_delivery_date()} value={formatDate(order.delivery_date)} />
          <Fact label={m.orders_payment_mode()} value={order.payment_mode} />
          {order.jugs > 0 || order.empties_announced > 0 ? (
            <>
              <Fact label={m.dep_order_jugs()} value={formatNumber(order.jugs)} />
              <Fact label={m.dep_order_empties()} value={formatNumber(order.empties_announced)} />
            </>
          ) : null}
          {order.comment ? <Fact label={m.orders_comment()} value={order.comment} /> : null}
        </dl>
      </section>

      <OrderTimeline timeline={order.timeline} />
      <OrderRefunds reference={order.reference} />
      <OrderReminders reference={order.reference} reminders={order.reminders} />
      <StandingOrderButton reference={order.reference} />
    </main>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-semibold text-slate-500">{label}</dt>
      <dd className="text-slate-800">{value}</dd>
    </div>
  )
}

function OrderLines({ order }: { order: OrderDetail }) {
  return (
    <table className="w-full text-sm" data-testid="order-lines">
      <thead className="sr-only sm:not-sr-only">
        <tr className="border-b border-slate-200 text-slate-500">
          <th scope="col" className="py-2 text-start font-semibold">
            {m.orders_product()}
          </th>
          <th scope="col" className="py-2 text-end font-semibold">
            {m.orders_unit_price()}
          </th>
          <th scope="col" className="py-2 text-end font-semibold">
            {m.orders_quantity()}
          </th>
          <th scope="col" className="py-2 text-end font-semibold">
            {m.orders_line_total()}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={`${line.reference}-${index}`} className="border-b border-slate-100 align-top">
            <td className="py-2 pe-2">
              <span className="block font-semibold text-slate-900">{line.name}</span>
              <span className="block text-xs text-slate-500">
                {line.attributes ? `${line.attributes} · ` : ''}
                <bdi dir="ltr">{line.reference}</bdi>
              </span>
            </td>
            <td className="py-2 text-end whitespace-nowrap">
              <bdi>{formatMoney(line.unit_price)}</bdi>
            </td>
            <td className="py-2 text-end">× {formatNumber(line.quantity)}</td>
            <td className="py-2 text-end font-semibold whitespace-nowrap">
              <bdi>{formatMoney(line.total)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function OrderTotals({ order }: { order: OrderDetail }) {
  const row = (label: string, value: string, testId?: string) => (
    <div className="flex justify-between gap-4" data-testid={testId}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="whitespace-nowrap">
        <bdi>{value}</bdi>
      </dd>
    </div>
  )
  return (
    <div className="ms-auto mt-4 grid max-w-sm gap-1.5 text-sm">
      <dl className="grid gap-1.5">
        {row(m.orders_subtotal(), formatMoney(order.subtotal))}
        {row(m.orders_delivery_fee(), order.delivery_fee === 0 ? m.orders_free() : formatMoney(order.delivery_fee))}
        {order.discount > 0 ? row(m.orders_discount(), `− ${formatMoney(order.discount)}`) : null}
        {order.points_used > 0
          ? row(m.orders_points_discount({ points: formatNumber(order.points_used) }), `− ${formatMoney(order.points_discount)}`)
          : null}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold" data-testid="order-total">
          <dt>{order.deposit ? m.dep_amount_goods_total() : m.orders_grand_total()}</dt>
          <dd className="whitespace-nowrap">
            <bdi>{formatMoney(order.total)}</bdi>
          </dd>
        </div>
      </dl>
      <DepositAmounts deposit={order.deposit} total={order.total} />
      <dl>{row(m.orders_points_gained(), m.usermenu_points({ points: formatNumber(order.points_gained) }), 'order-points-gained')}</dl>
    </div>
  )
}
