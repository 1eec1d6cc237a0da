/**
 * The shop's one data table (back office lists), on TanStack Table v8 with the sorting and the
 * pages done by the server (`manualSorting`, `manualPagination`): the table draws the page it is
 * given and reports what the user asks for (a column's sort, another page, another page size),
 * which the caller usually puts in the URL. Sortable headers are buttons with `aria-sort` on
 * their `<th>`; the table scrolls sideways on a phone inside a focusable region; logical
 * alignments keep it right in right-to-left pages. It knows no feature.
 *
 * @example
 * <DataTable
 *   label="Commandes"
 *   data={page.items}
 *   columns={columns} // createColumnHelper<Row>(); `enableSorting: true` on the server-sortable ones
 *   getRowId={(row) => row.reference}
 *   sort={{ id: 'placed_at', desc: true }}
 *   onSortChange={(sort) => navigate({ search: (s) => ({ ...s, sort: sort.id, dir: sort.desc ? 'desc' : 'asc', page: 1 }) })}
 *   pagination={{ page: 1, pageSize: 25, total: page.total }}
 *   onPageChange={(page) => …}
 *   onPageSizeChange={(size) => …}
 *   empty="Aucune commande"
 * />
 */
import { type ColumnDef, type Header, type SortingState, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useId } from 'react'
import { Pager } from './pager'

export type TableSort = { id: string; desc: boolean }
export type TablePagination = { page: number; pageSize: number; total: number }

type Props<Row> = {
  /** The table's accessible name (its caption, hidden). */
  label: string
  data: readonly Row[]
  // TanStack's column definitions mix value types; `any` is its own documented way to list them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[]
  getRowId: (row: Row) => string
  sort: TableSort | null
  onSortChange: (sort: TableSort) => void
  /** Columns whose first click sorts descending (dates, amounts: the newest or largest first). */
  descFirst?: readonly string[]
  pagination: TablePagination
  onPageChange: (page: number) => void
  onPageSizeChange: (pageSize: number) => void
  pageSizes?: readonly number[]
  /** What an empty page says. */
  empty: string
  /** A new page is on its way: the rows shown are the previous ones. */
  busy?: boolean
}

export function DataTable<Row>({
  label,
  data,
  columns,
  getRowId,
  sort,
  onSortChange,
  descFirst = [],
  pagination,
  onPageChange,
  onPageSizeChange,
  pageSizes = [25, 50, 100],
  empty,
  busy = false,
}: Props<Row>) {
  const captionId = useId()
  const pageCount = Math.max(1, Math.ceil(pagination.total / pagination.pageSize))
  const sorting: SortingState = sort ? [sort] : []
  const table = useReactTable({
    data: data as Row[],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    pageCount,
    defaultColumn: { enableSorting: false },
    state: { sorting, pagination: { pageIndex: pagination.page - 1, pageSize: pagination.pageSize } },
  })

  /** Another column sorts in its first direction; the same column turns around. */
  const sortBy = (id: string) => onSortChange(sort?.id === id ? { id, desc: !sort.desc } : { id, desc: descFirst.includes(id) })

  const rows = table.getRowModel().rows
  return (
    <div className="grid gap-3">
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="min-w-full border-collapse text-sm" aria-busy={busy || undefined}>
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
                <td
                  colSpan={table.getVisibleLeafColumns().length}
                  className="px-3 py-10 text-center text-slate-600"
                  data-testid="table-empty"
                >
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-100 align-top hover:bg-slate-50">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2.5 text-start whitespace-nowrap">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        page={Math.min(pagination.page, pageCount)}
        pageCount={pageCount}
        total={pagination.total}
        pageSize={pagination.pageSize}
        pageSizes={pageSizes}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  )
}

function HeaderCell<Row>({ header, onSort }: { header: Header<Row, unknown>; onSort: (id: string) => void }) {
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())
  const thClass = 'px-3 py-2 text-start text-xs font-semibold tracking-wide whitespace-nowrap uppercase'
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
