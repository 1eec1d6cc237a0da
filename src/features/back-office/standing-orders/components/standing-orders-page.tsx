/**
 * `/gestion/abonnements` (docs/decisions/0085): standing orders per city and delivery day, what
 * next week's rounds carry from them (units per product and pack size), the list, and pausing one
 * for a customer with a reason (audited).
 */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-store'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import type { AdminStandingList, AdminStandingQuery } from '~/api/contract/standing-orders'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { buttonClass } from '~/ui/button-class'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { adminStandingOrdersQuery } from '~/features/back-office/standing-orders/standing-orders.queries'
import { pauseStandingOrderFn } from '~/features/back-office/standing-orders/standing-orders.functions'
import { rhythmLabel, statusLabel as statusText, weekdayName } from '~/features/standing-orders/standing-labels'

type Row = AdminStandingList['rows'][number]
type DayRow = AdminStandingList['per_day'][number]
type UnitRow = AdminStandingList['next_week']['products'][number]

export function AdminStandingOrdersPage({ query }: { query: AdminStandingQuery }) {
  const { data } = useSuspenseQuery(adminStandingOrdersQuery(query))
  const dayColumn = createColumnHelper<DayRow>()
  const dayColumns = [
    dayColumn.accessor('city', { header: () => m.sub_bo_city() }),
    dayColumn.accessor('weekday', {
      header: () => m.sub_bo_weekday(),
      cell: ({ row: { original } }) => (
        <Link
          to="/gestion/abonnements"
          search={{ city_id: original.city_id, weekday: original.weekday, page: undefined }}
          className="text-brand-700 underline"
        >
          {weekdayName(original.weekday)}
        </Link>
      ),
    }),
    dayColumn.accessor('count', {
      meta: { align: 'end' },
      header: () => m.sub_bo_count(),
      cell: ({ getValue }) => formatNumber(getValue()),
    }),
  ]
  const unitColumn = createColumnHelper<UnitRow>()
  const unitColumns = [
    unitColumn.accessor('name', { header: () => m.sub_bo_product() }),
    unitColumn.accessor('reference', {
      header: () => m.sub_bo_reference(),
      cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi>,
    }),
    unitColumn.accessor('units', {
      meta: { align: 'end' },
      header: () => m.sub_bo_units(),
      cell: ({ getValue }) => formatNumber(getValue()),
    }),
  ]
  const column = createColumnHelper<Row>()
  const columns = [
    column.accessor('customer', { header: () => m.sub_bo_customer() }),
    column.accessor('city', { header: () => m.sub_bo_city() }),
    column.accessor('weekday', {
      header: () => m.sub_bo_weekday(),
      cell: ({ row: { original } }) => `${weekdayName(original.weekday)} · ${rhythmLabel(original.every_weeks)}`,
    }),
    column.accessor('next_date', { header: () => m.sub_bo_next(), cell: ({ getValue }) => formatDate(getValue()) }),
    column.accessor('units', {
      meta: { align: 'end' },
      header: () => m.sub_bo_units(),
      cell: ({ getValue }) => formatNumber(getValue()),
    }),
    column.accessor('agreed_total', {
      meta: { align: 'end' },
      header: () => m.sub_bo_total(),
      cell: ({ getValue }) => formatMoney(getValue()),
    }),
    column.accessor('status', { header: () => m.sub_bo_status(), cell: ({ getValue }) => statusText[getValue()]() }),
    column.display({
      id: 'pause',
      header: () => m.sub_bo_pause(),
      cell: ({ row: { original } }) => (original.status === 'active' ? <PauseForCustomer row={original} /> : null),
    }),
  ]
  const filtered = query.city_id !== undefined || query.weekday !== undefined
  return (
    <AdminPage title={m.sub_bo_title()}>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={m.sub_bo_per_day()}>
          <DataTable
            label={m.sub_bo_per_day()}
            data={data.per_day}
            columns={dayColumns}
            getRowId={(row) => `${row.city_id}-${row.weekday}`}
            rowHeader="city"
            empty={m.sub_bo_none()}
          />
        </Card>
        <Card
          title={m.sub_bo_next_week({ from: formatDate(data.next_week.from), to: formatDate(data.next_week.to) })}
          testId="standing-next-week"
        >
          <DataTable
            label={m.sub_bo_next_week({ from: formatDate(data.next_week.from), to: formatDate(data.next_week.to) })}
            data={data.next_week.products}
            columns={unitColumns}
            getRowId={(row) => row.reference}
            rowHeader="name"
            empty={m.sub_bo_none()}
          />
        </Card>
      </div>
      {filtered ? (
        <Link to="/gestion/abonnements" search={{}} className="text-sm text-brand-700 underline">
          {m.sub_bo_all()}
        </Link>
      ) : null}
      <DataTable
        label={m.sub_bo_title()}
        data={data.rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowHeader="customer"
        empty={m.sub_bo_none()}
        pagination={{ page: data.page, pageSize: data.per_page, total: data.total }}
        pageLinkTo="/gestion/abonnements"
        rowProps={() => ({ 'data-testid': 'bo-standing-row' })}
      />
    </AdminPage>
  )
}

/**
 * Pausing one for its customer (a call, a trip): a kit form whose reason goes to the audit log;
 * the button opening it is a disclosure, not an action.
 */
function PauseForCustomer({ row }: { row: Row }) {
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const form = useShopForm({
    defaultValues: { reason: '' },
    submit: async ({ reason }) => {
      const answer = await pauseStandingOrderFn({ data: { id: row.id, reason } }).catch(() => null)
      if (!answer) {
        toast.error(m.sub_failed())
        return
      }
      if (!answer.success) return answer
      toast.success(m.sub_done_pause())
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'standing-orders'] })
    },
  })
  const reasonGiven = useStore(form.store, ({ values }) => values.reason.trim() !== '')
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={buttonClass({ variant: 'secondary', size: 'xs' })}>
        {m.sub_bo_pause_for({ name: row.customer })}
      </button>
    )
  }
  return (
    <form.AppForm>
      <form.Form className="flex flex-wrap items-center gap-2">
        <form.FormMessage />
        <form.AppField name="reason">
          {(field) => (
            <field.TextField
              label={m.sub_bo_reason()}
              hideLabel
              placeholder={m.sub_bo_reason()}
              maxLength={500}
              className="rounded-lg border border-slate-300 px-2 py-1 text-sm"
            />
          )}
        </form.AppField>
        <form.SubmitButton disabled={!reasonGiven} className={buttonClass({ variant: 'primary', size: 'xs' })}>
          {m.sub_bo_pause_confirm()}
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
