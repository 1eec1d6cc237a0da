import type { ReactNode } from 'react'
import type { StandingAction, StandingOrder } from '~/api/contract/standing-orders'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { buttonClass } from '~/ui/button-class'
import { dateStatusLabel, rhythmLabel, statusLabel, weekdayName } from '~/features/standing-orders/standing-labels'

const secondaryClass = buttonClass({ variant: 'secondary', size: 'sm' })
export const primaryActionClass = buttonClass({ variant: 'primary', size: 'sm' })

/**
 * How the card draws one action: a submit button of the kit form around the card (its value names
 * the action), so that the e-mail link's page posts without scripts (docs/decisions/0094, 0097).
 */
export type RenderStandingAction = (action: { action: StandingAction; date?: string; className: string; label: string }) => ReactNode

/** The account's editing of a card, drawn by its kit form: each line's quantity field, then the rhythm and its save. */
export type StandingOrderEdit = { quantity: (index: number, name: string) => ReactNode; footer: ReactNode }

/**
 * One standing order: what it brings, when, where, and its dates to come with what can still
 * change before their cut-off. The card draws no form: it sits in its page's kit form, which
 * draws its actions (`renderAction`) and, in the account area, its editing (`edit`: lines and
 * rhythm); the e-mail link's page passes `onlyDate`, the one date its link may skip or confirm.
 */
export function StandingOrderCard({
  order,
  onlyDate,
  renderAction: actionButton,
  edit,
}: {
  order: StandingOrder
  onlyDate?: string
  renderAction: RenderStandingAction
  edit?: StandingOrderEdit
}) {
  const open = order.status !== 'stopped'
  const titleId = `standing-${order.id}`
  return (
    <section className="grid gap-4 rounded-xl bg-white p-5 shadow-sm" aria-labelledby={titleId} data-testid="standing-order">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold">
          {m.sub_card_title({ rhythm: rhythmLabel(order.every_weeks), weekday: weekdayName(order.weekday) })}
        </h2>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700" data-testid="standing-status">
          {order.paused_by_shop ? m.sub_status_paused_by_shop() : statusLabel[order.status]()}
        </span>
      </header>
      <p className="text-sm text-slate-600">
        {m.sub_card_address({ address: order.address })} · {m.sub_card_paid_on_delivery()} ·{' '}
        {m.sub_card_agreed({ total: formatMoney(order.agreed_total) })}
      </p>
      <ul className="grid gap-2">
        {order.lines.map((line, index) => (
          <li key={`${line.product_id}-${line.variant_id ?? ''}`} className="flex items-center justify-between gap-3 text-sm">
            <span>{line.name}</span>
            {edit && open ? edit.quantity(index, line.name) : <span className="font-semibold">× {line.quantity}</span>}
          </li>
        ))}
      </ul>
      {edit && open ? edit.footer : null}
      {order.dates.length ? (
        <div>
          <h3 className="mb-2 font-semibold">{m.sub_card_dates()}</h3>
          <ul className="grid gap-2" data-testid="standing-dates">
            {order.dates
              .filter((date) => !onlyDate || date.slot === onlyDate)
              .map((date) => (
                <li key={date.slot} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3 text-sm">
                  <p>
                    <span className="block font-semibold">{formatDate(date.delivery_date)}</span>
                    <span className="block text-slate-600" data-testid="standing-date-status">
                      {dateStatusLabel[date.status]()}
                      {date.order_reference ? ` · ${date.order_reference}` : ''}
                      {date.total !== null ? ` · ${formatMoney(date.total)}` : ''}
                    </span>
                    {date.reason ? <span className="block text-amber-800">{date.reason}</span> : null}
                    {date.delivery_date !== date.slot ? (
                      <span className="block text-slate-600">{m.sub_card_moved({ date: formatDate(date.slot) })}</span>
                    ) : null}
                  </p>
                  {date.can_change && (date.status === 'awaiting' || date.status === 'held')
                    ? actionButton({ action: 'confirm', date: date.slot, className: primaryActionClass, label: m.sub_action_confirm() })
                    : null}
                  {date.can_change && date.status !== 'skipped'
                    ? actionButton({
                        action: 'skip',
                        date: date.slot,
                        className: secondaryClass,
                        label: m.sub_action_skip({ date: formatDate(date.delivery_date) }),
                      })
                    : null}
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      {open ? (
        <div className="flex flex-wrap gap-2">
          {order.status === 'active'
            ? actionButton({ action: 'pause', className: secondaryClass, label: m.sub_action_pause() })
            : order.paused_by_shop
              ? null
              : // A pause the shop set is the shop's to lift (the status above says so).
                actionButton({ action: 'resume', className: secondaryClass, label: m.sub_action_resume() })}
          {actionButton({ action: 'stop', className: secondaryClass, label: m.sub_action_stop() })}
        </div>
      ) : null}
    </section>
  )
}
