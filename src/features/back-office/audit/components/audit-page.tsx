/** `/gestion/journal` (admin): the audit log, newest first, its before and after as readable key/values. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { formatDate } from '~/lib/dates'
import { SHOP_TIME_ZONE } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import { auditQuery } from '~/features/back-office/audit/audit.queries'
import type { AuditValues } from '~/features/back-office/audit/audit.functions'
import { Card, PageTitle } from '~/ui/admin/page-parts'
import { Pager } from '~/ui/admin/pager'

const time = (at: string) => new Date(at).toLocaleTimeString('fr-MA', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit' })

export function AuditPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(auditQuery(page))
  return (
    <>
      <PageTitle>{m.bo_audit_title()}</PageTitle>
      <Card>
        {data.items.length === 0 ? (
          <p className="text-slate-700">{m.bo_audit_none()}</p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {data.items.map((entry) => (
              <li key={entry.id} className="grid gap-2 py-3 text-sm sm:grid-cols-[14rem_1fr_1fr]" data-testid="bo-audit-row">
                <div>
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
                <Values title={m.bo_audit_before()} value={entry.before} />
                <Values title={m.bo_audit_after()} value={entry.after} />
              </li>
            ))}
          </ol>
        )}
        <Pager page={data.page} total={data.total} pageSize={data.per_page} to="/gestion/journal" />
      </Card>
    </>
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
      <dt>{label} :</dt>
      <dd className="truncate" dir="ltr" title={value}>
        {value}
      </dd>
    </div>
  )
}

function Values({ title, value }: { title: string; value: AuditValues }) {
  return (
    <div>
      <p className="text-xs font-semibold text-slate-500 uppercase">{title}</p>
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
