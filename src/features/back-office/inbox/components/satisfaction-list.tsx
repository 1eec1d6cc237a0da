/** The satisfaction answers, newest first, and the likes and dislikes of the last 12 weeks. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { ThumbsDownIcon, ThumbsUpIcon } from '~/ui/icons'
import { satisfactionQuery } from '~/features/back-office/inbox/inbox.queries'
import { Card } from '~/ui/admin/page-parts'
import { Pager } from '~/ui/admin/pager'

export function SatisfactionList({ page }: { page: number }) {
  const { data } = useSuspenseQuery(satisfactionQuery(page))
  return (
    <div className="flex flex-col gap-4">
      <Card title={m.bo_satisfaction_weeks_title()}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="bo-satisfaction-weeks">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {m.bo_satisfaction_week()}
                </th>
                <th scope="col" className="p-2 text-end">
                  {m.bo_satisfaction_likes()}
                </th>
                <th scope="col" className="p-2 text-end">
                  {m.bo_satisfaction_dislikes()}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...data.weeks].reverse().map((week) => (
                <tr key={week.week} className="border-b border-slate-100">
                  <th scope="row" className="p-2 text-start font-normal">
                    {m.bo_satisfaction_week_of({ date: formatDate(week.week) })}
                  </th>
                  <td className="p-2 text-end text-emerald-700">{week.likes}</td>
                  <td className="p-2 text-end text-red-700">{week.dislikes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card title={m.bo_satisfaction_answers_title()}>
        {data.items.length === 0 ? (
          <p className="text-slate-700">{m.bo_satisfaction_none()}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.items.map((answer) => (
              <li key={answer.id} className="flex gap-3 py-3 text-sm">
                {answer.rating === 'like' ? (
                  <ThumbsUpIcon className="size-5 shrink-0 text-emerald-700" title={m.bo_satisfaction_like()} />
                ) : (
                  <ThumbsDownIcon className="size-5 shrink-0 text-red-700" title={m.bo_satisfaction_dislike()} />
                )}
                <div>
                  <p>
                    <bdi dir="ltr" className="font-semibold">
                      {answer.order_reference}
                    </bdi>
                    {' · '}
                    {answer.customer.name || answer.customer.email} · {formatDate(answer.answered_at)}
                  </p>
                  {answer.comment ? <p className="text-slate-700">{answer.comment}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager page={data.page} total={data.total} pageSize={data.per_page} to="/gestion/messages" />
      </Card>
    </div>
  )
}
