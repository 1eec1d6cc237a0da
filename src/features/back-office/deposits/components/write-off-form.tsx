/**
 * Write off lost jugs (docs/decisions/0084): how many, the deposit the shop keeps for them (their
 * share of the deposit held by default), and why. The jugs as read go with it: a change since is
 * refused with the back office's one 409 choice (docs/decisions/0096): "load theirs" reads the
 * account again, "keep mine" writes off over the jugs held now (still checked against them).
 */
import { useQueryClient } from '@tanstack/react-query'
import type { CustomerJugs } from '~/api/contract/admin-deposits'
import { m } from '~/paraglide/messages.js'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { writeOffJugsFn } from '~/features/back-office/deposits/deposits.functions'
import { centimesOf } from '~/lib/money'

type Values = { jugs: number | null; deposit_kept: number | null; reason: string }

export function WriteOffForm({ customerId, account }: { customerId: number; account: CustomerJugs }) {
  const queryClient = useQueryClient()
  const perJug = account.jugs_held > 0 ? Math.floor(account.deposit_held / account.jugs_held) : 0
  const reload = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'deposits'] })
  // The jugs held as read stand for the account's version: "keep mine" names the jugs held now.
  const saveVersioned = useVersionedSave({
    save: (values: Values, jugsSeen: number) =>
      writeOffJugsFn({
        data: {
          customer_id: customerId,
          jugs_seen: jugsSeen,
          jugs: Math.max(0, Math.round(values.jugs ?? 0)),
          deposit_kept: Math.max(0, centimesOf(values.deposit_kept ?? 0)),
          reason: values.reason.trim(),
        },
      }),
    onSaved: async () => {
      toast.success(m.dep_write_off_done())
      await reload()
    },
    onLoadTheirs: reload,
  })
  const form = useShopForm({
    idPrefix: 'jug-write-off',
    defaultValues: { jugs: 1, deposit_kept: perJug / 100, reason: '' } as Values,
    submit: (values) => saveVersioned(values, account.jugs_held),
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
