/**
 * Refund a customer's deposit (docs/decisions/0084): the jugs they hand back, the amount (all the
 * deposit held by default), the reason, and how: a bank transfer, or a driver's cash on a day
 * (counted in that evening's cash). One key per refund, renewed once it is made: a press sent
 * twice refunds once; the deposit as read goes with it, so a refund made since is refused with
 * the back office's one 409 choice (docs/decisions/0096): "load theirs" reads the account again,
 * "keep mine" refunds over the deposit held now (the amount still checked against it).
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { CustomerJugs } from '~/api/contract/admin-deposits'
import { shopClock } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { refundDepositFn } from '~/features/back-office/deposits/deposits.functions'
import { centimesOf } from '~/lib/money'
import { newIdempotencyKey } from '~/lib/idempotency-key'

type Values = {
  jugs: number | null
  amount: number | null
  reason: string
  method: 'bank_transfer' | 'cash'
  driver_id: number
  paid_on: string
}

export function RefundDepositForm({ customerId, account }: { customerId: number; account: CustomerJugs }) {
  const queryClient = useQueryClient()
  const [key, setKey] = useState(newIdempotencyKey)
  const reload = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'deposits'] })
  // The deposit held as read stands for the account's version: "keep mine" names the one held now.
  const saveVersioned = useVersionedSave({
    save: (values: Values, depositSeen: number) => {
      const cash = values.method === 'cash'
      return refundDepositFn({
        data: {
          customer_id: customerId,
          idempotency_key: key,
          deposit_seen: depositSeen,
          jugs: Math.max(0, Math.round(values.jugs ?? 0)),
          amount: Math.max(0, centimesOf(values.amount ?? 0)),
          reason: values.reason.trim(),
          method: values.method,
          driver_id: cash ? values.driver_id || null : null,
          paid_on: cash ? values.paid_on : null,
        },
      })
    },
    onSaved: async () => {
      toast.success(m.dep_refund_done())
      setKey(newIdempotencyKey())
      await reload()
    },
    onLoadTheirs: reload,
  })
  const form = useShopForm({
    idPrefix: 'jug-refund',
    defaultValues: {
      jugs: account.jugs_held as number | null,
      amount: (account.deposit_held / 100) as number | null,
      reason: '',
      method: 'bank_transfer' as 'bank_transfer' | 'cash',
      driver_id: account.drivers[0]?.id ?? 0,
      paid_on: shopClock(new Date()).day,
    } as Values,
    submit: (values) => saveVersioned(values, account.deposit_held),
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3" aria-label={m.dep_refund_title()}>
        <h3 className="font-semibold">{m.dep_refund_title()}</h3>
        <form.AppField name="jugs">{(field) => <field.NumberField label={m.dep_refund_jugs()} min={0} step={1} />}</form.AppField>
        <form.AppField name="amount">{(field) => <field.NumberField label={m.dep_refund_amount()} min={0} step={0.01} />}</form.AppField>
        <form.AppField name="reason">{(field) => <field.TextField label={m.cash_reason()} maxLength={500} required />}</form.AppField>
        <form.AppField name="method">
          {(field) => (
            <field.SelectField
              label={m.dep_refund_method()}
              options={[
                { value: 'bank_transfer', label: m.dep_refund_bank() },
                { value: 'cash', label: m.dep_refund_cash() },
              ]}
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.method}>
          {(method) =>
            method === 'cash' ? (
              <>
                <form.AppField name="driver_id">
                  {(field) => (
                    <field.SelectField
                      label={m.bo_deliveries_col_driver()}
                      options={account.drivers.map((driver) => ({ value: String(driver.id), label: driver.name }))}
                    />
                  )}
                </form.AppField>
                <form.AppField name="paid_on">{(field) => <field.DateField label={m.dep_refund_paid_on()} />}</form.AppField>
              </>
            ) : null
          }
        </form.Subscribe>
        <SaveBar label={m.dep_refund_submit()} />
      </form.Form>
    </form.AppForm>
  )
}
