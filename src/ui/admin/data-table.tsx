/**
 * The back office's one data table, on TanStack Table v8. It draws the rows it is given and
 * reports what the user asks for: a column's sort, another page or page size (done by the server
 * or the caller: `manualSorting`, `manualPagination`), a selection for a bulk action. It knows no
 * feature. Every back-office `<table>` is this one (eslint.config.js refuses others).
 *
 * - Sorting (optional): `sort` + `onSortChange`; columns with `enableSorting: true` get a header
 *   button, with `aria-sort` on their `<th>`. `descFirst`: columns whose first click sorts
 *   descending (dates, amounts).
 * - Pages (optional): `pagination` + `pageLinkTo` (the page is the URL's `page`: links, which work
 *   without scripts) or `onPageChange` (buttons); `onPageSizeChange` adds the size choice. Without
 *   `pagination` the whole list shows, no pager.
 * - Selection (optional): `selection` adds a labelled checkbox per row and one in the header (this
 *   page's rows). When the whole page is chosen and the filter matches more, `onAllMatchingChange`
 *   offers "select all N of this filter"; the caller then acts on the filter, not on ids.
 * - States: `empty` (no rows), `loading` (no rows yet: a status row), `busy` (a new page is on its
 *   way: the previous rows dimmed).
 * - `rowHeader`: the column whose cells are row headers (`<th scope="row">`), naming each row.
 * - `rowProps` (data attributes of a row), `meta: { testId }` (of a column's cells), `rowDetail`
 *   (an inline editor drawn across the table under its row).
 * - Phone and right-to-left: the table scrolls sideways inside a focusable region; cells align with
 *   logical classes (`text-start`; `meta: { align: 'end' }` on a column for numbers).
 *
 * @example
 * const column = createColumnHelper<Row>()
 * const columns = [
 *   column.accessor('reference', { enableSorting: true, header: () => m.orders_reference() }),
 *   column.accessor('total', { enableSorting: true, meta: { align: 'end' }, header: () => m.orders_total(), cell: ({ getValue }) => formatMoney(getValue()) }),
 * ]
 * <DataTable
 *   label={m.bo_nav_orders()}
 *   data={page.items}
 *   columns={columns}
 *   getRowId={(row) => row.reference}
 *   rowHeader="reference"
 *   sort={{ id: 'placed_at', desc: true }}
 *   onSortChange={(sort) => navigate({ search: (s) => ({ ...s, sort: sort.id, dir: sort.desc ? 'desc' : 'asc', page: undefined }) })}
 *   pagination={{ page: 1, pageSize: 25, total: page.total }}
 *   pageLinkTo="/gestion/commandes" // or onPageChange={(page) => …}
 *   onPageSizeChange={(size) => …}
 *   selection={{ selected, onChange: setSelected, rowLabel: (row) => row.reference, allMatching, onAllMatchingChange: setAllMatching }}
 *   empty={m.bo_orders_empty()}
 *   busy={query.isPlaceholderData}
 * />
 */
import {
  type ColumnDef,
  type Header,
  type RowSelectionState,
  type SortingState,
  type Updater,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table'
import { Fragment, useId } from 'react'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { Pager } from './pager'
import { SelectAllMatching, SelectionBox } from './table-selection'

export type TableSort = { id: string; desc: boolean }
export type TablePagination = { page: number; pageSize: number; total: number }
export type TableSelection<Row> = {
  /** The ids (`getRowId`) of the rows chosen. */
  selected: readonly string[]
  onChange: (ids: string[]) => void
  /** Names a row's checkbox for a screen reader ("Sélectionner MS-12"). */
  rowLabel: (row: Row) => string
  /** Every row of the filter is chosen, beyond this page. */
  allMatching?: boolean
  /** Offers "select all N of this filter" once the whole page is chosen. */
  onAllMatchingChange?: (all: boolean) => void
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** 'end' for numbers and amounts (right in French, left in Arabic). */
    align?: 'start' | 'end'
    /** A `data-testid` for each of the column's cells. */
    testId?: string
  }
}

type Props<Row> = {
  /** The table's accessible name (its caption, hidden). */
  label: string
  data: readonly Row[]
  // TanStack's column definitions mix value types; `any` is its own documented way to list them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[]
  getRowId: (row: Row, index: number) => string
  /** The id of the column whose cells name their row (`<th scope="row">`). */
  rowHeader?: string
  sort?: TableSort | null
  onSortChange?: (sort: TableSort) => void
  descFirst?: readonly string[]
  pagination?: TablePagination
  /** The list's route path when its page is the URL's `page` (links, no scripts needed). */
  pageLinkTo?: string
  onPageChange?: (page: number) => void
  onPageSizeChange?: (pageSize: number) => void
  pageSizes?: readonly number[]
  selection?: TableSelection<Row>
  /** What an empty list says. */
  empty: string
  /** No rows yet: says it is loading. */
  loading?: boolean
  /** A new page is on its way: the rows shown are the previous ones. */
  busy?: boolean
  /** Attributes for each body row (`data-testid`…), by row. */
  rowProps?: (row: Row) => Record<`data-${string}`, string>
  /** A row's detail (an inline editor…), drawn across the table under it; null for none. */
  rowDetail?: (row: Row) => React.ReactNode
}

