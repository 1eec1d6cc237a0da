/**
 * "Livré": what was collected (prefilled with the amount to collect) and how; queued, not sent.
 * Another amount than the one due needs its reason, checked here before it is queued (the API
 * refuses it too, docs/decisions/0063), and shown on the evening's cash.
 */
import type { DeliveryOrder } from '~/api/contract/admin-deliveries'
import { formatMoney, centimesOf } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { SaveBar } from '~/ui/admin/save-bar'
import { useShopForm } from '~/ui/form/form-hook'
import type { RoundAction } from '~/features/back-office/deliveries/round-queue'
import { DoorEmptiesField, dueAtDoor, emptiesToSend } from './door-empties-field'
import { useRef } from 'react'
import { DeliveryProofFields, type ProofValue } from './delivery-proof-fields'

type Props = {
  order: DeliveryOrder
  paymentModes: { id: number; name: string }[]
  onCancel: () => void
  onDeliver: (action: Omit<RoundAction, 'clientKey' | 'nextTryAt' | 'attempts'>) => void
}

const refused = (field: string, message: string) => ({ success: false as const, message, errors: { [field]: [message] } })

export function DeliverForm({ order, paymentModes, onCancel, onDeliver }: Props) {
  const proofRef = useRef<ProofValue>({})
  const known = paymentModes.some((mode) => mode.id === order.payment_mode.id)
  const form = useShopForm({
    idPrefix: `deliver-${order.reference}`,
    defaultValues: {
      collected: (order.to_collect / 100) as number | null,
      payment_mode_id: known ? order.payment_mode.id : (paymentModes[0]?.id ?? 0),
      collected_reason: '',
      empties: order.jugs.empties_announced as number | null,
    },
    submit: async (values) => {
      const collected = centimesOf(values.collected ?? 0)
      if (collected < 0 || !Number.isFinite(collected)) {
        return refused('collected', m.bo_round_amount_invalid())
      }
      const collectedReason = values.collected_reason.trim()
      const due = dueAtDoor(order, values.empties)
      if (collected !== due && !collectedReason) {
        const message = m.api_order_collected_reason_required({ due: formatMoney(due) })
        return refused('collected_reason', message)
      }
      onDeliver({
        reference: order.reference,
        action: 'deliver',
        collected,
        paymentModeId: values.payment_mode_id || undefined,
        collectedReason: collected === due ? undefined : collectedReason,
        emptiesCollected: emptiesToSend(order, values.empties),
        ...proofRef.current,
      })
    },
  })
  return (
    <form.AppForm>
      <form.Form className="flex flex-col gap-3 rounded-lg bg-emerald-50 p-3">
        <DoorEmptiesField form={form} order={order} />
        <form.AppField name="collected">
          {(field) => <field.NumberField label={m.bo_round_collected()} min={0} step={0.01} />}
        </form.AppField>
        <form.AppField name="collected_reason">
          {(field) => <field.TextField label={m.bo_round_collected_reason()} maxLength={500} />}
        </form.AppField>
        <form.AppField name="payment_mode_id">
          {(field) => (
            <field.SelectField
              label={m.bo_round_payment_mode()}
              options={paymentModes.map((mode) => ({ value: String(mode.id), label: mode.name }))}
            />
          )}
        </form.AppField>
        <DeliveryProofFields proofRef={proofRef} />
        <SaveBar label={m.bo_round_confirm_delivered()} cancelLabel={m.bo_round_cancel()} onCancel={onCancel} />
      </form.Form>
    </form.AppForm>
  )
}
