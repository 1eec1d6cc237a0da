/** The orders list's table: its columns, and its sort and pages kept in the URL's search. */
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import { useMemo } from 'react'
import type { AdminOrderRow, AdminOrdersPage } from '~/api/contract/admin-orders'
import { OrderStatusBadge } from '~/features/orders/order-status'
import { formatDate, formatDateTime } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { DataTable } from '~/ui/admin/data-table'
import { DEFAULT_SORT, type OrdersSearch } from '~/features/back-office/orders/orders-search'

const column = createColumnHelper<AdminOrderRow>()

function orderColumns() {
  return [
    column.accessor('reference', {
      id: 'reference',
      enableSorting: true,
      header: () => m.orders_reference(),
      cell: ({ getValue }) => (
        <Link
          to="/gestion/commandes/$reference"
          params={{ reference: getValue() }}
          className="font-semibold text-brand-700 underline"
          dir="ltr"
          data-testid="order-link"
        >
          {getValue()}
        </Link>
      ),
    }),
    column.accessor('placed_at', {
      id: 'placed_at',
      enableSorting: true,
      header: () => m.bo_orders_placed_at(),
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    column.accessor('delivery_date', {
      id: 'delivery_date',
      enableSorting: true,
      header: () => m.orders_delivery_date(),
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor('customer', {
      header: () => m.bo_orders_customer(),
      cell: ({ getValue }) => (
        <>
          <bdi className="block">{getValue().name}</bdi>
          {getValue().phone ? (
            <span className="block">
              <a href={`tel:${getValue().phone}`} dir="ltr" className="text-slate-600 underline">
                {getValue().phone}
              </a>
            </span>
          ) : null}
        </>
      ),
    }),
    column.accessor((row) => row.city.name, { id: 'city', header: () => m.bo_orders_city() }),
    column.accessor('status', { header: () => m.orders_status(), cell: ({ getValue }) => <OrderStatusBadge status={getValue()} /> }),
    column.accessor((row) => row.payment_mode.name, { id: 'payment', header: () => m.orders_payment_mode() }),
    column.accessor('total', {
      id: 'total',
      enableSorting: true,
      header: () => m.orders_total(),
      cell: ({ getValue }) => <span className="font-semibold">{formatMoney(getValue())}</span>,
    }),
    column.accessor((row) => row.driver?.name ?? '', {
      id: 'driver',
      header: () => m.bo_orders_driver(),
      cell: ({ getValue }) => getValue() || <span className="text-slate-400">—</span>,
    }),
  ]
}

/** The rows chosen for a bulk action, or every order of the filter (decision 0080). */
export type OrdersChoice = { references: readonly string[]; allMatching: boolean }

/** `page` undefined: the first page is on its way (the table says it is loading). */
type Props = {
  page: AdminOrdersPage | undefined
  busy: boolean
  search: OrdersSearch
  onSearchChange: (next: OrdersSearch) => void
  choice: OrdersChoice
  /** Given an update of the choice: the table may report two changes at once (the rows, then "all"). */
  onChoiceChange: (update: (previous: OrdersChoice) => OrdersChoice) => void
}

export function OrdersTable({ page, busy, search, onSearchChange, choice, onChoiceChange }: Props) {
  const columns = useMemo(orderColumns, [])
  return (
    <DataTable
      label={m.bo_nav_orders()}
      data={page?.items ?? []}
      columns={columns}
      getRowId={(row) => row.reference}
      rowHeader="reference"
      sort={{ id: search.sort ?? DEFAULT_SORT.sort, desc: (search.dir ?? DEFAULT_SORT.dir) === 'desc' }}
      descFirst={['placed_at', 'delivery_date', 'total']}
      onSortChange={(sort) =>
        onSearchChange({ ...search, sort: sort.id as OrdersSearch['sort'], dir: sort.desc ? 'desc' : 'asc', page: undefined })
      }
      pagination={page ? { page: page.page, pageSize: page.per_page, total: page.total } : undefined}
      // The page is the URL's: previous and next are links.
      pageLinkTo="/gestion/commandes"
      onPageSizeChange={(size) => onSearchChange({ ...search, per_page: size, page: undefined })}
      selection={{
        selected: choice.references,
        onChange: (references) => onChoiceChange(() => ({ references, allMatching: false })),
        rowLabel: (row) => row.reference,
        allMatching: choice.allMatching,
        onAllMatchingChange: (allMatching) => onChoiceChange((previous) => ({ ...previous, allMatching })),
      }}
      empty={m.bo_orders_empty()}
      busy={busy}
      loading={!page}
    />
  )
}
