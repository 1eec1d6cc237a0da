import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { ChangeStandingOrderBody, StandingAction } from '~/api/contract/standing-orders'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import { actOnStandingOrderFn, changeStandingOrderFn } from '~/features/standing-orders/standing-orders.functions'
import { standingOrdersQuery } from '~/features/standing-orders/standing-orders.queries'
import { StandingOrderCard } from './standing-order-card'

const done: Record<StandingAction, () => string> = {
  skip: m.sub_done_skip,
  confirm: m.sub_done_confirm,
  pause: m.sub_done_pause,
  resume: m.sub_done_resume,
  stop: m.sub_done_stop,
}

/** The account's standing orders (abonnements): each with its dates, what can still change, and its actions. */
export function StandingOrdersPage() {
  const { data: orders } = useSuspenseQuery(standingOrdersQuery())
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['account', 'standing-orders'] })
  const act = useMutation({
    mutationFn: (input: { id: number; action: StandingAction; date?: string }) => actOnStandingOrderFn({ data: input }),
    onSuccess: async (answer, input) => {
      if (!answer.success) return toast.error(answer.message)
      toast.success(done[input.action]())
      await refresh()
    },
    onError: () => toast.error(m.sub_failed()),
  })
  const change = useMutation({
    mutationFn: (input: { id: number; change: ChangeStandingOrderBody }) => changeStandingOrderFn({ data: input }),
    onSuccess: async (answer) => {
      if (!answer.success) return toast.error(answer.message)
      toast.success(m.sub_done_change())
      await refresh()
    },
    onError: () => toast.error(m.sub_failed()),
  })
  return (
    <main id="main" className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{m.sub_page_title()}</h1>
        <p className="text-slate-600">{m.sub_page_intro()}</p>
      </header>
      {orders.length === 0 ? <p className="rounded-xl bg-white p-5 shadow-sm">{m.sub_page_empty()}</p> : null}
      {orders.map((order) => (
        <StandingOrderCard
          // A new version of the standing order starts the card's form again from it.
          key={`${order.id}-${order.every_weeks}-${order.lines.map((line) => line.quantity).join(',')}`}
          order={order}
          busy={act.isPending || change.isPending}
          onAction={(action, date) => act.mutate({ id: order.id, action, date })}
          onChange={(next) => change.mutate({ id: order.id, change: next })}
        />
      ))}
    </main>
  )
}
