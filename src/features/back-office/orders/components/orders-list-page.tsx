/**
 * `/gestion/commandes`: the orders, filtered, sorted and paged by the Shop API from the URL's
 * search (a filtered view is a link to share). The route owns the URL: this page reads the
 * search it is given and asks for changes through `onSearchChange`. Rows may be chosen (one by
 * one, the page, or every order of the filter) for a bulk action (decision 0080); the choice
 * belongs to the list it was made on, and a new search drops it.
 */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { BulkOutcome } from '~/api/contract/admin-order-bulk'
import { m } from '~/paraglide/messages.js'
import { AdminPage, actionLinkClass } from '~/ui/admin/admin-page'
import { adminOrdersQuery, orderFiltersQuery } from '~/features/back-office/orders/orders.queries'
import { orderSelection } from '~/features/back-office/orders/order-selection'
import { toApiQuery, type OrdersSearch } from '~/features/back-office/orders/orders-search'
import { BulkActions } from './bulk-actions'
import { BulkOutcomePanel } from './bulk-outcome'
import { OrderFilters } from './order-filters'
import { OrdersTable, type OrdersChoice } from './orders-table'

type Props = { search: OrdersSearch; onSearchChange: (next: OrdersSearch) => void }

const NOTHING_CHOSEN = { references: [], allMatching: false } as const

export function OrdersListPage({ search, onSearchChange }: Props) {
  const orders = useQuery(adminOrdersQuery(search))
  const choices = useQuery(orderFiltersQuery())
  const listKey = JSON.stringify(toApiQuery(search))
  const [chosen, setChosen] = useState<OrdersChoice & { listKey: string }>({ ...NOTHING_CHOSEN, listKey })
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null)
  // A choice made on another page or filter is not this list's.
  const choice: OrdersChoice = chosen.listKey === listKey ? chosen : NOTHING_CHOSEN
  const choose = (update: (previous: OrdersChoice) => OrdersChoice) =>
    setChosen((previous) => ({ ...update(previous.listKey === listKey ? previous : NOTHING_CHOSEN), listKey }))
  const total = orders.data?.total ?? 0
  const selection = orderSelection(search, { ...choice, total })
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
      {outcome ? <BulkOutcomePanel outcome={outcome} onClose={() => setOutcome(null)} /> : null}
      {selection ? (
        <BulkActions
          selection={selection}
          count={choice.allMatching ? total : choice.references.length}
          onOutcome={(done) => {
            setOutcome(done)
            choose(() => NOTHING_CHOSEN)
          }}
          onStale={() => choose(() => NOTHING_CHOSEN)}
        />
      ) : null}
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
      ) : (
        <OrdersTable
          page={orders.data}
          busy={Boolean(orders.data) && orders.isPlaceholderData}
          search={search}
          onSearchChange={onSearchChange}
          choice={choice}
          onChoiceChange={choose}
        />
      )}
    </AdminPage>
  )
}
