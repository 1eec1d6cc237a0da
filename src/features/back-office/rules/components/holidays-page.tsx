/** `/gestion/jours-feries?annee=2027`: one year's public holidays, with links to the years around it. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { Card } from '~/ui/admin/page-parts'
import { holidayYearQuery } from '~/features/back-office/rules/rules.queries'
import { EditedRecord } from '~/ui/form/edited-record'
import { HolidaysForm } from './holidays-form'
import { ReadOnlyNote } from './read-only-note'

export function HolidaysPage({ year, canEdit }: { year: number; canEdit: boolean }) {
  const { data } = useSuspenseQuery(holidayYearQuery(year))
  const yearClass = 'rounded-lg border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600'
  return (
    <AdminPage title={m.bo_holidays_title()} description={m.bo_holidays_intro()}>
      {canEdit ? null : <ReadOnlyNote />}
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
      <Card>
        {/* One form per year and per list read, held while typed in: another year, or "load theirs" after a 409, starts from its own list. */}
        <EditedRecord key={year} live={data.holidays}>
          {(holidays) => <HolidaysForm key={JSON.stringify(holidays)} year={year} holidays={holidays} canEdit={canEdit} />}
        </EditedRecord>
      </Card>
    </AdminPage>
  )
}
