/**
 * The order page's refunds (issue 35 §2, docs/decisions/0082): what was paid and refunded, each
 * credit note (what, how, why, by whom, its PDF) and, once delivered, the form of a new refund.
 */
import { useQuery } from '@tanstack/react-query'
import type { CreditNoteSummary, OrderRefunds } from '~/api/contract/admin-refunds'
import { localizeHref } from '~/i18n/locale-path'
import { formatDate, formatDateTime } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { Card } from '~/ui/admin/page-parts'
import { orderRefundsQuery } from '~/features/back-office/refunds/refunds.queries'
import { methodLabel } from '~/features/back-office/refunds/method-label'
import { RefundForm } from './components/refund-form'

export function RefundPanel({ reference }: { reference: string }) {
  const { data } = useQuery(orderRefundsQuery(reference))
  if (!data || (!data.refundable && data.credit_notes.length === 0)) return null
  return (
    <Card title={m.refund_title()} testId="bo-refunds">
      <Amounts refunds={data} />
      {data.credit_notes.length ? (
        <ul className="mt-3 grid gap-3" data-testid="bo-credit-notes">
          {data.credit_notes.map((note) => (
            <CreditNoteItem key={note.reference} note={note} />
          ))}
        </ul>
      ) : null}
      {data.refundable && data.remaining > 0 ? <RefundForm reference={reference} refunds={data} /> : null}
    </Card>
  )
}

function Amounts({ refunds }: { refunds: OrderRefunds }) {
  const facts = [
    [m.refund_paid(), refunds.paid],
    [m.refund_refunded(), refunds.refunded],
    [m.refund_remaining(), refunds.remaining],
  ] as const
  return (
    <dl className="grid grid-cols-3 gap-2 text-sm" data-testid="bo-refund-amounts">
      {facts.map(([label, amount]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-2">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-bold whitespace-nowrap">{formatMoney(amount)}</dd>
        </div>
      ))}
    </dl>
  )
}

function CreditNoteItem({ note }: { note: CreditNoteSummary }) {
  const pdf = localizeHref(`/gestion/avoirs/${note.reference}`, getLocale())
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="bo-credit-note">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">
          {m.refund_credit_note()} <bdi dir="ltr">{note.reference}</bdi>
        </span>
        <span className="font-bold whitespace-nowrap">{formatMoney(note.total)}</span>
      </p>
      <p className="text-xs text-slate-500">
        {formatDateTime(note.issued_at)}
        {note.by ? (
          <>
            {' · '}
            {m.bo_orders_event_by()} <bdi>{note.by}</bdi>
          </>
        ) : null}
      </p>
      <ul className="mt-1 text-slate-700">
        {note.lines.map((line, index) => (
          <li key={index}>
            {line.quantity} × <bdi>{line.name}</bdi> {line.label ? <bdi className="text-slate-500">({line.label})</bdi> : null}
          </li>
        ))}
        {note.delivery_fee ? <li>{m.refund_fee_line({ amount: formatMoney(note.delivery_fee) })}</li> : null}
        {note.extra ? <li>{m.refund_extra_line({ amount: formatMoney(note.extra) })}</li> : null}
      </ul>
      <p className="mt-1">
        {methodLabel(note.method)}
        {note.method === 'cash' && note.driver && note.paid_on ? (
          <>
            {' · '}
            <bdi>{note.driver}</bdi> · {formatDate(note.paid_on)}
          </>
        ) : null}
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-700">
        {m.refund_reason()} : <bdi>{note.reason}</bdi>
      </p>
      {note.points_returned || note.points_taken_back || note.points_paid ? (
        <p className="mt-1 text-slate-700" data-testid="bo-credit-note-points">
          {m.refund_points_moved({ returned: note.points_returned + note.points_paid, taken: note.points_taken_back })}
        </p>
      ) : null}
      <a href={pdf} className="mt-2 inline-block font-semibold text-brand-700 hover:underline" data-testid="bo-credit-note-pdf" download>
        {m.refund_download_pdf()}
      </a>
    </li>
  )
}
