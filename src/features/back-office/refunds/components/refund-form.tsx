/**
 * A new refund: how many of each line, the delivery fee, a free amount, the reason (required) and
 * how it is paid back (a driver's cash on a day, a bank transfer, points). One idempotency key
 * per refund: a press sent twice (a double click, a retry) makes one credit note; the key is
 * renewed once the refund is made.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { REFUND_METHODS, type OrderRefunds, type RefundMethod } from '~/api/contract/admin-refunds'
import { formatMoney, centimesOf } from '~/lib/money'
import { shopClock } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import { SaveBar } from '~/ui/admin/save-bar'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { methodLabel } from '~/features/back-office/refunds/method-label'
import { refundOrderFn } from '~/features/back-office/refunds/refunds.functions'
import { withStepUp } from '~/features/back-office/security/step-up'
import { newIdempotencyKey } from '~/lib/idempotency-key'

export function RefundForm({ reference, refunds }: { reference: string; refunds: OrderRefunds }) {
  const queryClient = useQueryClient()
  const [key, setKey] = useState(newIdempotencyKey)
  const form = useShopForm({
    idPrefix: 'refund',
    defaultValues: {
      quantities: refunds.lines.map(() => 0 as number | null),
      delivery_fee: false,
      amount: null as number | null,
      reason: '',
      method: 'bank_transfer' as RefundMethod,
      driver_id: refunds.drivers[0]?.id ?? 0,
      paid_on: shopClock(new Date()).day,
    },
    submit: async (values) => {
      // Paid in points, the refund may ask for the password or a code first (step-up).
      const answer = await withStepUp(() =>
        refundOrderFn({
          data: {
            reference,
            idempotency_key: key,
            lines: refunds.lines
              .map((line, index) => ({ line_id: line.id, quantity: values.quantities[index] ?? 0 }))
              .filter((line) => line.quantity > 0),
            delivery_fee: values.delivery_fee,
            amount: Math.max(0, centimesOf(values.amount ?? 0)),
            reason: values.reason.trim(),
            method: values.method,
            driver_id: values.method === 'cash' ? values.driver_id || null : null,
            paid_on: values.method === 'cash' ? values.paid_on : null,
          },
        }),
      )
      if (!answer.success) return answer
      toast.success(m.refund_done({ reference: answer.data.credit_note, amount: formatMoney(answer.data.total) }))
      setKey(newIdempotencyKey())
      form.reset()
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'orders'] })
    },
  })
  return (
    <form.AppForm>
      <form.Form className="mt-4 grid gap-3 border-t border-slate-200 pt-4" aria-label={m.refund_new()}>
        <h3 className="font-semibold">{m.refund_new()}</h3>
        <form.FormMessage />
        {refunds.lines.map((line, index) => {
          const left = line.quantity - line.refunded_quantity
          return (
            <form.AppField key={line.id} name={`quantities[${index}]`}>
              {(field) => (
                <field.NumberField
                  label={`${line.name}${line.label ? ` (${line.label})` : ''} · ${formatMoney(line.unit_price)}`}
                  hint={m.refund_left({ left, quantity: line.quantity })}
                  min={0}
                  max={left}
                  step={1}
                  disabled={left === 0}
                />
              )}
            </form.AppField>
          )
        })}
        {!refunds.delivery_fee_refunded && refunds.delivery_fee > 0 ? (
          <form.AppField name="delivery_fee">
            {(field) => <field.CheckboxField label={m.refund_fee({ amount: formatMoney(refunds.delivery_fee) })} />}
          </form.AppField>
        ) : null}
        <form.AppField name="amount">
          {(field) => <field.NumberField label={m.refund_amount()} hint={m.refund_amount_hint()} min={0} step={0.01} />}
        </form.AppField>
        <form.AppField name="reason">
          {(field) => <field.TextAreaField label={m.refund_reason()} rows={2} maxLength={500} required />}
        </form.AppField>
        <form.AppField name="method">
          {(field) => (
            <field.SelectField
              label={m.refund_method()}
              options={REFUND_METHODS.map((method) => ({ value: method, label: methodLabel(method) }))}
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.method}>
          {(method) =>
            method === 'cash' ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <form.AppField name="driver_id">
                  {(field) => (
                    <field.SelectField
                      label={m.refund_driver()}
                      options={refunds.drivers.map((driver) => ({ value: String(driver.id), label: driver.name }))}
                    />
                  )}
                </form.AppField>
                <form.AppField name="paid_on">{(field) => <field.DateField label={m.refund_paid_on()} />}</form.AppField>
              </div>
            ) : null
          }
        </form.Subscribe>
        <SaveBar label={m.refund_submit({ remaining: formatMoney(refunds.remaining) })} busyLabel={m.bo_orders_sending()} />
      </form.Form>
    </form.AppForm>
  )
}
