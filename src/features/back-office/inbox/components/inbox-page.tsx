/** `/gestion/messages`: tabs of contact messages by status, and the satisfaction answers. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { ContactStatus, InboxMessageRow } from '~/api/contract/admin-inbox'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { inboxQuery } from '~/features/back-office/inbox/inbox.queries'
import { AdminPage } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'
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
    <AdminPage title={m.bo_inbox_title()}>
      <nav aria-label={m.bo_inbox_tabs()} className="overflow-x-auto">
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
    </AdminPage>
  )
}

const column = createColumnHelper<InboxMessageRow>()
const columns = [
  column.accessor('subject', {
    header: () => m.bo_inbox_message_title(),
    // The link names the message by its subject and its sender, as the whole row did.
    cell: ({ row: { original: message } }) => (
      <Link
        to="/gestion/messages/$id"
        params={{ id: String(message.id) }}
        className={`flex flex-wrap items-baseline gap-x-3 ${message.status === 'new' ? 'font-bold' : 'font-normal'}`}
      >
        <span className="text-brand-700 underline">{message.subject}</span>
        <span className="text-slate-800">{message.name}</span>
      </Link>
    ),
  }),
  column.accessor('email', {
    header: () => m.bo_customers_email(),
    cell: ({ getValue }) => (
      <bdi dir="ltr" className="text-slate-600">
        {getValue()}
      </bdi>
    ),
  }),
  column.accessor('created_at', { header: () => m.bo_inbox_date(), cell: ({ getValue }) => formatDate(getValue()) }),
  column.accessor('status', {
    header: () => m.bo_inbox_status(),
    cell: ({ getValue }) => <span className="rounded bg-slate-100 px-1.5 text-xs">{statusLabel(getValue())}</span>,
  }),
  column.accessor('replies', {
    meta: { align: 'end' },
    header: () => m.bo_inbox_thread_title(),
    cell: ({ getValue }) =>
      getValue() ? <span className="text-xs text-slate-600">{m.bo_inbox_replies({ count: getValue() })}</span> : null,
  }),
]

function MessageList({ status, page }: { status: ContactStatus | undefined; page: number }) {
  const { data } = useSuspenseQuery(inboxQuery(status, page))
  return (
    <>
      <p className="text-sm text-slate-600">
        {m.bo_inbox_counts({ new: data.counts.new, read: data.counts.read, handled: data.counts.handled })}
      </p>
      <DataTable
        label={m.bo_inbox_title()}
        data={data.items}
        columns={columns}
        getRowId={(message) => String(message.id)}
        rowHeader="subject"
        empty={m.bo_inbox_none()}
        pagination={{ page: data.page, pageSize: data.per_page, total: data.total }}
        pageLinkTo="/gestion/messages"
        rowProps={() => ({ 'data-testid': 'bo-inbox-row' })}
      />
    </>
  )
}
