/**
 * One delivery of the round: where (tap: the map), who (tap: call), what, how much to collect;
 * then "Livré" or "Pas livré". While its action waits to be sent, the card says so instead.
 */
import { useState } from 'react'
import type { DeliveryOrder } from '~/api/contract/admin-deliveries'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { CheckCircleIcon, ClockIcon, MapPinIcon, PhoneIcon } from '~/ui/icons'
import { lineText } from '~/features/back-office/deliveries/lines-text'
import type { RoundAction } from '~/features/back-office/deliveries/round-queue'
import { DeliverForm } from './deliver-form'
import { FailForm } from './fail-form'
import { ArrivalButton } from './arrival-button'

type Props = {
  order: DeliveryOrder
  position: number
  paymentModes: { id: number; name: string }[]
  roundDate: string
  pending: RoundAction | undefined
  /** Every action waiting in the phone (the arrival's own button reads its own). */
  queued: RoundAction[]
  onAction: (action: Omit<RoundAction, 'clientKey' | 'nextTryAt' | 'attempts'>) => void
}

export function RoundOrderCard({ order, position, paymentModes, roundDate, pending, queued, onAction }: Props) {
  const [open, setOpen] = useState<'deliver' | 'fail' | null>(null)
  const { address } = order
  const delivered = order.status === 'delivered'
  const act: Props['onAction'] = (action) => {
    setOpen(null)
    onAction(action)
  }
  return (
    <article
      aria-labelledby={`round-${order.reference}`}
      data-testid="round-order"
      data-reference={order.reference}
      className={`rounded-xl border bg-white p-4 shadow-sm ${delivered ? 'border-emerald-300' : 'border-slate-200'}`}
    >
      <header className="flex items-start justify-between gap-2">
        <h2 id={`round-${order.reference}`} className="text-lg font-bold text-slate-900">
          <span className="me-2 inline-flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm text-white">
            {position}
          </span>
          {order.customer.name}
        </h2>
        <bdi className="text-sm text-slate-500">{order.reference}</bdi>
      </header>
      <a
        href={address.map_url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 flex items-start gap-2 rounded-lg p-2 text-brand-800 underline hover:bg-slate-50"
      >
        <MapPinIcon className="mt-1 size-5 shrink-0" aria-hidden="true" />
        <span>
          <bdi>{[address.line1, address.line2].filter(Boolean).join(', ')}</bdi>
          {address.district && (
            <span className="block text-sm text-slate-600">
              <bdi>{address.district}</bdi>
            </span>
          )}
        </span>
      </a>
      {order.phone && (
        <a
          href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}
          className="flex items-center gap-2 rounded-lg p-2 font-semibold text-brand-800 underline hover:bg-slate-50"
        >
          <PhoneIcon className="size-5 shrink-0" aria-hidden="true" />
          <bdi dir="ltr">{order.phone}</bdi>
        </a>
      )}
      <ul className="mt-2 list-inside list-disc text-slate-800">
        {order.lines.map((line) => (
          <li key={`${line.reference}-${line.label}`}>{lineText(line)}</li>
        ))}
      </ul>
      {order.comment && <p className="mt-2 rounded bg-slate-50 p-2 text-sm text-slate-700">{order.comment}</p>}
      <p className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-slate-600">{order.to_collect > 0 ? m.bo_round_to_collect() : m.bo_round_prepaid()}</span>
        <span className="text-xl font-bold text-slate-900" data-testid="round-to-collect">
          {formatMoney(order.to_collect)}
        </span>
      </p>
      <p className="text-end text-sm text-slate-500">{order.payment_mode.name}</p>
      {!pending && <ArrivalButton order={order} pending={queued} onAction={onAction} />}
      <div className="mt-3">
        {pending ? (
          <p
            role="status"
            data-testid="round-pending"
            className="flex items-center gap-2 rounded-lg bg-amber-50 p-3 font-semibold text-amber-900"
          >
            <ClockIcon className="size-5 shrink-0" aria-hidden="true" />
            {pending.action === 'deliver' ? m.bo_round_pending_delivered() : m.bo_round_pending_failed()}
          </p>
        ) : delivered ? (
          <p data-testid="round-delivered" className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
            <CheckCircleIcon className="size-5 shrink-0" aria-hidden="true" />
            {m.bo_round_done()}
          </p>
        ) : open === 'deliver' ? (
          <DeliverForm order={order} paymentModes={paymentModes} onCancel={() => setOpen(null)} onDeliver={act} />
        ) : open === 'fail' ? (
          <FailForm order={order} roundDate={roundDate} onCancel={() => setOpen(null)} onFail={act} />
        ) : order.status === 'out_for_delivery' ? (
          <div className="grid grid-cols-2 gap-3">
            <button
              type="button"
              onClick={() => setOpen('deliver')}
              className="rounded-lg bg-emerald-700 px-4 py-3 font-bold text-white hover:bg-emerald-800"
            >
              {m.bo_round_delivered()}
            </button>
            <button
              type="button"
              onClick={() => setOpen('fail')}
              className="rounded-lg border border-red-300 bg-white px-4 py-3 font-bold text-red-800 hover:bg-red-50"
            >
              {m.bo_round_not_delivered()}
            </button>
          </div>
        ) : (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">{m.bo_round_not_dispatched()}</p>
        )}
      </div>
    </article>
  )
}
