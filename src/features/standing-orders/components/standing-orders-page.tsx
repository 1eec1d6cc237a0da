import { useStore } from '@tanstack/react-store'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { StandingAction, StandingOrder } from '~/api/contract/standing-orders'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { actOnStandingOrderFn, changeStandingOrderFn } from '~/features/standing-orders/standing-orders.functions'
import { standingOrdersQuery } from '~/features/standing-orders/standing-orders.queries'
import { type Rhythm, RhythmSelect } from './rhythm-select'
import { StandingOrderCard, primaryActionClass } from './standing-order-card'

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
  return (
    <main id="main" className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{m.sub_page_title()}</h1>
        <p className="text-slate-600">{m.sub_page_intro()}</p>
      </header>
      {orders.length === 0 ? <p className="rounded-xl bg-white p-5 shadow-sm">{m.sub_page_empty()}</p> : null}
      {orders.map((order) => (
        <StandingOrderForm
          // A new version of the standing order starts the card's form again from it.
          key={`${order.id}-${order.every_weeks}-${order.lines.map((line) => line.quantity).join(',')}`}
          order={order}
        />
      ))}
    </main>
  )
}

/** What a press of one of the card's buttons asks: `change` (save), or an action and the date it is about. */
const actionValue = (action: StandingAction, date?: string) => (date ? `${action}:${date}` : action)
const quantityOf = (typed: number | null) => Math.max(1, Math.min(999, Math.round(typed ?? 1)))

/**
 * One standing order as a kit form (docs/decisions/0097): its lines' quantities and its rhythm,
 * saved by "Enregistrer", and every action a submit button whose value names it (and its date),
 * as on the e-mail link's page.
 */
function StandingOrderForm({ order }: { order: StandingOrder }) {
  const queryClient = useQueryClient()
  const form = useShopForm({
    defaultValues: {
      every_weeks: order.every_weeks as Rhythm,
      lines: order.lines.map((line): number | null => line.quantity),
      action: 'change',
    },
    submit: async ({ action, every_weeks, lines }) => {
      const [chosen, date] = action.split(':') as [StandingAction | 'change', string | undefined]
      const answer = await (
        chosen === 'change'
          ? changeStandingOrderFn({
              data: {
                id: order.id,
                change: {
                  every_weeks,
                  lines: order.lines.map((line, index) => ({
                    product_id: line.product_id,
                    variant_id: line.variant_id,
                    quantity: quantityOf(lines[index] ?? null),
                  })),
                },
              },
            })
          : actOnStandingOrderFn({ data: { id: order.id, action: chosen, date } })
      ).catch(() => null)
      if (!answer) {
        toast.error(m.sub_failed())
        return
      }
      if (!answer.success) return answer
      toast.success(chosen === 'change' ? m.sub_done_change() : done[chosen]())
      await queryClient.invalidateQueries({ queryKey: ['account', 'standing-orders'] })
    },
  })
  const edited = useStore(
    form.store,
    ({ values }) =>
      values.every_weeks !== order.every_weeks || values.lines.some((quantity, index) => quantity !== order.lines[index]?.quantity),
  )
  return (
    <form.AppForm>
      <form.Form className="grid gap-2">
        <form.FormMessage />
        <StandingOrderCard
          order={order}
          edit={{
            quantity: (index, name) => (
              <form.AppField name={`lines[${index}]`}>
                {(field) => (
                  <field.NumberField
                    label={m.sub_card_quantity({ name })}
                    hideLabel
                    min={1}
                    max={999}
                    className="w-20 rounded-lg border border-slate-300 px-2 py-1 text-end"
                  />
                )}
              </form.AppField>
            ),
            footer: (
              <div className="flex flex-wrap items-end gap-3">
                <form.AppField name="every_weeks">{() => <RhythmSelect />}</form.AppField>
                <form.SubmitButton name="action" value="change" disabled={!edited} className={primaryActionClass}>
                  {m.sub_card_save()}
                </form.SubmitButton>
              </div>
            ),
          }}
          renderAction={({ action, date, className, label }) => (
            <form.SubmitButton name="action" value={actionValue(action, date)} className={className}>
              {label}
            </form.SubmitButton>
          )}
        />
      </form.Form>
    </form.AppForm>
  )
}
