/** "Pas livré": why (a reason and the driver's words) and the new delivery date; queued, not sent. */
import { z } from 'zod'
import type { DeliveryOrder } from '~/api/contract/admin-deliveries'
import { REASON_MAX } from '~/api/contract/admin-orders'
import { addDays, isoWeekday, SUNDAY } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import { SaveBar } from '~/ui/admin/save-bar'
import { useShopForm } from '~/ui/form/form-hook'
import type { RoundAction } from '~/features/back-office/deliveries/round-queue'

const REASONS = {
  absent: m.bo_round_reason_absent,
  unreachable: m.bo_round_reason_unreachable,
  address: m.bo_round_reason_address,
  refused: m.bo_round_reason_refused,
  other: m.bo_round_reason_other,
} as const
type Reason = keyof typeof REASONS

/** The next working day after the round: the date the form proposes. */
function nextDay(day: string) {
  let next = addDays(day, 1)
  while (isoWeekday(next) === SUNDAY) next = addDays(next, 1)
  return next
}

type Props = {
  order: DeliveryOrder
  roundDate: string
  onCancel: () => void
  onFail: (action: Omit<RoundAction, 'clientKey' | 'nextTryAt' | 'attempts'>) => void
}

export function FailForm({ order, roundDate, onCancel, onFail }: Props) {
  const schema = z.object({
    reason: z.enum(Object.keys(REASONS) as [Reason, ...Reason[]]),
    details: z.string().max(REASON_MAX - 60),
    new_date: z.string().refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day > roundDate, m.bo_round_new_date_invalid()),
  })
  const form = useShopForm({
    idPrefix: `fail-${order.reference}`,
    schema,
    defaultValues: { reason: 'absent' as Reason, details: '', new_date: nextDay(roundDate) },
    submit: async (values) => {
      const label = REASONS[values.reason]()
      onFail({
        reference: order.reference,
        action: 'fail',
        reason: values.details.trim() ? `${label} : ${values.details.trim()}` : label,
        newDeliveryDate: values.new_date,
      })
    },
  })
  return (
    <form.AppForm>
      <form.Form className="flex flex-col gap-3 rounded-lg bg-red-50 p-3">
        <form.AppField name="reason">
          {(field) => (
            <field.SelectField
              label={m.bo_round_reason()}
              options={Object.entries(REASONS).map(([value, label]) => ({ value, label: label() }))}
            />
          )}
        </form.AppField>
        <form.AppField name="details">{(field) => <field.TextAreaField label={m.bo_round_details()} rows={2} />}</form.AppField>
        <form.AppField name="new_date">
          {(field) => <field.DateField label={m.bo_round_new_date()} min={addDays(roundDate, 1)} />}
        </form.AppField>
        <SaveBar label={m.bo_round_confirm_failed()} tone="danger" cancelLabel={m.bo_round_cancel()} onCancel={onCancel} />
      </form.Form>
    </form.AppForm>
  )
}
