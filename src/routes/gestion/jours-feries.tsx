import { createFileRoute, redirect } from '@tanstack/react-router'
import { HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN } from '~/api/contract/back-office-rules'
import { HolidaysPage } from '~/features/back-office/rules/components/holidays-page'
import { holidayYearQuery } from '~/features/back-office/rules/rules.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { shopClock } from '~/lib/shop-dates'
import { searchInt, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** A year's public holidays (`?annee=2027`, this year by default): staff read them, admins change them; drivers go to their round. */
export const Route = createFileRoute('/gestion/jours-feries')({
  validateSearch: (search: UrlSearch): { annee?: number } => ({ annee: searchInt(search.annee, HOLIDAY_YEAR_MIN, HOLIDAY_YEAR_MAX) }),
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loaderDeps: ({ search }) => ({ year: search.annee ?? Number(shopClock(new Date()).day.slice(0, 4)) }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(holidayYearQuery(deps.year)),
  head: () => pageHead(m.bo_holidays_title()),
  component: function Holidays() {
    const { access } = Route.useRouteContext()
    const { year } = Route.useLoaderDeps()
    return access.status === 'staff' ? <HolidaysPage year={year} canEdit={access.me.role === 'admin'} /> : null
  },
})
