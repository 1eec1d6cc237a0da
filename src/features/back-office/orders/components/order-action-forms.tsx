/** The actions that need a word: deliver (what was collected), a failed attempt (why, a new date), cancel (why). */
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { type AdminOrderDetail, REASON_MAX, type OrderChangeBody } from '~/api/contract/admin-orders'
import { formatMoney, centimesOf } from '~/lib/money'
import { addDays, shopClock } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { orderFiltersQuery } from '~/features/back-office/orders/orders.queries'
import type { Settled } from '~/features/back-office/orders/use-order-change'

type Send = (body: Omit<OrderChangeBody, 'client_key'>) => Promise<Settled>

const reasonRule = () =>
  z
    .string()
    .trim()
    .min(1, m.bo_orders_reason_required())
    .max(REASON_MAX, m.bo_orders_too_long({ max: REASON_MAX }))

/**
 * What was collected (the amount due when left empty) and how: the order's payment mode unless
 * changed; another amount needs its reason, which the API asks for (docs/decisions/0063).
 */
export function DeliverForm({ order, onSend }: { order: AdminOrderDetail; onSend: Send }) {
  const modes = useQuery(orderFiltersQuery()).data?.payment_modes ?? []
  const options = (modes.some((mode) => mode.id === order.payment_mode.id) ? modes : [order.payment_mode, ...modes]).map((mode) => ({
    value: String(mode.id),
    label: mode.name,
  }))
  const form = useShopForm({
    defaultValues: { collected: null as number | null, payment_mode_id: order.payment_mode.id, collected_reason: '' },
    schema: z.object({
      collected: z.number().min(0, m.bo_orders_collected_invalid()).max(1_000_000, m.bo_orders_collected_invalid()).nullable(),
      payment_mode_id: z.number().int().positive(),
      collected_reason: z
        .string()
        .trim()
        .max(REASON_MAX, m.bo_orders_too_long({ max: REASON_MAX })),
    }),
    idPrefix: 'bo-deliver',
    submit: async ({ collected, payment_mode_id, collected_reason }) =>
      (
        await onSend({
          action: 'deliver',
          collected: collected === null ? undefined : centimesOf(collected),
          collected_payment_mode_id: payment_mode_id,
          collected_reason: collected_reason.trim() || undefined,
        })
      ).refusal,
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3" aria-label={m.bo_orders_action_deliver()}>
        <form.FormMessage />
        <form.AppField name="collected">
          {(field) => (
            <field.NumberField
              label={m.bo_orders_collected_label()}
              hint={m.bo_orders_collected_hint({ total: formatMoney(order.total) })}
              min={0}
              step="0.01"
            />
          )}
        </form.AppField>
        <form.AppField name="collected_reason">
          {(field) => <field.TextField label={m.bo_round_collected_reason()} maxLength={REASON_MAX} />}
        </form.AppField>
        <form.AppField name="payment_mode_id">
          {(field) => <field.SelectField label={m.bo_orders_collected_mode_label()} options={options} />}
        </form.AppField>
        <form.SubmitButton busyLabel={m.bo_orders_sending()}>{m.bo_orders_deliver_submit()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

export function FailForm({ onSend }: { onSend: Send }) {
  const tomorrow = addDays(shopClock(new Date()).day, 1)
  const form = useShopForm({
    defaultValues: { reason: '', new_delivery_date: tomorrow },
    schema: z.object({
      reason: reasonRule(),
      new_delivery_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m.bo_orders_date_required()),
    }),
    idPrefix: 'bo-fail',
    submit: async ({ reason, new_delivery_date }) => (await onSend({ action: 'fail', reason: reason.trim(), new_delivery_date })).refusal,
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3" aria-label={m.bo_orders_action_fail()}>
        <form.FormMessage />
        <form.AppField name="reason">
          {(field) => <field.TextAreaField label={m.bo_orders_reason()} rows={2} maxLength={REASON_MAX} />}
        </form.AppField>
        <form.AppField name="new_delivery_date">
          {(field) => <field.DateField label={m.bo_orders_new_date()} min={tomorrow} />}
        </form.AppField>
        <form.SubmitButton busyLabel={m.bo_orders_sending()}>{m.bo_orders_fail_submit()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

export function CancelForm({ onSend }: { onSend: Send }) {
  const form = useShopForm({
    defaultValues: { reason: '' },
    schema: z.object({ reason: reasonRule() }),
    idPrefix: 'bo-cancel',
    submit: async ({ reason }) => (await onSend({ action: 'cancel', reason: reason.trim() })).refusal,
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3" aria-label={m.bo_orders_action_cancel()}>
        <form.FormMessage />
        <form.AppField name="reason">
          {(field) => <field.TextAreaField label={m.bo_orders_cancel_reason()} rows={2} maxLength={REASON_MAX} />}
        </form.AppField>
        <form.SubmitButton tone="danger" busyLabel={m.bo_orders_sending()}>
          {m.bo_orders_cancel_submit()}
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
