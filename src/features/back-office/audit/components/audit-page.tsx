/** `/gestion/journal` (admin): the audit log, newest first, its before and after as readable key/values. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { formatDate } from '~/lib/dates'
import { SHOP_TIME_ZONE } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import { auditQuery } from '~/features/back-office/audit/audit.queries'
import type { AuditValues, getAudit } from '~/features/back-office/audit/audit.functions'
import { AdminPage } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'

const time = (at: string) => new Date(at).toLocaleTimeString('fr-MA', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit' })

type AuditEntry = Awaited<ReturnType<typeof getAudit>>['items'][number]
const column = createColumnHelper<AuditEntry>()
// The cells wrap (the table's cells do not by default): a before or an after can be long.
const columns = [
  column.accessor('action', {
    header: () => m.bo_audit_change(),
    cell: ({ row: { original: entry } }) => (
      <div className="w-56 whitespace-normal">
        <p className="font-semibold" dir="ltr">
          <bdi>{entry.action}</bdi>
        </p>
        <p className="text-slate-600">
          {entry.entity} <bdi dir="ltr">#{entry.entity_id}</bdi>
        </p>
        <p className="text-slate-600">
          <bdi title={entry.by_email ?? undefined}>{entry.by ?? m.bo_audit_system()}</bdi> · {formatDate(entry.at)}{' '}
          <bdi dir="ltr">{time(entry.at)}</bdi>
        </p>
        <Origin entry={entry} />
      </div>
    ),
  }),
  column.accessor('before', { header: () => m.bo_audit_before(), cell: ({ getValue }) => <Values value={getValue()} /> }),
  column.accessor('after', { header: () => m.bo_audit_after(), cell: ({ getValue }) => <Values value={getValue()} /> }),
]

export function AuditPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(auditQuery(page))
  return (
    <AdminPage title={m.bo_audit_title()}>
      <DataTable
        label={m.bo_audit_title()}
        data={data.items}
        columns={columns}
        getRowId={(entry) => String(entry.id)}
        empty={m.bo_audit_none()}
        pagination={{ page: data.page, pageSize: data.per_page, total: data.total }}
        pageLinkTo="/gestion/journal"
        rowProps={() => ({ 'data-testid': 'bo-audit-row' })}
      />
    </AdminPage>
  )
}

/** Where the line came from (docs/decisions/0062): the client's address, the request id to find in the log, the browser. */
function Origin({ entry }: { entry: { client_address: string | null; request_id: string | null; user_agent: string | null } }) {
  if (!entry.client_address && !entry.request_id && !entry.user_agent) return null
  return (
    <dl className="text-xs text-slate-600" data-testid="bo-audit-origin">
      {entry.client_address ? <Detail label={m.bo_audit_address()} value={entry.client_address} /> : null}
      {entry.request_id ? <Detail label={m.bo_audit_request()} value={entry.request_id} /> : null}
      {entry.user_agent ? <Detail label={m.bo_audit_agent()} value={entry.user_agent} /> : null}
    </dl>
  )
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-x-1">
      <dt className="shrink-0">{label} :</dt>
      <dd className="truncate" dir="ltr" title={value}>
        {value}
      </dd>
    </div>
  )
}

function Values({ value }: { value: AuditValues }) {
  return (
    <div className="min-w-56 whitespace-normal">
      {value ? (
        <dl className="flex flex-col">
          {value.map(({ key, value: each }) => (
            <div key={key} className="flex flex-wrap gap-x-2">
              <dt className="text-slate-600" dir="ltr">
                {key ? `${key} :` : ''}
              </dt>
              <dd className="break-words" dir="auto">
                {each}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>—</p>
      )}
    </div>
  )
}
