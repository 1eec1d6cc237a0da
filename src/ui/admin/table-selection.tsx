/** The data table's selection parts: a labelled checkbox, and the "select all N of this filter" bar. */
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { BareCheckbox } from '~/ui/form/controls'

/** A checkbox named for a screen reader; `indeterminate` when some of the rows it stands for are chosen. */
export function SelectionBox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string
  checked: boolean
  indeterminate?: boolean
  onChange: (event: unknown) => void
}) {
  return (
    <BareCheckbox
      aria-label={label}
      checked={checked}
      indeterminate={indeterminate}
      // The table's handlers read the change as an event's `target.checked`.
      onCheckedChange={(value) => onChange({ target: { checked: value } })}
      className="size-4 rounded border-slate-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
    />
  )
}

/** Shown once the whole page is chosen: extend the choice to every row of the filter, or drop it. */
export function SelectAllMatching({
  pageCount,
  total,
  allMatching,
  onChange,
  onClear,
}: {
  pageCount: number
  total: number
  allMatching: boolean
  onChange: (all: boolean) => void
  onClear: () => void
}) {
  const linkClass = 'font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600'
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
      {allMatching ? (
        <>
          <span>{m.table_all_matching_selected({ count: formatNumber(total) })}</span>
          <button type="button" className={linkClass} onClick={onClear}>
            {m.table_clear_selection()}
          </button>
        </>
      ) : (
        <>
          <span>{m.table_selected({ count: formatNumber(pageCount) })}</span>
          <button type="button" className={linkClass} onClick={() => onChange(true)}>
            {m.table_select_all_matching({ count: formatNumber(total) })}
          </button>
        </>
      )}
    </div>
  )
}
