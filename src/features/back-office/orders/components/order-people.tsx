/** Where the order goes and who ordered it: the two addresses with a map link, the customer and their other orders. */
import { Link } from '@tanstack/react-router'
import type { AdminOrderDetail } from '~/api/contract/admin-orders'
import { OrderStatusBadge } from '~/features/orders/order-status'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { MapPinIcon } from '~/ui/icons'
import { Card } from '~/ui/admin/page-parts'

type Address = AdminOrderDetail['delivery_address']

export function OrderAddresses({ order }: { order: AdminOrderDetail }) {
  return (
    <Card
      title={
        <>
          {m.orders_delivery()} · <span className="font-normal">{order.delivery_mode.name}</span>
        </>
      }
      className="grid gap-4 sm:grid-cols-2 [&>h2]:mb-0 [&>h2]:sm:col-span-2"
    >
      <AddressBlock title={m.orders_delivery_address()} address={order.delivery_address} testId="bo-delivery-address" />
      <AddressBlock title={m.bo_orders_billing_address()} address={order.billing_address} testId="bo-billing-address" />
    </Card>
  )
}

function AddressBlock({ title, address, testId }: { title: string; address: Address; testId: string }) {
  // What the customer typed may be Latin on an Arabic page: each line isolated, aligned with the page.
  const lines = [address.recipient_name, address.line1, address.line2, [address.district, address.postal_code].filter(Boolean).join(' ')]
  return (
    <div data-testid={testId}>
      <h3 className="mb-1 text-sm font-semibold text-slate-500">{title}</h3>
      <address className="not-italic text-slate-800">
        {lines.filter(Boolean).map((line, index) => (
          <span key={index} className="block">
            <bdi>{line}</bdi>
          </span>
        ))}
        {address.phone ? (
          <span className="block">
            <a href={`tel:${address.phone}`} dir="ltr" className="text-brand-700 underline">
              {address.phone}
            </a>
          </span>
        ) : null}
      </address>
      <a
        href={address.map_url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
      >
        <MapPinIcon className="size-4" />
        {m.bo_orders_map()}
      </a>
    </div>
  )
}

export function OrderCustomer({ order }: { order: AdminOrderDetail }) {
  const { customer } = order
  return (
    <Card title={m.bo_orders_customer()} testId="bo-order-customer">
      <p className="font-semibold">
        <bdi>{customer.name}</bdi>
      </p>
      {/* Latin values isolated left-to-right, each on its own line aligned with the page. */}
      <p>
        <a href={`mailto:${customer.email}`} dir="ltr" className="break-all text-brand-700 underline">
          {customer.email}
        </a>
      </p>
      {customer.phone ? (
        <p>
          <a href={`tel:${customer.phone}`} dir="ltr" className="text-brand-700 underline">
            {customer.phone}
          </a>
        </p>
      ) : null}
      <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-500">
        {m.bo_orders_history({ count: formatNumber(order.history_count) })}
      </h3>
      {order.history.length ? (
        <ul className="grid gap-2 text-sm">
          {order.history.map((past) => (
            <li key={past.reference} className="grid grid-cols-[1fr_auto] items-center gap-x-2 gap-y-0.5 border-t border-slate-100 pt-2">
              <Link
                to="/gestion/commandes/$reference"
                params={{ reference: past.reference }}
                className="font-semibold text-brand-700 underline"
              >
                <bdi dir="ltr">{past.reference}</bdi>
              </Link>
              <span className="text-end font-semibold">{formatMoney(past.total)}</span>
              <span className="text-slate-600">{formatDate(past.placed_at)}</span>
              <span className="text-end">
                <OrderStatusBadge status={past.status} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{m.bo_orders_history_none()}</p>
      )}
      {order.history_count > order.history.length ? (
        <Link
          to="/gestion/commandes"
          search={{ q: customer.email }}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
        >
          {m.bo_orders_history_all()}
        </Link>
      ) : null}
    </Card>
  )
}
