/** `/gestion/jours-feries?annee=2027`: one year's public holidays, with links to the years around it. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { holidayYearQuery } from '~/features/back-office/rules/rules.queries'
import { HolidaysForm } from './holidays-form'

export function HolidaysPage({ year, canEdit }: { year: number; canEdit: boolean }) {
  const { data } = useSuspenseQuery(holidayYearQuery(year))
  const yearClass = 'rounded-lg border px-3 py-1.5 text-sm font-semibold'
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{m.bo_holidays_title()}</h1>
      <p className="text-sm text-slate-600">{m.bo_holidays_intro()}</p>
      {canEdit ? null : <p className="rounded bg-slate-100 p-2 text-sm text-slate-700">{m.bo_rules_read_only()}</p>}
      <nav aria-label={m.bo_holidays_year()} className="flex gap-2">
        {[year - 1, year, year + 1].map((each) => (
          <Link
            key={each}
            to="/gestion/jours-feries"
            search={{ annee: each }}
            className={`${yearClass} ${each === year ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
            aria-current={each === year ? 'page' : undefined}
          >
            <bdi dir="ltr">{each}</bdi>
          </Link>
        ))}
      </nav>
      <section className="min-w-0 rounded-xl bg-white p-4 shadow-sm">
        {/* One form per year: another year starts from its own list. */}
        <HolidaysForm key={year} year={year} holidays={data.holidays} canEdit={canEdit} />
      </section>
    </div>
  )
}
