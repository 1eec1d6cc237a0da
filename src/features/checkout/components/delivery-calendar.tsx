/**
 * The delivery date: a month calendar where only the days the server offers for the chosen mode
 * can be picked. Keyboard as in the WAI-ARIA date grid: arrows move by a day (mirrored on
 * right-to-left pages) or a week, Home and End to the week's ends, Page Up and Page Down by a
 * month; Enter or Space picks. One day is in the tab order at a time.
 */
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { ChevronEndIcon, ChevronStartIcon } from '~/ui/icons'
import { addDays, addMonths, addMonthsToDay, clampDay, dayAsDate, monthOf, monthWeeks, weekDays, weekdayIndex } from '~/features/checkout/calendar'

const tagOf = () => (getLocale() === 'ar' ? 'ar-MA' : 'fr-MA')
const format = (day: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tagOf(), { ...options, timeZone: 'UTC' }).format(dayAsDate(day))

export function DeliveryCalendar({
  id,
  dates,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: {
  id: string
  /** The days the server offers, soonest first. */
  dates: string[]
  value: string | null
  onChange: (day: string) => void
  labelledBy: string
  describedBy?: string
  invalid: boolean
}) {
  const offered = useMemo(() => new Set(dates), [dates])
  const first = dates[0]!
  const last = dates[dates.length - 1]!
  const firstMonth = monthOf(first)
  const lastMonth = monthOf(last)
  const start = value && offered.has(value) ? value : first
  const [focused, setFocused] = useState(start)
  const [month, setMonth] = useState(monthOf(start))
  const moved = useRef(false)
  const grid = useRef<HTMLTableElement>(null)
  const rtl = getLocale() === 'ar'

  // Another mode, other days: start again from its first (or the chosen) day.
  useEffect(() => {
    const day = value && offered.has(value) ? value : first
    setFocused(day)
    setMonth(monthOf(day))
  }, [offered, first, value])

  // After a key moved the focus, the new day takes it (it may be in another month, rendered just now).
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus()
  }, [focused, month])

  const lowest = `${firstMonth}-01`
  const highest = addDays(`${addMonths(lastMonth, 1)}-01`, -1)
  function moveTo(day: string) {
    const target = clampDay(day, lowest, highest)
    moved.current = true
    setFocused(target)
    setMonth(monthOf(target))
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const forward = rtl ? -1 : 1
    const moves: Record<string, () => string> = {
      ArrowRight: () => addDays(day, forward),
      ArrowLeft: () => addDays(day, -forward),
      ArrowDown: () => addDays(day, 7),
      ArrowUp: () => addDays(day, -7),
      Home: () => addDays(day, -weekdayIndex(day)),
      End: () => addDays(day, 6 - weekdayIndex(day)),
      PageDown: () => addMonthsToDay(day, 1),
      PageUp: () => addMonthsToDay(day, -1),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    moveTo(move())
  }

  function showMonth(target: string) {
    setMonth(target)
    // The tab stop follows into the shown month: its first offered day, else its first day.
    const day = dates.find((candidate) => monthOf(candidate) === target) ?? `${target}-01`
    setFocused(day)
  }

  const title = format(`${month}-01`, { month: 'long', year: 'numeric' })
  const titleId = `${id}-month`
  const weeks = monthWeeks(month)
  const tabStop = monthOf(focused) === month ? focused : (dates.find((day) => monthOf(day) === month) ?? `${month}-01`)

  return (
    <div className="w-full max-w-sm" data-testid="delivery-calendar">
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => showMonth(addMonths(month, -1))}
          disabled={month <= firstMonth}
          aria-label={m.checkout_calendar_previous()}
          className="rounded-lg p-2 text-brand-700 hover:bg-brand-50 disabled:text-slate-300 disabled:hover:bg-transparent"
        >
          <ChevronStartIcon className="size-5" />
        </button>
        <h3 id={titleId} className="font-bold capitalize text-slate-800" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          onClick={() => showMonth(addMonths(month, 1))}
          disabled={month >= lastMonth}
          aria-label={m.checkout_calendar_next()}
          className="rounded-lg p-2 text-brand-700 hover:bg-brand-50 disabled:text-slate-300 disabled:hover:bg-transparent"
        >
          <ChevronEndIcon className="size-5" />
        </button>
      </div>
      <table
        ref={grid}
        id={id}
        role="grid"
        aria-labelledby={`${labelledBy} ${titleId}`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="w-full table-fixed border-collapse text-center"
      >
        <thead>
          <tr>
            {weekDays().map((day) => (
              <th key={day} scope="col" className="pb-1 text-xs font-semibold text-slate-500">
                <abbr title={format(day, { weekday: 'long' })} className="no-underline">
                  {format(day, { weekday: 'narrow' })}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                if (!day) return <td key={`empty-${index}`} role="gridcell" />
                const available = offered.has(day)
                const selected = day === value
                return (
                  <td key={day} role="gridcell" aria-selected={selected} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === tabStop ? 0 : -1}
                      aria-disabled={!available || undefined}
                      aria-pressed={selected}
                      aria-label={format(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
                      onClick={() => {
                        if (!available) return
                        setFocused(day)
                        onChange(day)
                      }}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      className={`flex aspect-square w-full items-center justify-center rounded-lg text-sm tabular-nums ${
                        selected
                          ? 'bg-brand-600 font-bold text-white'
                          : available
                            ? 'border border-brand-100 bg-brand-50 font-semibold text-brand-900 hover:border-brand-500'
                            : 'cursor-not-allowed text-slate-300 line-through decoration-slate-200'
                      }`}
                    >
                      {format(day, { day: 'numeric' })}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-500">{m.checkout_calendar_help()}</p>
    </div>
  )
}
