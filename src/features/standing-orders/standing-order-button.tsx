import { useNavigate } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { buttonClass } from '~/ui/button-class'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { createStandingOrderFn } from './standing-orders.functions'
import { type Rhythm, RhythmSelect } from './components/rhythm-select'

/**
 * "Receive it regularly" on a placed order: its lines, on the city's delivery day, to its address,
 * every 1, 2 or 4 weeks, paid on delivery (docs/decisions/0085). A kit form: the rhythm chosen
 * before the page hydrated is kept. Opens the account's standing orders.
 */
export function StandingOrderButton({ reference }: { reference: string }) {
  const navigate = useNavigate()
  const form = useShopForm({
    defaultValues: { every_weeks: 2 as Rhythm },
    submit: async ({ every_weeks }) => {
      const answer = await createStandingOrderFn({ data: { from_order: reference, every_weeks } }).catch(() => null)
      if (!answer) {
        toast.error(m.sub_failed())
        return
      }
      if (!answer.success) return answer
      toast.success(m.sub_done_create())
      await navigate({ to: '/espace/abonnements' })
    },
  })
  return (
    <section className="grid gap-3 rounded-xl bg-white p-5 shadow-sm" aria-labelledby="standing-order-offer">
      <h2 id="standing-order-offer" className="text-lg font-bold">
        {m.sub_offer_title()}
      </h2>
      <p className="text-sm text-slate-600">{m.sub_offer_intro()}</p>
      <form.AppForm>
        <form.Form className="flex flex-wrap items-end gap-3">
          <form.FormMessage />
          <form.AppField name="every_weeks">{() => <RhythmSelect />}</form.AppField>
          <form.SubmitButton className={buttonClass({ variant: 'primary', size: 'md' })}>{m.sub_offer_button()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  )
}
