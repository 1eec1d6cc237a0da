/** The preview of an edit: the totals before → after, what changes, and the save of exactly this. */
import { createColumnHelper } from '@tanstack/react-table'
import type { OrderEditBody, OrderEditResult, OrderTotals } from '~/api/contract/admin-order-edit'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { DataTable } from '~/ui/admin/data-table'
import { useShopForm } from '~/ui/form/form-hook'
import { OrderEditChanges } from './order-edit-changes'
import { useSaveEdit } from '~/features/back-office/orders/use-save-order-edit'

type Row = { key: keyof OrderTotals; label: string; before: string; after: string }
const column = createColumnHelper<Row>()
const columns = [
  column.accessor('label', { header: () => '' }),
  column.accessor('before', { header: () => m.edit_before(), meta: { align: 'end' } }),
  column.accessor('after', { header: () => m.edit_after(), meta: { align: 'end', testId: 'order-edit-after' } }),
]

const ROWS: { key: keyof OrderTotals; label: () => string; money: boolean }[] = [
  { key: 'subtotal', label: m.edit_totals_subtotal, money: true },
  { key: 'delivery_fee', label: m.edit_totals_fee, money: true },
  { key: 'discount', label: m.edit_totals_discount, money: true },
  { key: 'points_used', label: m.edit_totals_points, money: false },
  { key: 'points_gained', label: m.edit_totals_gained, money: false },
  { key: 'total', label: m.edit_totals_total, money: true },
]

export function OrderEditPreview({
  reference,
  preview,
  onSaved,
}: {
  reference: string
  preview: { body: OrderEditBody; result: OrderEditResult }
  onSaved: () => void
}) {
  const save = useSaveEdit(reference, onSaved)
  const form = useShopForm({ defaultValues: {}, idPrefix: 'order-edit-save', submit: () => save(preview.body, preview.body.version) })
  const { result } = preview
  const rows: Row[] = ROWS.map(({ key, label, money }) => {
    const shown = (value: number) => (money ? formatMoney(value) : String(value))
    return { key, label: label(), before: shown(result.before[key]), after: shown(result.after[key]) }
  })
  return (
    <section
      className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-4"
      data-testid="order-edit-preview"
      aria-live="polite"
    >
      <h3 className="font-bold">{m.edit_preview_title()}</h3>
      <DataTable
        label={m.edit_preview_title()}
        data={rows}
        columns={columns}
        getRowId={(row) => row.key}
        rowHeader="label"
        empty={m.edit_no_change()}
      />
      {result.changes.length ? <OrderEditChanges changes={result.changes} /> : <p>{m.edit_no_change()}</p>}
      {result.voucher_dropped ? <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{m.edit_voucher_dropped()}</p> : null}
      <form.AppForm>
        <form.Form className="grid gap-2">
          <form.FormMessage />
          <form.SubmitButton busyLabel={m.bo_orders_sending()}>{m.edit_save()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  )
}