export function DataTable<Row>({
  label,
  data,
  columns,
  getRowId,
  rowHeader,
  sort = null,
  onSortChange,
  descFirst = [],
  pagination,
  pageLinkTo,
  onPageChange,
  onPageSizeChange,
  pageSizes = [25, 50, 100],
  selection,
  empty,
  loading = false,
  busy = false,
  rowProps,
  rowDetail,
}: Props<Row>) {
  const captionId = useId()
  const pageCount = pagination ? Math.max(1, Math.ceil(pagination.total / pagination.pageSize)) : 1
  const sorting: SortingState = sort ? [sort] : []
  const rowSelection: RowSelectionState = Object.fromEntries((selection?.selected ?? []).map((id) => [id, true]))
  const table = useReactTable({
    data: data as Row[],
    columns: selection ? [selectColumn(selection), ...columns] : columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    pageCount,
    defaultColumn: { enableSorting: false },
    enableRowSelection: Boolean(selection),
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!selection) return
      const next = typeof updater === 'function' ? updater(rowSelection) : updater
      selection.onChange(Object.keys(next).filter((id) => next[id]))
      // Unticking a row leaves "all of the filter".
      if (selection.allMatching) selection.onAllMatchingChange?.(false)
    },
    state: {
      sorting,
      rowSelection,
      pagination: { pageIndex: (pagination?.page ?? 1) - 1, pageSize: pagination?.pageSize ?? data.length },
    },
  })

  /** Another column sorts in its first direction; the same column turns around. */
  const sortBy = (id: string) => onSortChange?.(sort?.id === id ? { id, desc: !sort.desc } : { id, desc: descFirst.includes(id) })

  const rows = table.getRowModel().rows
  const width = table.getVisibleLeafColumns().length
  return (
    <div className="grid gap-3">
      {selection?.onAllMatchingChange && pagination && table.getIsAllRowsSelected() && pagination.total > rows.length ? (
        <SelectAllMatching
          pageCount={rows.length}
          total={pagination.total}
          allMatching={Boolean(selection.allMatching)}
          onChange={selection.onAllMatchingChange}
          onClear={() => {
            selection.onChange([])
            selection.onAllMatchingChange?.(false)
          }}
        />
      ) : selection && selection.selected.length > 0 ? (
        <p role="status" className="text-sm text-slate-700">
          {m.table_selected({ count: formatNumber(selection.selected.length) })}
        </p>
      ) : null}
      {/* `relative`: a screen-reader-only text in a cell is placed from this box, so it never widens a phone's page. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="min-w-full border-collapse text-sm" aria-busy={busy || loading || undefined}>
          <caption id={captionId} className="sr-only">
            {label}
          </caption>
          <thead className="bg-slate-50 text-slate-600">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} onSort={sortBy} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody className={busy ? 'opacity-60' : undefined}>
            {rows.length === 0 ? (
              <tr>
                {loading ? (
                  <td colSpan={width} role="status" className="px-3 py-10 text-center text-slate-600" data-testid="table-loading">
                    {m.table_loading()}
                  </td>
                ) : (
                  <td colSpan={width} className="px-3 py-10 text-center text-slate-600" data-testid="table-empty">
                    {empty}
                  </td>
                )}
              </tr>
            ) : (
              rows.map((row) => {
                const detail = rowDetail?.(row.original)
                return (
                  <Fragment key={row.id}>
                    <tr
                      className={`border-t border-slate-100 align-top hover:bg-slate-50 ${row.getIsSelected() ? 'bg-brand-50' : ''}`}
                      {...rowProps?.(row.original)}
                    >
                      {row.getVisibleCells().map((cell) => {
                        const Cell = cell.column.id === rowHeader ? 'th' : 'td'
                        const { align, testId } = cell.column.columnDef.meta ?? {}
                        return (
                          <Cell
                            key={cell.id}
                            scope={Cell === 'th' ? 'row' : undefined}
                            className={`px-3 py-2.5 ${align === 'end' ? 'text-end' : 'text-start'} whitespace-nowrap`}
                            data-testid={testId}
                          >
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </Cell>
                        )
                      })}
                    </tr>
                    {detail ? (
                      <tr className="border-t border-slate-100 bg-slate-50">
                        <td colSpan={width} className="p-3">
                          {detail}
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                )
              })
            )}
          </tbody>
        </table>
      </div>
      {pagination ? (
        <Pager
          page={Math.min(pagination.page, pageCount)}
          total={pagination.total}
          pageSize={pagination.pageSize}
          to={pageLinkTo}
          onPageChange={onPageChange}
          pageSizes={pageSizes}
          onPageSizeChange={onPageSizeChange}
          showTotal
        />
      ) : null}
    </div>
  )
}

/** The checkbox column: the header's chooses this page's rows, each row's itself. */
function selectColumn<Row>(selection: TableSelection<Row>): ColumnDef<Row> {
  return {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <SelectionBox
        label={m.table_select_page()}
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <SelectionBox
        label={m.table_select_row({ name: selection.rowLabel(row.original) })}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }
}

function HeaderCell<Row>({ header, onSort }: { header: Header<Row, unknown>; onSort: (id: string) => void }) {
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())
  const align = header.column.columnDef.meta?.align === 'end' ? 'text-end' : 'text-start'
  const thClass = `px-3 py-2 ${align} text-xs font-semibold tracking-wide whitespace-nowrap uppercase`
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className={thClass}>
        {content}
      </th>
    )
  }
  const sorted = header.column.getIsSorted()
  return (
    <th scope="col" className={thClass} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
      <button
        type="button"
        onClick={() => onSort(header.column.id)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {content}
        <SortMark sorted={sorted} />
      </button>
    </th>
  )
}

/** An arrow for the current direction; a faint double arrow on the other sortable columns. */
function SortMark({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  return (
    <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" className={sorted ? 'text-brand-700' : 'text-slate-400'}>
      {sorted !== 'desc' && <path d="M6 1 10 5H2z" fill="currentColor" opacity={sorted === 'asc' ? 1 : 0.6} />}
      {sorted !== 'asc' && <path d="M6 11 2 7h8z" fill="currentColor" opacity={sorted === 'desc' ? 1 : 0.6} />}
    </svg>
  )
}
