/** `/gestion/messages`: tabs of contact messages by status, and the satisfaction answers. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ContactStatus } from '~/api/contract/admin-inbox'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { inboxQuery } from '~/features/back-office/inbox/inbox.queries'
import { Card, PageTitle } from '~/ui/admin/page-parts'
import { Pager } from '~/ui/admin/pager'
import { SatisfactionList } from './satisfaction-list'
import { statusLabel } from '~/features/back-office/inbox/status-label'

export type InboxTab = ContactStatus | 'all' | 'satisfaction'

export function InboxPage({ tab, page }: { tab: InboxTab; page: number }) {
  const tabs: { value: InboxTab; label: string }[] = [
    { value: 'new', label: m.bo_inbox_status_new() },
    { value: 'read', label: m.bo_inbox_status_read() },
    { value: 'handled', label: m.bo_inbox_status_handled() },
    { value: 'all', label: m.bo_inbox_all() },
    { value: 'satisfaction', label: m.bo_inbox_satisfaction() },
  ]
  return (
    <>
      <PageTitle>{m.bo_inbox_title()}</PageTitle>
      <nav aria-label={m.bo_inbox_tabs()} className="mb-4 overflow-x-auto">
        <ul className="flex gap-1 whitespace-nowrap border-b border-slate-200">
          {tabs.map((each) => (
            <li key={each.value}>
              <Link
                to="/gestion/messages"
                search={{ tab: each.value, page: undefined }}
                className={`block border-b-2 px-3 py-2 text-sm font-semibold ${
                  each.value === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700'
                }`}
                aria-current={each.value === tab ? 'page' : undefined}
              >
                {each.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'satisfaction' ? <SatisfactionList page={page} /> : <MessageList status={tab === 'all' ? undefined : tab} page={page} />}
    </>
  )
}

function MessageList({ status, page }: { status: ContactStatus | undefined; page: number }) {
  const { data } = useSuspenseQuery(inboxQuery(status, page))
  return (
    <Card>
      <p className="mb-2 text-sm text-slate-600">
        {m.bo_inbox_counts({ new: data.counts.new, read: data.counts.read, handled: data.counts.handled })}
      </p>
      {data.items.length === 0 ? (
        <p className="text-slate-700">{m.bo_inbox_none()}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.items.map((message) => (
            <li key={message.id} className="py-3" data-testid="bo-inbox-row">
              <Link
                to="/gestion/messages/$id"
                params={{ id: String(message.id) }}
                className={`flex flex-wrap items-baseline gap-x-3 gap-y-1 ${message.status === 'new' ? 'font-bold' : ''}`}
              >
                <span className="text-brand-700 underline">{message.subject}</span>
                <span className="text-slate-800">{message.name}</span>
                <bdi dir="ltr" className="text-sm text-slate-600">
                  {message.email}
                </bdi>
                <span className="text-sm text-slate-600">{formatDate(message.created_at)}</span>
                <span className="rounded bg-slate-100 px-1.5 text-xs">{statusLabel(message.status)}</span>
                {message.replies ? <span className="text-xs text-slate-600">{m.bo_inbox_replies({ count: message.replies })}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.page} total={data.total} pageSize={data.per_page} to="/gestion/messages" />
    </Card>
  )
}
