import { m } from '~/paraglide/messages.js'
import { ChevronEndIcon, ChevronStartIcon } from '~/ui/icons'

const arrowClass = 'rounded-lg p-2 text-brand-700 hover:bg-brand-50 disabled:text-slate-300 disabled:hover:bg-transparent'

/** The calendar's month (its name announced when it changes) between the buttons to the previous and next ones. */
export function CalendarMonthNav({
  titleId,
  title,
  onPrevious,
  onNext,
  atFirst,
  atLast,
}: {
  titleId: string
  title: string
  onPrevious: () => void
  onNext: () => void
  /** No offered day before (or after) the month shown. */
  atFirst: boolean
  atLast: boolean
}) {
  return (
    <div className="mb-2 flex items-center justify-between gap-2">
      <button type="button" onClick={onPrevious} disabled={atFirst} aria-label={m.checkout_calendar_previous()} className={arrowClass}>
        <ChevronStartIcon className="size-5" />
      </button>
      <h3 id={titleId} className="font-bold capitalize text-slate-800" aria-live="polite">
        {title}
      </h3>
      <button type="button" onClick={onNext} disabled={atLast} aria-label={m.checkout_calendar_next()} className={arrowClass}>
        <ChevronEndIcon className="size-5" />
      </button>
    </div>
  )
}
