/**
 * The delivery date: a month calendar where only the days the server offers for the chosen mode
 * can be picked. Keyboard as in the WAI-ARIA date grid: arrows move by a day (mirrored on
 * right-to-left pages) or a week, Home and End to the week's ends, Page Up and Page Down by a
 * month; Enter or Space picks. One day is in the tab order at a time.
 */
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { addDays } from '~/lib/shop-dates'
import { addMonths, clampDay, dayAsDate, monthOf, monthWeeks, weekDays } from '~/features/checkout/calendar'
import { dayAfterKey } from '~/features/checkout/calendar-keys'
import { CalendarDay } from './calendar-day'
import { CalendarMonthNav } from './calendar-month-nav'

const tagOf = () => (getLocale() === 'ar' ? 'ar-MA' : 'fr-MA')
const format = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(tagOf(), { ...options, timeZone: 'UTC' }).format(dayAsDate(day))

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
    const target = dayAfterKey(event.key, day, rtl)
    if (!target) return
    event.preventDefault()
    moveTo(target)
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
      <CalendarMonthNav
        titleId={titleId}
        title={title}
        onPrevious={() => showMonth(addMonths(month, -1))}
        onNext={() => showMonth(addMonths(month, 1))}
        atFirst={month <= firstMonth}
        atLast={month >= lastMonth}
      />
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
                return (
                  <CalendarDay
                    key={day}
                    day={day}
                    label={format(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
                    number={format(day, { day: 'numeric' })}
                    available={offered.has(day)}
                    selected={day === value}
                    tabStop={day === tabStop}
                    onPick={() => {
                      setFocused(day)
                      onChange(day)
                    }}
                    onKeyDown={(event) => onKeyDown(event, day)}
                  />
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
