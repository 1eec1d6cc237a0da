/** The dashboard's low-stock list: what is tracked and at or below its threshold, with a link to the stock page. */
import { Link } from '@tanstack/react-router'
import type { StockItem } from '~/api/contract/admin-stock'
import { m } from '~/paraglide/messages.js'
import { Card } from '~/ui/admin/page-parts'

export function LowStockCard({ items }: { items: StockItem[] }) {
  return (
    <Card title={m.bo_dashboard_low_stock_title()}>
      {items.length === 0 ? (
        <p className="text-slate-700">{m.bo_dashboard_low_stock_none()}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="bo-low-stock">
          {items.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              className="flex items-baseline justify-between gap-3 py-1.5"
              data-testid="bo-low-stock-item"
              data-reference={item.reference}
            >
              <span>
                <span className="font-semibold">{item.product_name}</span>
                {item.pack_size ? <span className="text-slate-600"> · {item.pack_size}</span> : null}
              </span>
              <span className={`font-bold ${item.stock === 0 ? 'text-red-700' : 'text-amber-800'}`}>
                {item.stock === 0 ? m.bo_stock_sold_out() : item.stock}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/gestion/stock" search={{ low: 1 }} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
        {m.bo_dashboard_low_stock_link()}
      </Link>
    </Card>
  )
}
