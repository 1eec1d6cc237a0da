/**
 * The back office's one pager: "N résultat(s)", previous and next, "Page x sur y" and, when the
 * list lets it change, the page size. The arrows follow the reading direction (mirrored on
 * right-to-left pages).
 *
 * A list whose page lives in the URL gives `to` (its route path): previous and next are then
 * links that keep the other search params, so the list pages without scripts too. A list paged
 * in memory gives `onPageChange` instead (buttons). `DataTable` draws one under its rows.
 *
 * @example
 * // Page in the URL (?page=2), the other search params kept:
 * <Pager to="/gestion/journal" page={search.page ?? 1} pageSize={50} total={data.total} />
 * // Page and size held by the caller:
 * <Pager page={page} pageSize={size} total={total} onPageChange={setPage} pageSizes={[25, 50]} onPageSizeChange={setSize} showTotal />
 */
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { ChevronEndIcon, ChevronStartIcon } from '~/ui/icons'
import { BareSelect } from '~/ui/form/controls'

export type PagerProps = {
  /** The page shown, from 1. */
  page: number
  pageSize: number
  /** How many rows the whole list has (all pages). */
  total: number
  /** The list's route path: its page is the URL's `page`, and previous / next are links. */
  to?: string
  /** Without `to`: asked for another page. */
  onPageChange?: (page: number) => void
  /** With `onPageSizeChange`: the sizes offered. */
  pageSizes?: readonly number[]
  onPageSizeChange?: (pageSize: number) => void
  /** Says how many results there are. */
  showTotal?: boolean
}

const stepClass =
  'inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50'

export function Pager({ page, pageSize, total, to, onPageChange, pageSizes = [], onPageSizeChange, showTotal = false }: PagerProps) {
  const sizeId = useId()
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, page), pageCount)
  const choosesSize = Boolean(onPageSizeChange && pageSizes.length)
  // Nothing to page and nothing to tell: no pager.
  if (pageCount <= 1 && !choosesSize && !showTotal) return null
  return (
    <nav aria-label={m.table_pages()} className="flex flex-wrap items-center justify-between gap-3 py-1 text-sm text-slate-700">
      {showTotal ? <p data-testid="table-total">{m.table_results({ count: formatNumber(total) })}</p> : null}
      <div className="flex flex-wrap items-center gap-3 sm:ms-auto">
        {choosesSize ? (
          <label htmlFor={sizeId} className="flex items-center gap-2">
            {m.table_page_size()}
            <BareSelect
              id={sizeId}
              value={pageSize}
              onValueChange={(size) => onPageSizeChange?.(Number(size))}
              options={pageSizes.map((size) => ({ value: String(size), label: formatNumber(size) }))}
              className="rounded-lg border border-slate-300 bg-white px-2 py-1.5"
            />
          </label>
        ) : null}
        <Step to={to} page={current - 1} enabled={current > 1} onPageChange={onPageChange}>
          <ChevronStartIcon className="size-4" />
          {m.table_previous()}
        </Step>
        <span aria-live="polite" data-testid="table-page">
          {m.table_page_of({ page: formatNumber(current), pages: formatNumber(pageCount) })}
        </span>
        <Step to={to} page={current + 1} enabled={current < pageCount} onPageChange={onPageChange}>
          {m.table_next()}
          <ChevronEndIcon className="size-4" />
        </Step>
      </div>
    </nav>
  )
}

/** Previous or next: a link to the URL's other page, or a button. */
function Step({
  to,
  page,
  enabled,
  onPageChange,
  children,
}: {
  to: string | undefined
  page: number
  enabled: boolean
  onPageChange: ((page: number) => void) | undefined
  children: React.ReactNode
}) {
  if (to !== undefined) {
    if (!enabled)
      return (
        <span aria-disabled="true" className={`${stepClass} cursor-not-allowed opacity-50`}>
          {children}
        </span>
      )
    return (
      // Page 1 is the list without `page`: one URL for the first page.
      <Link
        to={to}
        search={(previous: Record<string, unknown>) => ({ ...previous, page: page > 1 ? page : undefined })}
        className={stepClass}
      >
        {children}
      </Link>
    )
  }
  return (
    <button type="button" className={stepClass} disabled={!enabled} onClick={() => onPageChange?.(page)}>
      {children}
    </button>
  )
}
