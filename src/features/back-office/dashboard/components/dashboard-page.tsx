/** `/gestion/tableau-de-bord`: years without holidays, an incomplete legal identity, today's and tomorrow's orders, the revenue of 30 days, the like rate, stuck e-mails, low stock. */
import { useSuspenseQuery } from '@tanstack/react-query'
import type { DashboardDay } from '~/api/contract/admin-dashboard'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { dashboardQuery } from '~/features/back-office/dashboard/dashboard.queries'
import { createColumnHelper } from '@tanstack/react-table'
import { AdminPage } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { LowStockCard } from './low-stock-card'
import { HolidaysWarning } from './holidays-warning'
import { IdentityWarning } from './identity-warning'
import { RevenueChart } from './revenue-chart'
import { UnclosedCashCard } from './unclosed-cash-card'
import { orderStatusLabel } from '~/api/contract/order-status'
import { ORDER_STATUSES } from '~/api/contract/back-office-rules'

export function DashboardPage() {
  const { data } = useSuspenseQuery(dashboardQuery())
  return (
    <AdminPage title={m.bo_dashboard_title()}>
      <HolidaysWarning years={data.holidays_missing} />
      <IdentityWarning incomplete={data.legal_identity_incomplete} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Card title={m.bo_dashboard_likes_title()}>
          <p className="text-3xl font-bold text-slate-900" data-testid="bo-like-rate">
            <bdi dir="ltr">{data.likes.rate === null ? '—' : `${data.likes.rate} %`}</bdi>
          </p>
          <p className="text-sm text-slate-600">
            {m.bo_dashboard_likes_detail({ likes: data.likes.likes, dislikes: data.likes.dislikes })}
          </p>
        </Card>
        <Card title={m.bo_dashboard_emails_title()}>
          <p className={`text-3xl font-bold ${data.stuck_emails.count ? 'text-red-700' : 'text-slate-900'}`} data-testid="bo-stuck-emails">
            {data.stuck_emails.count}
          </p>
          <p className="text-sm text-slate-600">
            {data.stuck_emails.oldest
              ? m.bo_dashboard_emails_oldest({ date: formatDate(data.stuck_emails.oldest) })
              : m.bo_dashboard_emails_none()}
          </p>
        </Card>
      </div>
      <LowStockCard items={data.low_stock} />
      <UnclosedCashCard />
      <div className="grid gap-4 lg:grid-cols-2">
        <DayCard title={m.bo_dashboard_today()} day={data.today} />
        <DayCard title={m.bo_dashboard_tomorrow()} day={data.tomorrow} />
      </div>
      <Card title={m.bo_dashboard_revenue_title()}>
        <RevenueChart revenue={data.revenue} />
      </Card>
    </AdminPage>
  )
}

type CityCounts = DashboardDay['cities'][number]
const cityColumn = createColumnHelper<CityCounts>()
const dayColumns = [
  cityColumn.accessor('name', {
    header: () => m.bo_customers_city(),
    cell: ({ getValue }) => <span className="font-semibold">{getValue()}</span>,
  }),
  ...ORDER_STATUSES.map((status) =>
    cityColumn.accessor((city) => city.counts[status], {
      id: status,
      meta: { align: 'end' },
      header: () => orderStatusLabel(status),
      cell: ({ getValue }) => getValue() || '·',
    }),
  ),
  cityColumn.accessor('total', {
    meta: { align: 'end' },
    header: () => m.bo_dashboard_total(),
    cell: ({ getValue }) => <span className="font-bold">{getValue()}</span>,
  }),
]

function DayCard({ title, day }: { title: string; day: DashboardDay }) {
  const heading = `${title} · ${formatDate(day.day)}`
  return (
    <Card title={heading}>
      {day.cities.length === 0 ? (
        <p className="text-slate-700">{m.bo_dashboard_no_orders()}</p>
      ) : (
        <DataTable
          label={heading}
          data={day.cities}
          columns={dayColumns}
          getRowId={(city) => String(city.id)}
          rowHeader="name"
          empty={m.bo_dashboard_no_orders()}
        />
      )}
    </Card>
  )
}
