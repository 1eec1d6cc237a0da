import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { StandingAction } from '~/api/contract/standing-orders'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { buttonClass } from '~/ui/button-class'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { actOnStandingLinkFn } from '~/features/standing-orders/standing-orders.functions'
import { standingLinkQuery } from '~/features/standing-orders/standing-orders.queries'
import { StandingOrderCard } from './standing-order-card'

/**
 * The page of a standing order e-mail's link, without signing in: the date it is about, to skip
 * (or confirm) until its cut-off, and the standing order to pause, resume or stop. Every action is
 * a submit button of one kit form (its value names the action), so that the page works before and
 * without scripts like the e-mail that opened it (docs/decisions/0054, 0094).
 */
export function StandingLinkPage({ token, action }: { token: string; action?: 'skip' | 'confirm' }) {
  const { data: link } = useSuspenseQuery(standingLinkQuery(token))
  const queryClient = useQueryClient()
  const form = useShopForm({
    defaultValues: { token, action: 'skip' as StandingAction },
    post: { action: actOnStandingLinkFn.url, form: 'standing-link' },
    submit: async (values) => {
      const answer = await actOnStandingLinkFn({ data: values }).catch(() => null)
      if (!answer) {
        toast.error(m.sub_failed())
        return
      }
      if (!answer.success) return answer
      // The page's own read of the link, sent when it hydrated (a press held until then goes at the
      // same moment), may answer after this with the state from before: it is dropped, not shown.
      await queryClient.cancelQueries({ queryKey: standingLinkQuery(token).queryKey })
      queryClient.setQueryData(standingLinkQuery(token).queryKey, answer.data)
      toast.success(m.sub_done_saved())
    },
  })
  if (!link) {
    return (
      <main id="main" className="mx-auto grid max-w-2xl gap-4 p-4">
        <h1 className="text-2xl font-bold">{m.sub_link_title()}</h1>
        <p role="alert">{m.sub_error_link()}</p>
      </main>
    )
  }
  const date = link.standing_order.dates.find((candidate) => candidate.slot === link.date)
  const canSkip = Boolean(date?.can_change && date.status !== 'skipped')
  return (
    <main id="main" className="mx-auto grid max-w-2xl gap-6 p-4">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{m.sub_link_title()}</h1>
        <p className="text-slate-600">{m.sub_link_intro({ name: link.first_name })}</p>
      </header>
      <form.AppForm>
        <form.Form className="grid gap-6" data-testid="standing-link-form">
          <form.HiddenValues names={['token']} />
          {/* Told once after a post without scripts; with scripts, a toast says it. */}
          <form.SuccessMessage>{form.postedSuccess}</form.SuccessMessage>
          <form.FormMessage />
          {action === 'skip' && canSkip ? (
            <div
              className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-5"
              role="region"
              aria-label={m.sub_link_skip_title()}
            >
              <p className="font-semibold">{m.sub_link_skip_question({ date: formatDate(date!.delivery_date) })}</p>
              <form.SubmitButton
                name="action"
                value="skip"
                className={`justify-self-start ${buttonClass({ variant: 'primary', size: 'md' })}`}
              >
                {m.sub_link_skip_yes()}
              </form.SubmitButton>
            </div>
          ) : null}
          {date && !date.can_change ? <p className="rounded-xl bg-amber-50 p-4 text-amber-900">{m.sub_link_closed()}</p> : null}
          <StandingOrderCard
            order={link.standing_order}
            onlyDate={link.date}
            renderAction={({ action: chosen, className, label }) => (
              <form.SubmitButton name="action" value={chosen} className={className}>
                {label}
              </form.SubmitButton>
            )}
          />
        </form.Form>
      </form.AppForm>
    </main>
  )
}
