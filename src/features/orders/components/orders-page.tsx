import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { ChevronEndIcon, ChevronStartIcon } from '~/ui/icons'
import { ordersQuery } from '~/features/orders/orders.queries'
import { OrderList } from '~/features/orders/order-list'

const pageLinkClass =
  'inline-flex items-center gap-1 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50'

/** The customer's orders, newest first, ten a page. */
export function OrdersPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(ordersQuery(page))
  return (
    <main id="main" className="grid gap-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{m.page_orders()}</h1>
      {data.orders.length > 0 ? (
        <OrderList orders={data.orders} />
      ) : (
        <p className="rounded-xl bg-white p-5 text-slate-600 shadow-sm">{m.orders_empty()}</p>
      )}
      {data.pages > 1 ? (
        <nav aria-label={m.orders_pagination()} className="flex items-center justify-between gap-2">
          {page > 1 ? (
            <Link to="/espace/orders" search={{ page: page - 1 }} className={pageLinkClass} rel="prev">
              <ChevronStartIcon className="size-4" />
              {m.orders_previous()}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">{m.orders_page_of({ page: String(page), pages: String(data.pages) })}</span>
          {page < data.pages ? (
            <Link to="/espace/orders" search={{ page: page + 1 }} className={pageLinkClass} rel="next">
              {m.orders_next()}
              <ChevronEndIcon className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </main>
  )
}
