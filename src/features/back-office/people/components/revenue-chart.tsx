/**
 * The revenue of the last 30 days as bars drawn in SVG (no chart library), with the same figures
 * in a table that screen readers read instead (the drawing is hidden from them).
 */
import type { Dashboard } from '~/api/contract/admin-dashboard'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'

const WIDTH = 600
const HEIGHT = 180
const AXIS = 20

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
      {/* Time runs left to right in both languages, as on the shop's receipts. */}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="h-48 w-full"
        aria-hidden="true"
        direction="ltr"
        data-testid="bo-revenue-chart"
      >
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="stroke-slate-300" />
        {revenue.map((day, index) => {
          const height = (day.total / highest) * (HEIGHT - 10)
          return (
            <g key={day.day}>
              <rect
                x={index * slot + 2}
                y={HEIGHT - height}
                width={slot - 4}
                height={Math.max(height, day.total > 0 ? 1 : 0)}
                rx={2}
                className="fill-brand-500"
              >
                <title>{`${shortDay(day.day)} : ${formatMoney(day.total)}`}</title>
              </rect>
              {index % 5 === 4 || index === revenue.length - 1 ? (
                <text x={index * slot + slot / 2} y={HEIGHT + 15} textAnchor="middle" className="fill-slate-500 text-[11px]">
                  {shortDay(day.day)}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <table className="sr-only">
        <caption>{m.bo_dashboard_revenue_title()}</caption>
        <thead>
          <tr>
            <th scope="col">{m.bo_dashboard_day()}</th>
            <th scope="col">{m.bo_dashboard_revenue_amount()}</th>
            <th scope="col">{m.bo_dashboard_revenue_orders()}</th>
          </tr>
        </thead>
        <tbody>
          {revenue.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{formatMoney(day.total)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
