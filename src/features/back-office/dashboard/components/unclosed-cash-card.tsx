/**
 * The dashboard's reminder (docs/decisions/0084): past days a driver delivered whose cash is not
 * closed, each a link to that day's delivery page where it is closed. Nothing to close: nothing shown.
 */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { Card } from '~/ui/admin/page-parts'
import { unclosedCashQuery } from '~/features/back-office/dashboard/unclosed-cash.functions'

export function UnclosedCashCard() {
  const { data } = useQuery(unclosedCashQuery())
  if (!data || data.days.length === 0) return null
  return (
    <Card title={m.cash_unclosed_title()} testId="cash-unclosed">
      <ul className="flex flex-col gap-1">
        {data.days.map((day) => (
          <li key={`${day.date}-${day.driver.id}`}>
            <Link to="/gestion/livraisons" search={{ date: day.date }} className="text-brand-800 underline">
              {m.cash_unclosed_day({ date: formatDate(day.date), name: day.driver.name })}
            </Link>{' '}
            <bdi dir="ltr" className="text-slate-600">
              {formatMoney(day.due)}
            </bdi>
          </li>
        ))}
      </ul>
    </Card>
  )
}
