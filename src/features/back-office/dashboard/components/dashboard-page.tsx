/** `/gestion/tableau-de-bord`: years without holidays, today's and tomorrow's orders, the revenue of 30 days, the like rate, stuck e-mails, low stock. */
import { useSuspenseQuery } from '@tanstack/react-query'
import type { DashboardDay } from '~/api/contract/admin-dashboard'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { dashboardQuery } from '~/features/back-office/dashboard/dashboard.queries'
import { Card, PageTitle } from '~/ui/admin/page-parts'
import { LowStockCard } from './low-stock-card'
import { HolidaysWarning } from './holidays-warning'
import { RevenueChart } from './revenue-chart'
import { orderStatusLabel } from '~/api/contract/order-status'
import { ORDER_STATUSES } from '~/api/contract/back-office-rules'

export function DashboardPage() {
  const { data } = useSuspenseQuery(dashboardQuery())
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{m.bo_dashboard_title()}</PageTitle>
      <HolidaysWarning years={data.holidays_missing} />
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
      <div className="grid gap-4 lg:grid-cols-2">
        <DayCard title={m.bo_dashboard_today()} day={data.today} />
        <DayCard title={m.bo_dashboard_tomorrow()} day={data.tomorrow} />
      </div>
      <Card title={m.bo_dashboard_revenue_title()}>
        <RevenueChart revenue={data.revenue} />
      </Card>
    </div>
  )
}

function DayCard({ title, day }: { title: string; day: DashboardDay }) {
  return (
    <Card title={`${title} · ${formatDate(day.day)}`}>
      {day.cities.length === 0 ? (
        <p className="text-slate-700">{m.bo_dashboard_no_orders()}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {m.bo_customers_city()}
                </th>
                {ORDER_STATUSES.map((status) => (
                  <th key={status} scope="col" className="p-2 text-end">
                    {orderStatusLabel(status)}
                  </th>
                ))}
                <th scope="col" className="p-2 text-end">
                  {m.bo_dashboard_total()}
                </th>
              </tr>
            </thead>
            <tbody>
              {day.cities.map((city) => (
                <tr key={city.id} className="border-b border-slate-100">
                  <th scope="row" className="p-2 text-start font-semibold">
                    {city.name}
                  </th>
                  {ORDER_STATUSES.map((status) => (
                    <td key={status} className="p-2 text-end">
                      {city.counts[status] || '·'}
                    </td>
                  ))}
                  <td className="p-2 text-end font-bold">{city.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}
