import type { KeyboardEvent } from 'react'

/**
 * One day of the calendar's grid: a button pressed when chosen, marked disabled (still focusable,
 * for the arrows to pass over it) when the mode does not deliver that day.
 */
export function CalendarDay({
  day,
  label,
  number,
  available,
  selected,
  tabStop,
  onPick,
  onKeyDown,
}: {
  day: string
  /** The full date, read out. */
  label: string
  /** The day of the month, shown. */
  number: string
  available: boolean
  selected: boolean
  /** The one day of the grid in the tab order. */
  tabStop: boolean
  onPick: () => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}) {
  return (
    <td role="gridcell" aria-selected={selected} className="p-0.5">
      <button
        type="button"
        data-day={day}
        tabIndex={tabStop ? 0 : -1}
        aria-disabled={!available || undefined}
        aria-pressed={selected}
        aria-label={label}
        onClick={() => {
          if (available) onPick()
        }}
        onKeyDown={onKeyDown}
        className={`flex aspect-square w-full items-center justify-center rounded-lg text-sm tabular-nums ${
          selected
            ? 'bg-brand-600 font-bold text-white'
            : available
              ? 'border border-brand-100 bg-brand-50 font-semibold text-brand-900 hover:border-brand-500'
              : 'cursor-not-allowed text-slate-300 line-through decoration-slate-200'
        }`}
      >
        {number}
      </button>
    </td>
  )
}
