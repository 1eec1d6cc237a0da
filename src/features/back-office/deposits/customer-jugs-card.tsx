/**
 * A customer's jug account on their back-office page (docs/decisions/0083, 0084): jugs held, the
 * deposit held, the ledger's history, and the two actions: refund the deposit (a customer who
 * stops) and write off lost jugs, each with its reason.
 */
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { JugMovementRow } from '~/api/contract/jug-account'
import { formatDateTime } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { RefundDepositForm } from './components/refund-deposit-form'
import { WriteOffForm } from './components/write-off-form'
import { customerJugsQuery } from './deposits.queries'
import { EditedRecord } from '~/ui/form/edited-record'

const kindLabel = (kind: JugMovementRow['kind']) =>
  ({
    lent: m.dep_history_kind_lent,
    returned: m.dep_history_kind_returned,
    deposit_paid: m.dep_history_kind_deposit_paid,
    deposit_refunded: m.dep_history_kind_deposit_refunded,
    written_off: m.dep_history_kind_written_off,
    cancelled: m.dep_history_kind_cancelled,
    adjusted: m.dep_history_kind_adjusted,
  })[kind]()

const signed = (value: number) => <bdi dir="ltr">{value > 0 ? `+${value}` : String(value)}</bdi>

const column = createColumnHelper<JugMovementRow>()
const columns = [
  column.accessor('created_at', { header: () => m.dep_history_when(), cell: ({ getValue }) => formatDateTime(getValue()) }),
  column.accessor('kind', { header: () => m.dep_history_what(), cell: ({ getValue }) => kindLabel(getValue()) }),
  column.accessor('order_reference', { header: () => m.dep_history_order(), cell: ({ getValue }) => <bdi>{getValue() ?? '—'}</bdi> }),
  column.accessor('jugs', {
    header: () => m.dep_history_jugs(),
    meta: { align: 'end' },
    cell: ({ getValue }) => (getValue() ? signed(getValue()) : ''),
  }),
  column.accessor('deposit', {
    header: () => m.dep_history_deposit(),
    meta: { align: 'end' },
    cell: ({ getValue }) => (getValue() ? <bdi>{formatMoney(getValue())}</bdi> : ''),
  }),
  column.accessor('reason', { header: () => m.cash_reason(), cell: ({ getValue }) => getValue() }),
]

export function CustomerJugsCard({ customerId, canAct }: { customerId: number; canAct: boolean }) {
  const { data } = useQuery(customerJugsQuery(customerId))
  if (!data) return null
  const version = `${data.movements[0]?.id ?? 0}:${data.jugs_held}:${data.deposit_held}`
  return (
    <Card title={m.dep_jug_account()} testId="bo-jug-account">
      <p className="mb-3 flex flex-wrap gap-6">
        <span>
          {m.dep_jugs_held()} : <strong data-testid="bo-jugs-held">{data.jugs_held}</strong>
        </span>
        <span>
          {m.dep_held_deposit()} :{' '}
          <strong data-testid="bo-deposit-held">
            <bdi>{formatMoney(data.deposit_held)}</bdi>
          </strong>
        </span>
      </p>
      <DataTable
        label={m.dep_jug_account()}
        data={data.movements}
        columns={columns}
        getRowId={(row) => String(row.id)}
        empty={m.dep_jugs_none()}
        rowProps={(row) => ({ 'data-testid': 'bo-jug-movement', 'data-kind': row.kind })}
      />
      {canAct && (data.deposit_held > 0 || data.jugs_held > 0) ? (
        <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 lg:grid-cols-2">
          {/* Held while typed in; the account moved (theirs loaded, or a save): the forms start again from it. */}
          <EditedRecord live={{ data, version }}>
            {({ data, version }) => (
              <>
                {data.deposit_held > 0 ? <RefundDepositForm key={`refund:${version}`} customerId={customerId} account={data} /> : <div />}
                {data.jugs_held > 0 ? <WriteOffForm key={`write-off:${version}`} customerId={customerId} account={data} /> : null}
              </>
            )}
          </EditedRecord>
        </div>
      ) : null}
    </Card>
  )
}
