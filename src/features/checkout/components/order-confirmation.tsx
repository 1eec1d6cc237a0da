/**
 * `/step-3?order=REF`: the order is placed. Its reference (Latin, kept left-to-right inside
 * Arabic), what it costs, when it comes, the points it earns, and the ways on. Read from the
 * account's order endpoint, so a reload shows it again (and only to its customer).
 */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { CheckCircleIcon } from '~/ui/icons'
import { orderQuery } from '~/features/orders/orders.queries'
import { OrderStatusBadge } from '~/features/orders/order-status'
import { primaryButtonClass, sectionClass, StepProgress } from './checkout-ui'

export function OrderConfirmation({ reference }: { reference: string }) {
  const { data: order, isPending, isError } = useQuery(orderQuery(reference))
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <StepProgress current={3} done />
      <section className={`${sectionClass} text-center`} aria-labelledby="confirmation-title" data-testid="order-confirmation">
        <CheckCircleIcon className="mx-auto mb-3 size-14 text-emerald-600" />
        <h1
          id="confirmation-title"
          ref={heading}
          tabIndex={-1}
          className="mb-2 text-2xl font-extrabold text-brand-900 outline-none sm:text-3xl"
        >
          {m.checkout_thanks()}
        </h1>
        <p className="mb-4 text-slate-700">
          {m.checkout_order_reference()}{' '}
          <strong className="text-lg">
            <bdi dir="ltr" data-testid="order-reference">
              {reference}
            </bdi>
          </strong>
        </p>
        {order ? (
          <dl className="mx-auto mb-6 grid max-w-md gap-2 text-start text-sm">
            <Row label={m.orders_status()}>
              <OrderStatusBadge status={order.status} />
            </Row>
            <Row label={order.deposit ? m.dep_amount_goods_total() : m.orders_grand_total()}>
              <bdi data-testid="confirmation-total">{formatMoney(order.total)}</bdi>
            </Row>
            {order.deposit ? (
              <>
                <Row label={m.dep_amount_deposit_plain()}>
                  <bdi data-testid="confirmation-deposit">{formatMoney(order.deposit)}</bdi>
                </Row>
                <Row label={m.dep_amount_to_pay()}>
                  <bdi data-testid="confirmation-to-pay">{formatMoney(order.total + order.deposit)}</bdi>
                </Row>
              </>
            ) : null}
            <Row label={m.orders_delivery_date()}>{formatDate(order.delivery_date)}</Row>
            <Row label={m.orders_delivery_mode()}>{order.delivery_mode}</Row>
            <Row label={m.orders_payment_mode()}>{order.payment_mode}</Row>
            <Row label={m.orders_points_gained()}>{m.usermenu_points({ points: formatNumber(order.points_gained) })}</Row>
          </dl>
        ) : isPending ? (
          <div className="mx-auto mb-6 h-24 max-w-md animate-pulse rounded-lg bg-slate-100" />
        ) : isError || order === null ? (
          <p className="mb-6 text-slate-600">{m.checkout_confirmation_details_later()}</p>
        ) : null}
        <p className="mb-6 text-sm text-slate-600">{m.checkout_confirmation_next()}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/espace/orders/$id" params={{ id: reference }} className={primaryButtonClass} data-testid="confirmation-order-link">
            {m.checkout_see_order()}
          </Link>
          <Link
            to="/catalogue/$"
            params={{ _splat: '' }}
            className="inline-flex items-center rounded-lg px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {m.checkout_continue_shopping()}
          </Link>
        </div>
      </section>
    </main>
  )
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-slate-100 pb-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  )
}
