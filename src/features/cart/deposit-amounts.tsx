import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'

/**
 * The jugs' deposit (consigne, docs/decisions/0083) under an order's total: apart from the water,
 * then what is paid with it. The cart, the checkout's steps and the order page show it the same
 * way; nothing when the order carries no deposit.
 */
export function DepositAmounts({
  deposit,
  jugs,
  total,
  className = '',
}: {
  /** Centimes: charged > 0, given back < 0. */
  deposit: number
  /** Jugs the deposit is charged for (unknown: not said). */
  jugs?: number
  /** The order's total without the deposit. */
  total: number
  className?: string
}) {
  if (deposit === 0) return null
  return (
    <div className={`grid gap-1 ${className}`} data-testid="deposit-amounts">
      <dl className="grid gap-1">
        <div className="flex justify-between gap-4 text-sm" data-testid="amount-deposit">
          <dt>
            {deposit < 0
              ? m.dep_order_deposit_back()
              : jugs === undefined
                ? m.dep_amount_deposit_plain()
                : m.dep_amount_deposit({ count: formatNumber(jugs) })}
          </dt>
          <dd className="whitespace-nowrap">
            <bdi>{formatMoney(deposit)}</bdi>
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-extrabold" data-testid="amount-to-pay">
          <dt>{m.dep_amount_to_pay()}</dt>
          <dd className="whitespace-nowrap">
            <bdi>{formatMoney(total + deposit)}</bdi>
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-600">{m.dep_deposit_note()}</p>
    </div>
  )
}
