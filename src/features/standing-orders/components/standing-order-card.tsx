import { type ReactNode, useState } from 'react'
import type { ChangeStandingOrderBody, StandingAction, StandingOrder } from '~/api/contract/standing-orders'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { dateStatusLabel, rhythmLabel, statusLabel, weekdayName } from '~/features/standing-orders/standing-labels'
import { RhythmSelect } from './rhythm-select'

const buttonClass =
  'rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60'
const primaryClass =
  'rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60'

/**
 * How the card draws one action: by default a button that calls `onAction`; the e-mail link's page
 * draws its form's submit buttons instead, so that they post without scripts (docs/decisions/0094).
 */
export type RenderStandingAction = (action: { action: StandingAction; date?: string; className: string; label: string }) => ReactNode

/**
 * One standing order: what it brings, when, where, and its dates to come with what can still
 * change before their cut-off. The account area passes `onChange` (lines and rhythm); the e-mail
 * link's page passes `onlyDate`, the one date its link may skip or confirm, and `renderAction`.
 */
export function StandingOrderCard({
  order,
  busy = false,
  onAction,
  onChange,
  onlyDate,
  renderAction,
}: {
  order: StandingOrder
  busy?: boolean
  onAction?: (action: StandingAction, date?: string) => void
  onChange?: (change: ChangeStandingOrderBody) => void
  onlyDate?: string
  renderAction?: RenderStandingAction
}) {
  const actionButton: RenderStandingAction =
    renderAction ??
    (({ action, date, className, label }) => (
      <button type="button" className={className} disabled={busy} onClick={() => onAction?.(action, date)}>
        {label}
      </button>
    ))
  const [quantities, setQuantities] = useState(() => order.lines.map((line) => line.quantity))
  const [everyWeeks, setEveryWeeks] = useState(order.every_weeks)
  const open = order.status !== 'stopped'
  const edited = everyWeeks !== order.every_weeks || quantities.some((quantity, index) => quantity !== order.lines[index]?.quantity)
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
            {onChange && open ? (
              <label className="flex items-center gap-2">
                <span className="sr-only">{m.sub_card_quantity({ name: line.name })}</span>
                <input
                  type="number"
                  min={1}
                  max={999}
                  value={quantities[index]}
                  onChange={(event) =>
                    setQuantities((all) =>
                      all.map((value, at) => (at === index ? Math.max(1, Math.min(999, Number(event.target.value) || 1)) : value)),
                    )
                  }
                  className="w-20 rounded-lg border border-slate-300 px-2 py-1 text-end"
                />
              </label>
            ) : (
              <span className="font-semibold">× {line.quantity}</span>
            )}
          </li>
        ))}
      </ul>
      {onChange && open ? (
        <div className="flex flex-wrap items-end gap-3">
          <RhythmSelect value={everyWeeks} onChange={setEveryWeeks} />
          <button
            type="button"
            className={primaryClass}
            disabled={busy || !edited}
            onClick={() =>
              onChange({
                every_weeks: everyWeeks as 1 | 2 | 4,
                lines: order.lines.map((line, index) => ({
                  product_id: line.product_id,
                  variant_id: line.variant_id,
                  quantity: quantities[index]!,
                })),
              })
            }
          >
            {m.sub_card_save()}
          </button>
        </div>
      ) : null}
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
                    ? actionButton({ action: 'confirm', date: date.slot, className: primaryClass, label: m.sub_action_confirm() })
                    : null}
                  {date.can_change && date.status !== 'skipped'
                    ? actionButton({
                        action: 'skip',
                        date: date.slot,
                        className: buttonClass,
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
            ? actionButton({ action: 'pause', className: buttonClass, label: m.sub_action_pause() })
            : order.paused_by_shop
              ? null
              : // A pause the shop set is the shop's to lift (the status above says so).
                actionButton({ action: 'resume', className: buttonClass, label: m.sub_action_resume() })}
          {actionButton({ action: 'stop', className: buttonClass, label: m.sub_action_stop() })}
        </div>
      ) : null}
    </section>
  )
}
