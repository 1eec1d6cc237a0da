/**
 * The cash reconciliation of the day (docs/decisions/0084): per driver, what is due, what the
 * staff member counts, the difference; "Clôturer" closes the day, a difference needs its reason.
 * A closed day shows who closed it, when and why; it is final. The due as read goes with the
 * closing and stands for the day's version (docs/decisions/0096): a delivery recorded since is
 * the back office's one 409 choice, "load theirs" (the day read again) or "keep mine" (closed
 * over the due now); a day closed since by someone else is "load theirs" alone.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { CashDriverDay } from '~/api/contract/admin-cash-closing'
import { formatDateTime } from '~/lib/dates'
import { formatMoney, centimesOf } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { closeCashDayFn } from '~/features/back-office/deliveries/cash-closing.functions'
import { cashClosingsQuery } from '~/features/back-office/deliveries/cash-closing.queries'
import { EditedRecord } from '~/ui/form/edited-record'

const money = (centimes: number) => <bdi>{formatMoney(centimes)}</bdi>

const column = createColumnHelper<CashDriverDay>()
const columns = [
  column.accessor((entry) => entry.driver.name, { id: 'driver', header: () => m.bo_deliveries_col_driver() }),
  column.accessor('due', {
    header: () => m.cash_due(),
    meta: { align: 'end', testId: 'cash-due' },
    cell: ({ getValue }) => money(getValue()),
  }),
  column.display({
    id: 'declared',
    header: () => m.cash_declared(),
    meta: { align: 'end' },
    cell: ({ row: { original } }) => (original.closing ? money(original.closing.declared) : '—'),
  }),
  column.display({
    id: 'difference',
    header: () => m.cash_difference(),
    meta: { align: 'end', testId: 'cash-difference' },
    cell: ({ row: { original } }) => {
      if (!original.closing) return '—'
      const { difference } = original.closing
      return <span className={difference === 0 ? '' : 'font-bold text-red-800'}>{money(difference)}</span>
    },
  }),
  column.display({
    id: 'state',
    header: () => m.cash_state(),
    meta: { testId: 'cash-state' },
    cell: ({ row: { original } }) => (original.closing ? m.cash_closed() : m.cash_open()),
  }),
]

export function CashClosingCard({ date }: { date: string }) {
  const { data } = useQuery(cashClosingsQuery(date))
  if (data === null) return null
  return (
    <Card title={m.cash_closing_title()} testId="cash-closing">
      <DataTable
        label={m.cash_closing_title()}
        data={data?.drivers ?? []}
        columns={columns}
        getRowId={(entry) => String(entry.driver.id)}
        rowHeader="driver"
        loading={!data}
        empty={m.bo_deliveries_cash_none()}
        rowProps={(entry) => ({ 'data-testid': 'cash-closing-row', 'data-driver': entry.driver.name })}
        rowDetail={(entry) =>
          entry.closing ? (
            <ClosedNote entry={entry} />
          ) : (
            // Held while typed in: the closing is saved over the day's figures seen (a delivery since answers 409).
            <EditedRecord live={entry}>{(entry) => <CloseForm entry={entry} date={date} />}</EditedRecord>
          )
        }
      />
    </Card>
  )
}

function ClosedNote({ entry }: { entry: CashDriverDay }) {
  const closing = entry.closing!
  return (
    <p className="text-sm text-slate-700" data-testid="cash-closed-note">
      {m.cash_closed_by({ name: closing.closed_by ?? '—', at: formatDateTime(closing.closed_at) })}
      {closing.reason ? ` · ${m.cash_reason()} : ${closing.reason}` : ''}
    </p>
  )
}

type Values = { declared: number | null; reason: string }

function CloseForm({ entry, date }: { entry: CashDriverDay; date: string }) {
  const queryClient = useQueryClient()
  const reload = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'deliveries'] })
  const saveVersioned = useVersionedSave({
    save: (values: Values, dueSeen: number) =>
      closeCashDayFn({
        data: {
          date,
          driver_id: entry.driver.id,
          declared: Math.max(0, centimesOf(values.declared ?? 0)),
          due_seen: dueSeen,
          reason: values.reason.trim() || undefined,
        },
      }),
    onSaved: async () => {
      toast.success(m.cash_close_done({ name: entry.driver.name }))
      await reload()
    },
    onLoadTheirs: reload,
  })
  const form = useShopForm({
    idPrefix: `cash-close-${entry.driver.id}`,
    defaultValues: { declared: null, reason: '' } as Values,
    submit: (values) => saveVersioned(values, entry.due),
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3 sm:grid-cols-2" aria-label={m.cash_close_for({ name: entry.driver.name })}>
        <form.AppField name="declared">
          {(field) => <field.NumberField label={m.cash_declared_field()} min={0} step={0.01} required />}
        </form.AppField>
        <form.AppField name="reason">
          {(field) => <field.TextField label={m.cash_reason_field()} hint={m.cash_reason_hint()} maxLength={500} />}
        </form.AppField>
        <div className="sm:col-span-2">
          <SaveBar label={m.cash_close()} />
        </div>
      </form.Form>
    </form.AppForm>
  )
}
