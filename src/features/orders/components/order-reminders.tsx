import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderReminder } from '~/api/contract/account'
import { formatDate } from '~/lib/dates'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import { stopReminderFn } from '~/features/orders/orders.functions'

/**
 * The order's reorder reminders still running, each with its stop button: where the reminder
 * e-mail's "stop" link leads (docs/decisions/0015).
 */
export function OrderReminders({ reference, reminders }: { reference: string; reminders: OrderReminder[] }) {
  const queryClient = useQueryClient()
  const stop = useMutation({
    mutationFn: (id: number) => stopReminderFn({ data: { id } }),
    onSuccess: async (stopped) => {
      if (!stopped) return toast.error(m.orders_reminder_stop_failed())
      toast.success(m.orders_reminder_stopped())
      await queryClient.invalidateQueries({ queryKey: ['account', 'order', reference] })
    },
    onError: () => toast.error(m.orders_reminder_stop_failed()),
  })
  if (reminders.length === 0) return null
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm" aria-labelledby="order-reminders" data-testid="order-reminders">
      <h2 id="order-reminders" className="mb-3 text-lg font-bold">
        {m.orders_reminders_title()}
      </h2>
      <ul className="grid gap-3">
        {reminders.map((reminder) => (
          <li key={reminder.id} className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p className="text-slate-800">
              <span className="block">
                {m.orders_reminder_every({ days: formatNumber(reminder.period_days), date: formatDate(reminder.next_at) })}
              </span>
              <span className="block text-slate-500">
                {reminder.remaining === null
                  ? m.orders_reminder_until_stopped()
                  : m.orders_reminder_remaining({ count: formatNumber(reminder.remaining) })}
              </span>
            </p>
            <button
              type="button"
              disabled={stop.isPending}
              onClick={() => stop.mutate(reminder.id)}
              className="rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
            >
              {m.orders_reminder_stop()}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
