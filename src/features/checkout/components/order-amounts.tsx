import type { ReactNode } from 'react'
import { openCartPanel } from '~/features/cart/cart-panel-state'
import { type CartState, cartCount, cartTotal } from '~/features/cart/cart-rules'
import { DepositAmounts } from '~/features/cart/deposit-amounts'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { CartIcon } from '~/ui/icons'
import { sectionClass } from './checkout-classes'

/**
 * The order's amounts as the server priced them: goods, delivery, voucher, points, total, and the
 * points it earns. Before the first answer, the browser's own sum of the lines.
 */
export function OrderAmounts({ cart, deliveryChosen, className = '' }: { cart: CartState; deliveryChosen: boolean; className?: string }) {
  const totals = cart.server_cart?.totals
  const row = (label: ReactNode, value: string, testId: string, tone = '') => (
    <div className={`flex justify-between gap-4 ${tone}`} data-testid={testId}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">
        <bdi>{value}</bdi>
      </dd>
    </div>
  )
  return (
    <div className={`grid gap-1.5 text-sm ${className}`} data-testid="checkout-amounts">
      <dl className="grid gap-1.5">
        {row(
          m.checkout_amount_goods({ count: formatNumber(totals?.items ?? cartCount(cart)) }),
          formatMoney(totals?.subtotal ?? cartTotal(cart)),
          'amount-subtotal',
        )}
        {row(
          m.orders_delivery_fee(),
          !deliveryChosen || !totals
            ? m.checkout_amount_delivery_later()
            : totals.delivery_fee === 0
              ? m.orders_free()
              : formatMoney(totals.delivery_fee),
          'amount-delivery',
        )}
        {totals && totals.discount > 0
          ? row(
              cart.server_cart?.voucher ? m.checkout_amount_voucher({ code: cart.server_cart.voucher.code }) : m.orders_discount(),
              `− ${formatMoney(totals.discount)}`,
              'amount-discount',
              'text-emerald-700',
            )
          : null}
        {totals && totals.used_points > 0
          ? row(
              m.orders_points_discount({ points: formatNumber(totals.used_points) }),
              `− ${formatMoney(totals.points_discount)}`,
              'amount-points',
              'text-emerald-700',
            )
          : null}
        <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-extrabold" data-testid="amount-total">
          <dt>{totals?.deposit ? m.dep_amount_goods_total() : m.cart_total()}</dt>
          <dd className="whitespace-nowrap">
            <bdi>{formatMoney(totals?.total ?? cartTotal(cart))}</bdi>
          </dd>
        </div>
      </dl>
      {totals ? <DepositAmounts deposit={totals.deposit} jugs={totals.deposit_jugs} total={totals.total} /> : null}
      {totals ? (
        <dl>
          {row(
            m.orders_points_gained(),
            m.usermenu_points({ points: formatNumber(totals.gained_points) }),
            'amount-points-gained',
            'text-slate-600',
          )}
        </dl>
      ) : null}
    </div>
  )
}

/** The amounts beside a step, with the way back to the cart. */
export function SummaryAside({ cart, deliveryChosen }: { cart: CartState; deliveryChosen: boolean }) {
  return (
    <section className={sectionClass} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="mb-3 flex items-center gap-2 text-lg font-bold text-brand-900">
        <CartIcon className="size-5 text-brand-500" />
        {m.checkout_summary()}
      </h2>
      <OrderAmounts cart={cart} deliveryChosen={deliveryChosen} />
      <button type="button" onClick={openCartPanel} className="mt-3 text-sm font-semibold text-brand-700 hover:underline">
        {m.checkout_edit_cart()}
      </button>
    </section>
  )
}
