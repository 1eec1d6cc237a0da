/**
 * The customer's refunds of an order (issue 35 §2): each credit note with what it gave back (the
 * money, the points returned and taken back) and its PDF to download. Nothing when none.
 */
import { useQuery } from '@tanstack/react-query'
import { localizeHref } from '~/i18n/locale-path'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { getOrderCreditNotes } from '~/features/orders/credit-notes.functions'

export function OrderRefunds({ reference }: { reference: string }) {
  const { data: notes } = useQuery({
    queryKey: ['account', 'order', reference, 'credit-notes', getLocale()],
    queryFn: () => getOrderCreditNotes({ data: { reference } }),
    staleTime: 0,
  })
  if (!notes?.length) return null
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm" aria-labelledby="order-refunds" data-testid="order-refunds">
      <h2 id="order-refunds" className="mb-3 text-lg font-bold">
        {m.refund_customer_title()}
      </h2>
      <ul className="grid gap-3">
        {notes.map((note) => (
          <li key={note.reference} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="order-credit-note">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">
                {m.refund_credit_note()} <bdi dir="ltr">{note.reference}</bdi> · {formatDate(note.issued_at)}
              </span>
              <span className="font-bold whitespace-nowrap">{formatMoney(note.total)}</span>
            </p>
            <ul className="mt-1 text-slate-700">
              {note.lines.map((line, index) => (
                <li key={index}>
                  {line.quantity} × <bdi>{line.name}</bdi>
                </li>
              ))}
              {note.delivery_fee ? <li>{m.refund_fee_line({ amount: formatMoney(note.delivery_fee) })}</li> : null}
              {note.extra ? <li>{m.refund_extra_line({ amount: formatMoney(note.extra) })}</li> : null}
            </ul>
            <p className="mt-1 text-slate-700">
              {m.refund_reason()} : <bdi>{note.reason}</bdi>
            </p>
            {note.points_returned || note.points_taken_back || note.points_paid ? (
              <p className="mt-1 text-slate-700" data-testid="order-credit-note-points">
                {m.refund_points_moved({ returned: note.points_returned + note.points_paid, taken: note.points_taken_back })}
              </p>
            ) : null}
            <a
              href={localizeHref(`/espace/avoirs/${note.reference}`, getLocale())}
              className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
              data-testid="order-credit-note-pdf"
              download
            >
              {m.refund_download_pdf()}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
