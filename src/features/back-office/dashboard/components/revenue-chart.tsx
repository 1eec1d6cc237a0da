/**
 * The revenue of the last 30 days as bars drawn in SVG (no chart library), with the same figures
 * in the kit's table that screen readers read instead (`ChartFigures`; the drawing is hidden from them).
 */
import type { Dashboard } from '~/api/contract/admin-dashboard'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { ChartFigures } from '~/ui/admin/chart-figures'

const WIDTH = 600
const HEIGHT = 180

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`

export function RevenueChart({ revenue }: { revenue: Dashboard['revenue'] }) {
  const highest = Math.max(1, ...revenue.map((day) => day.total))
  const slot = WIDTH / revenue.length
  const total = revenue.reduce((sum, day) => sum + day.total, 0)
  return (
    <figure>
      <figcaption className="mb-2 text-sm text-slate-700">
        {m.bo_dashboard_revenue_caption({ total: formatMoney(total), highest: formatMoney(highest === 1 ? 0 : highest) })}
      </figcaption>
      {/* Time runs left to right in both languages; the bars stretch to the card, the day labels stay HTML text. */}
      <div dir="ltr">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full sm:h-56"
          aria-hidden="true"
          data-testid="bo-revenue-chart"
        >
          <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="stroke-slate-300" vectorEffect="non-scaling-stroke" />
          {revenue.map((day, index) => {
            const height = (day.total / highest) * (HEIGHT - 4)
            return (
              <rect
                key={day.day}
                x={index * slot + slot * 0.15}
                y={HEIGHT - height}
                width={slot * 0.7}
                height={Math.max(height, day.total > 0 ? 1 : 0)}
                className="fill-brand-500"
              >
                <title>{`${shortDay(day.day)} : ${formatMoney(day.total)}`}</title>
              </rect>
            )
          })}
        </svg>
        <div className="relative h-5 text-xs text-slate-500" aria-hidden="true">
          {revenue.map((day, index) =>
            index % 7 === 1 ? (
              <span
                key={day.day}
                className={`absolute ${index === 0 ? '' : index === revenue.length - 1 ? '-translate-x-full' : '-translate-x-1/2'}`}
                style={{ left: index === 0 ? 0 : index === revenue.length - 1 ? '100%' : `${((index + 0.5) / revenue.length) * 100}%` }}
              >
                {shortDay(day.day)}
              </span>
            ) : null,
          )}
        </div>
      </div>
      <ChartFigures
        caption={m.bo_dashboard_revenue_title()}
        headers={[m.bo_dashboard_day(), m.bo_dashboard_revenue_amount(), m.bo_dashboard_revenue_orders()]}
        rows={revenue.map((day) => ({ key: day.day, label: day.day, cells: [formatMoney(day.total), day.orders] }))}
      />
    </figure>
  )
}
