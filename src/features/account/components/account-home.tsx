import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { MapPinIcon } from '~/ui/icons'
import { accountSummaryQuery } from '~/features/account/account.queries'
import { OrderList } from '~/features/orders/order-list'

const cardClass = 'rounded-xl bg-white p-5 shadow-sm'
const linkClass = 'text-sm font-semibold text-brand-700 hover:underline'

/** The account home: greeting, points, last three orders, default address. */
export function AccountHome() {
  const { data } = useSuspenseQuery(accountSummaryQuery())
  const name = `${data.first_name} ${data.last_name}`.trim()
  const address = data.default_address
  return (
    <main id="main" className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl" data-testid="account-greeting">
            {name ? m.account_greeting({ name }) : m.account_greeting_anonymous()}
          </h1>
          <p className="text-slate-600">
            <bdi dir="ltr">{data.email}</bdi>
          </p>
        </div>
        <Link to="/espace/profil" className={linkClass}>
          {m.account_edit_profile()}
        </Link>
      </header>

      <div className="grid gap-4 sm:grid-cols-2">
        <section className={cardClass} aria-labelledby="account-points">
          <h2 id="account-points" className="mb-2 font-semibold text-slate-700">
            {m.account_points_title()}
          </h2>
          <p className="text-3xl font-extrabold text-brand-700" data-testid="account-points">
            {m.account_points_value({ points: formatNumber(data.points) })}
          </p>
        </section>

        <section className={cardClass} aria-labelledby="account-address">
          <h2 id="account-address" className="mb-2 flex items-center gap-2 font-semibold text-slate-700">
            <MapPinIcon className="size-4 text-brand-500" />
            {m.account_default_address()}
          </h2>
          {address ? (
            <address className="mb-3 not-italic text-slate-700" data-testid="account-default-address">
              {address.label ? <strong className="block">{address.label}</strong> : null}
              <span className="block">{address.recipient_name}</span>
              <span className="block">{address.line1}</span>
              {address.line2 ? <span className="block">{address.line2}</span> : null}
              <span className="block">{[address.district, address.postal_code, address.city].filter(Boolean).join(', ')}</span>
              <span className="block">
                <bdi dir="ltr">{address.phone}</bdi>
              </span>
            </address>
          ) : (
            <p className="mb-3 text-slate-600">{m.account_no_address()}</p>
          )}
          <Link to="/espace/addresses" className={linkClass}>
            {m.account_manage_addresses()}
          </Link>
        </section>
      </div>

      <section aria-labelledby="account-orders" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="account-orders" className="text-xl font-bold">
            {m.account_last_orders()}
          </h2>
          {data.orders_count > 0 ? (
            <Link to="/espace/orders" className={linkClass}>
              {m.account_all_orders({ count: formatNumber(data.orders_count) })}
            </Link>
          ) : null}
        </div>
        {data.last_orders.length > 0 ? (
          <OrderList orders={data.last_orders} />
        ) : (
          <div className={cardClass}>
            <p className="mb-2 text-slate-600">{m.account_no_orders()}</p>
            <Link to="/catalogue/$" params={{ _splat: '' }} className={linkClass}>
              {m.account_start_shopping()}
            </Link>
          </div>
        )}
      </section>
    </main>
  )
}
