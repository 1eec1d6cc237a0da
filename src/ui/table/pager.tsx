/**
 * The data table's pager: how many results, previous and next, "page x of y", and the page size.
 * The arrows follow the reading direction (mirrored on right-to-left pages).
 */
import { useId } from 'react'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { ChevronEndIcon, ChevronStartIcon } from '~/ui/icons'

type Props = {
  page: number
  pageCount: number
  total: number
  pageSize: number
  pageSizes: readonly number[]
  onPageChange: (page: number) => void
  onPageSizeChange: (pageSize: number) => void
}

const buttonClass =
  'inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50'

export function Pager({ page, pageCount, total, pageSize, pageSizes, onPageChange, onPageSizeChange }: Props) {
  const sizeId = useId()
  return (
    <nav aria-label={m.table_pages()} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p data-testid="table-total">{m.table_results({ count: formatNumber(total) })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={sizeId} className="flex items-center gap-2">
          {m.table_page_size()}
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {formatNumber(size)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronStartIcon className="size-4" />
          {m.table_previous()}
        </button>
        <span aria-live="polite" data-testid="table-page">
          {m.table_page_of({ page: formatNumber(page), pages: formatNumber(pageCount) })}
        </span>
        <button type="button" className={buttonClass} disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          {m.table_next()}
          <ChevronEndIcon className="size-4" />
        </button>
      </div>
    </nav>
  )
}
