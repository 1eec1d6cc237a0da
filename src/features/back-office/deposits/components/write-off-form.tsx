/**
 * Write off lost jugs (docs/decisions/0084): how many, the deposit the shop keeps for them (their
 * share of the deposit held by default), and why. The jugs as read go with it: a change since is refused.
 */
import { useQueryClient } from '@tanstack/react-query'
import type { CustomerJugs } from '~/api/contract/admin-deposits'
import { m } from '~/paraglide/messages.js'
import { SaveBar } from '~/ui/admin/save-bar'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { writeOffJugsFn } from '~/features/back-office/deposits/deposits.functions'
import { centimesOf } from '~/lib/money'

export function WriteOffForm({ customerId, account }: { customerId: number; account: CustomerJugs }) {
  const queryClient = useQueryClient()
  const perJug = account.jugs_held > 0 ? Math.floor(account.deposit_held / account.jugs_held) : 0
  const form = useShopForm({
    idPrefix: 'jug-write-off',
    defaultValues: { jugs: 1 as number | null, deposit_kept: (perJug / 100) as number | null, reason: '' },
    submit: async (values) => {
      const answer = await writeOffJugsFn({
        data: {
          customer_id: customerId,
          jugs_seen: account.jugs_held,
          jugs: Math.max(0, Math.round(values.jugs ?? 0)),
          deposit_kept: Math.max(0, centimesOf(values.deposit_kept ?? 0)),
          reason: values.reason.trim(),
        },
      })
      if (!answer.success) {
        if (answer.status === 409) void queryClient.invalidateQueries({ queryKey: ['back-office', 'deposits'] })
        return answer
      }
      toast.success(m.dep_write_off_done())
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'deposits'] })
    },
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3" aria-label={m.dep_write_off_title()}>
        <h3 className="font-semibold">{m.dep_write_off_title()}</h3>
        <form.AppField name="jugs">
          {(field) => <field.NumberField label={m.dep_write_off_jugs()} min={1} max={account.jugs_held} step={1} />}
        </form.AppField>
        <form.AppField name="deposit_kept">
          {(field) => <field.NumberField label={m.dep_write_off_deposit()} min={0} step={0.01} />}
        </form.AppField>
        <form.AppField name="reason">{(field) => <field.TextField label={m.cash_reason()} maxLength={500} required />}</form.AppField>
        <SaveBar label={m.dep_write_off_submit()} />
      </form.Form>
    </form.AppForm>
  )
}
