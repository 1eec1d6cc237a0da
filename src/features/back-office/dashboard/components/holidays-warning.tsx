/** The dashboard's warning when this year or the next has no public holiday entered: delivery dates would fall on them. */
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'

export function HolidaysWarning({ years }: { years: number[] }) {
  if (years.length === 0) return null
  return (
    <section className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="bo-holidays-warning" role="status">
      <h2 className="mb-2 text-lg font-bold text-amber-900">{m.bo_dashboard_holidays_title()}</h2>
      <ul className="flex flex-col gap-1 text-sm text-amber-900">
        {years.map((year) => (
          <li key={year}>
            {m.bo_dashboard_holidays_missing({ year })}{' '}
            <Link to="/gestion/jours-feries" search={{ annee: year }} className="font-semibold underline">
              {m.bo_dashboard_holidays_link({ year })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
