import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import { createStandingOrderFn } from './standing-orders.functions'
import { RhythmSelect } from './components/rhythm-select'

/**
 * "Receive it regularly" on a placed order: its lines, on the city's delivery day, to its address,
 * every 1, 2 or 4 weeks, paid on delivery (docs/decisions/0085). Opens the account's standing orders.
 */
export function StandingOrderButton({ reference }: { reference: string }) {
  const [everyWeeks, setEveryWeeks] = useState<1 | 2 | 4>(2)
  const navigate = useNavigate()
  const create = useMutation({
    mutationFn: () => createStandingOrderFn({ data: { from_order: reference, every_weeks: everyWeeks } }),
    onSuccess: async (answer) => {
      if (!answer.success) return toast.error(answer.message)
      toast.success(m.sub_done_create())
      await navigate({ to: '/espace/abonnements' })
    },
    onError: () => toast.error(m.sub_failed()),
  })
  return (
    <section className="grid gap-3 rounded-xl bg-white p-5 shadow-sm" aria-labelledby="standing-order-offer">
      <h2 id="standing-order-offer" className="text-lg font-bold">
        {m.sub_offer_title()}
      </h2>
      <p className="text-sm text-slate-600">{m.sub_offer_intro()}</p>
      <div className="flex flex-wrap items-end gap-3">
        <RhythmSelect value={everyWeeks} onChange={setEveryWeeks} />
        <button
          type="button"
          disabled={create.isPending}
          onClick={() => create.mutate()}
          className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
        >
          {m.sub_offer_button()}
        </button>
      </div>
    </section>
  )
}
