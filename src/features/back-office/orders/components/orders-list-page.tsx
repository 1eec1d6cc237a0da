/**
 * `/gestion/commandes`: the orders, filtered, sorted and paged by the Shop API from the URL's
 * search (a filtered view is a link to share). The route owns the URL: this page reads the
 * search it is given and asks for changes through `onSearchChange`.
 */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { AdminPage, actionLinkClass } from '~/ui/admin/admin-page'
import { adminOrdersQuery, orderFiltersQuery } from '~/features/back-office/orders/orders.queries'
import type { OrdersSearch } from '~/features/back-office/orders/orders-search'
import { OrderFilters } from './order-filters'
import { OrdersTable } from './orders-table'

type Props = { search: OrdersSearch; onSearchChange: (next: OrdersSearch) => void }

export function OrdersListPage({ search, onSearchChange }: Props) {
  const orders = useQuery(adminOrdersQuery(search))
  const choices = useQuery(orderFiltersQuery())
  return (
    <AdminPage
      title={m.bo_nav_orders()}
      actions={
        <Link to="/gestion/commandes/telephone" className={actionLinkClass}>
          {m.phone_nav_new()}
        </Link>
      }
    >
      <OrderFilters search={search} choices={choices.data} />
      {orders.isError && !orders.data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-4 text-red-800">
          <p>{m.bo_orders_load_error()}</p>
          <button
            type="button"
            onClick={() => void orders.refetch()}
            className="rounded-lg bg-white px-3 py-1.5 font-semibold text-red-800 shadow-sm"
          >
            {m.bo_orders_retry()}
          </button>
        </div>
      ) : !orders.data ? (
        <OrdersTable page={undefined} busy={false} search={search} onSearchChange={onSearchChange} />
      ) : (
        <OrdersTable page={orders.data} busy={orders.isPlaceholderData} search={search} onSearchChange={onSearchChange} />
      )}
    </AdminPage>
  )
}
