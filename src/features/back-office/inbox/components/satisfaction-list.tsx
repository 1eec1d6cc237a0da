/** The satisfaction answers, newest first, and the likes and dislikes of the last 12 weeks. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { ThumbsDownIcon, ThumbsUpIcon } from '~/ui/icons'
import { satisfactionQuery } from '~/features/back-office/inbox/inbox.queries'
import { createColumnHelper } from '@tanstack/react-table'
import type { SatisfactionAnswerRow } from '~/api/contract/admin-inbox'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'

type Week = { week: string; likes: number; dislikes: number }
const weekColumn = createColumnHelper<Week>()
const weekColumns = [
  weekColumn.accessor('week', {
    header: () => m.bo_satisfaction_week(),
    cell: ({ getValue }) => <span className="font-normal">{m.bo_satisfaction_week_of({ date: formatDate(getValue()) })}</span>,
  }),
  weekColumn.accessor('likes', {
    meta: { align: 'end' },
    header: () => m.bo_satisfaction_likes(),
    cell: ({ getValue }) => <span className="text-emerald-700">{getValue()}</span>,
  }),
  weekColumn.accessor('dislikes', {
    meta: { align: 'end' },
    header: () => m.bo_satisfaction_dislikes(),
    cell: ({ getValue }) => <span className="text-red-700">{getValue()}</span>,
  }),
]

const answerColumn = createColumnHelper<SatisfactionAnswerRow>()
const answerColumns = [
  answerColumn.accessor('rating', {
    header: () => m.bo_satisfaction_rating(),
    cell: ({ getValue }) =>
      getValue() === 'like' ? (
        <ThumbsUpIcon className="size-5 shrink-0 text-emerald-700" title={m.bo_satisfaction_like()} />
      ) : (
        <ThumbsDownIcon className="size-5 shrink-0 text-red-700" title={m.bo_satisfaction_dislike()} />
      ),
  }),
  answerColumn.accessor('order_reference', {
    header: () => m.bo_inbox_order(),
    cell: ({ getValue }) => (
      <bdi dir="ltr" className="font-semibold">
        {getValue()}
      </bdi>
    ),
  }),
  answerColumn.accessor((answer) => answer.customer.name || answer.customer.email, { id: 'customer', header: () => m.bo_inbox_customer() }),
  answerColumn.accessor('answered_at', { header: () => m.bo_customer_ledger_date(), cell: ({ getValue }) => formatDate(getValue()) }),
  answerColumn.accessor('comment', {
    header: () => m.bo_satisfaction_comment(),
    // A comment is free text: it wraps instead of stretching the table.
    cell: ({ getValue }) => <p className="min-w-64 whitespace-normal text-slate-700">{getValue()}</p>,
  }),
]

export function SatisfactionList({ page }: { page: number }) {
  const { data } = useSuspenseQuery(satisfactionQuery(page))
  return (
    <div className="grid gap-4">
      <Card title={m.bo_satisfaction_weeks_title()}>
        <div data-testid="bo-satisfaction-weeks">
          <DataTable
            label={m.bo_satisfaction_weeks_title()}
            data={[...data.weeks].reverse()}
            columns={weekColumns}
            getRowId={(week) => week.week}
            rowHeader="week"
            empty={m.bo_satisfaction_none()}
          />
        </div>
      </Card>
      <Card title={m.bo_satisfaction_answers_title()}>
        <DataTable
          label={m.bo_satisfaction_answers_title()}
          data={data.items}
          columns={answerColumns}
          getRowId={(answer) => String(answer.id)}
          empty={m.bo_satisfaction_none()}
          pagination={{ page: data.page, pageSize: data.per_page, total: data.total }}
          pageLinkTo="/gestion/messages"
        />
      </Card>
    </div>
  )
}
