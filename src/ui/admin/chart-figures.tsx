/**
 * A chart's figures as a table that only screen readers read: the drawing beside it is hidden from
 * them (`aria-hidden`), and this table says the same thing in rows. It takes no room on screen, so
 * it is not a `DataTable` (no region to scroll, no pager, no sorting).
 *
 * @example
 * <figure>
 *   <svg aria-hidden="true">…</svg>
 *   <ChartFigures
 *     caption={m.bo_dashboard_revenue_title()}
 *     headers={[m.bo_dashboard_day(), m.bo_dashboard_revenue_amount(), m.bo_dashboard_revenue_orders()]}
 *     rows={revenue.map((day) => ({ key: day.day, label: day.day, cells: [formatMoney(day.total), day.orders] }))}
 *   />
 * </figure>
 */
export type ChartFigureRow = {
  key: string
  /** The row's name (a day, a week): its row header. */
  label: React.ReactNode
  cells: React.ReactNode[]
}

export function ChartFigures({ caption, headers, rows }: { caption: string; headers: string[]; rows: ChartFigureRow[] }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
