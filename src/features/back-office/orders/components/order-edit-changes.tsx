/** What an edit of the order changed, each field before → after (the history, the preview). */
import { m } from '~/paraglide/messages.js'

const FIELD_LABELS: Record<string, () => string> = {
  lines: m.edit_field_lines,
  date: m.edit_field_date,
  address: m.edit_field_address,
  delivery_mode: m.edit_field_delivery_mode,
  payment_mode: m.edit_field_payment_mode,
  voucher: m.edit_field_voucher,
  delivery_fee: m.edit_field_delivery_fee,
  total: m.edit_field_total,
}

export function OrderEditChanges({ changes }: { changes: readonly { field: string; before: string; after: string }[] }) {
  return (
    <dl className="mt-1 grid gap-1 text-sm text-slate-700" data-testid="order-edit-changes">
      {changes.map((change) => (
        <div key={change.field}>
          <dt className="me-1 inline font-semibold">
            {FIELD_LABELS[change.field]?.() ?? change.field}
            {/* French sets a space before the colon, Arabic none. */}
            <span className="ms-1 rtl:ms-0">:</span>
          </dt>
          <dd className="inline">
            <bdi className="text-slate-500 line-through">{change.before}</bdi>{' '}
            {/* Before, then after, in the reading direction: the arrow turns in Arabic. */}
            <span className="inline-block rtl:-scale-x-100">→</span> <bdi>{change.after}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  )
}
