import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { JugMovementKind, JugMovementRow } from '~/api/contract/jug-account'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { jugAccountQuery } from '~/features/account/account.queries'

const cardClass = 'rounded-xl bg-white p-5 shadow-sm'

const KIND_LABELS: Record<JugMovementKind, () => string> = {
  lent: m.dep_kind_lent,
  returned: m.dep_kind_returned,
  deposit_paid: m.dep_kind_deposit_paid,
  deposit_refunded: m.dep_kind_deposit_refunded,
  written_off: m.dep_kind_written_off,
  cancelled: m.dep_kind_cancelled,
  adjusted: m.dep_kind_adjusted,
}

/** A signed count or amount as the history shows it: "+2", "−1", nothing for zero. */
const signed = (value: number, format: (absolute: number) => string) =>
  value === 0 ? '' : `${value > 0 ? '+' : '−'}${format(Math.abs(value))}`

/** The account's jug page (docs/decisions/0083): what the customer holds, what the shop holds for them, and the history. */
export function JugAccountPage() {
  const { data } = useSuspenseQuery(jugAccountQuery())
  const figures = [
    { id: 'jugs-held', label: m.dep_held(), value: formatNumber(data.jugs_held) },
    { id: 'deposit-held', label: m.dep_deposit_held(), value: formatMoney(data.deposit_held) },
    { id: 'deposits-paid', label: m.dep_deposits_paid(), value: formatMoney(data.deposits_paid) },
    { id: 'jugs-returned', label: m.dep_returned(), value: formatNumber(data.jugs_returned) },
    { id: 'deposits-refunded', label: m.dep_refunded(), value: formatMoney(data.deposits_refunded) },
  ]
  return (
    <main id="main" className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{m.dep_page_title()}</h1>
        <p className="text-slate-600">{m.dep_page_intro()}</p>
      </header>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.id} className={cardClass} data-testid={figure.id}>
            <dt className="text-sm font-semibold text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-brand-700">
              <bdi>{figure.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <section className={cardClass} aria-labelledby="jug-history">
        <h2 id="jug-history" className="mb-3 text-lg font-bold text-brand-900">
          {m.dep_history()}
        </h2>
        {data.movements.length === 0 ? (
          <p className="text-slate-600">{m.dep_history_empty()}</p>
        ) : (
          <ol className="divide-y divide-slate-100" data-testid="jug-history">
            {data.movements.map((movement) => (
              <HistoryRow key={movement.id} movement={movement} />
            ))}
          </ol>
        )}
      </section>
    </main>
  )
}

function HistoryRow({ movement }: { movement: JugMovementRow }) {
  const change = [signed(movement.jugs, (count) => formatNumber(count)), signed(movement.deposit, (amount) => formatMoney(amount))]
    .filter(Boolean)
    .join(' · ')
  return (
    <li
      className="grid gap-1 py-3 sm:grid-cols-[8rem_1fr_auto] sm:items-baseline sm:gap-4"
      data-testid="jug-movement"
      data-kind={movement.kind}
    >
      <span className="text-sm text-slate-500">{formatDate(movement.created_at)}</span>
      <span>
        <span className="block font-semibold text-slate-900">{KIND_LABELS[movement.kind]()}</span>
        {movement.order_reference ? (
          <Link
            to="/espace/orders/$id"
            params={{ id: movement.order_reference }}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {m.dep_col_order()} <bdi dir="ltr">{movement.order_reference}</bdi>
          </Link>
        ) : null}
        {movement.reason ? <span className="block text-sm text-slate-600">{movement.reason}</span> : null}
      </span>
      <span className="text-sm sm:text-end">
        <bdi className="block font-bold" data-testid="jug-movement-change">
          {change}
        </bdi>
        <span className="block text-slate-500">
          {m.dep_col_balance()} :{' '}
          {m.dep_balance_value({ jugs: formatNumber(movement.jugs_after), amount: formatMoney(movement.deposit_after) })}
        </span>
      </span>
    </li>
  )
}
