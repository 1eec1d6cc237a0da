/**
 * `/gestion/commandes/bordereaux`: one delivery sheet per chosen order (decision 0080), for the
 * driver to carry: reference, delivery day, customer, phone, address, lines, amount to collect and
 * payment mode, and a space for the customer's signature. A page the browser prints (print CSS:
 * the back office's header and this page's buttons hidden, one sheet a page), not a PDF.
 */
import { useQuery } from '@tanstack/react-query'
import type { DeliveryOrder } from '~/api/contract/admin-deliveries'
import type { SelectionQuery } from '~/api/contract/admin-order-bulk'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { AdminPage, actionLinkClass } from '~/ui/admin/admin-page'
import { BackLink } from '~/ui/admin/back-link'
import { deliverySheetsQuery } from '~/features/back-office/orders/order-bulk.queries'

export function DeliverySheetsPage({ search }: { search: SelectionQuery }) {
  const answer = useQuery(deliverySheetsQuery(search)).data
  const sheets = answer?.success ? answer.data : null
  return (
    <AdminPage
      title={m.bulk_sheets_title()}
      back={
        <span className="print:hidden">
          <BackLink to="/gestion/commandes">{m.bulk_sheets_back()}</BackLink>
        </span>
      }
      description={
        sheets ? (
          <span className="print:hidden">
            {m.bulk_sheets_summary({ count: formatNumber(sheets.sheets.length), amount: formatMoney(sheets.total_to_collect) })}
          </span>
        ) : null
      }
      actions={
        sheets?.sheets.length ? (
          <button type="button" onClick={() => window.print()} className={`${actionLinkClass} print:hidden`}>
            {m.bulk_sheets_print()}
          </button>
        ) : null
      }
    >
      {answer && !answer.success ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {answer.message}
        </p>
      ) : sheets && !sheets.sheets.length ? (
        <p className="rounded-xl bg-white p-4 text-slate-700">{m.bulk_sheets_empty()}</p>
      ) : null}
      {sheets?.sheets.map((sheet) => (
        <DeliverySheet key={sheet.reference} sheet={sheet} />
      ))}
    </AdminPage>
  )
}

function DeliverySheet({ sheet }: { sheet: DeliveryOrder }) {
  const address = [sheet.address.line1, sheet.address.line2, sheet.address.district, sheet.address.postal_code].filter(Boolean)
  const fact = (label: string, value: React.ReactNode) => (
    <div>
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  )
  return (
    <article
      data-testid="delivery-sheet"
      aria-labelledby={`sheet-${sheet.reference}`}
      className="grid break-inside-avoid gap-4 rounded-xl bg-white p-5 shadow-sm print:break-after-page print:rounded-none print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
        <h2 id={`sheet-${sheet.reference}`} className="text-xl font-bold text-slate-900">
          {m.bulk_sheets_order()} <bdi dir="ltr">{sheet.reference}</bdi>
        </h2>
        <p className="font-semibold">
          {m.bulk_sheets_delivery_date()} {formatDate(sheet.delivery_date)}
        </p>
      </header>
      <dl className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
        {fact(m.bulk_sheets_customer(), <bdi>{sheet.address.recipient_name || sheet.customer.name}</bdi>)}
        {fact(m.bulk_sheets_phone(), <bdi dir="ltr">{sheet.phone}</bdi>)}
        {fact(
          m.bulk_sheets_address(),
          // A block per line, the text isolated inside it: a Latin address keeps the page's alignment in Arabic.
          address.map((line) => (
            <span key={line} className="block">
              <bdi>{line}</bdi>
            </span>
          )),
        )}
        {fact(m.bulk_sheets_payment(), sheet.payment_mode.name)}
        {sheet.driver ? fact(m.bulk_sheets_driver(), sheet.driver.name) : null}
        {sheet.comment ? fact(m.bulk_sheets_comment(), <bdi>{sheet.comment}</bdi>) : null}
      </dl>
      <section aria-label={m.bulk_sheets_lines()}>
        <h3 className="mb-1 font-semibold text-slate-900">{m.bulk_sheets_lines()}</h3>
        <ul className="grid gap-1 border-y border-slate-200 py-2">
          {sheet.lines.map((line, index) => (
            <li key={`${index}-${line.reference}`} className="flex gap-3">
              <span className="min-w-10 font-semibold tabular-nums">{line.quantity} ×</span>
              <span>
                {line.name}
                {line.label ? <span className="text-slate-600"> ({line.label})</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <dl className="grid gap-1 justify-self-end text-end">
        {fact(m.bulk_sheets_total(), formatMoney(sheet.total))}
        <div data-testid="sheet-to-collect">
          <dt className="text-xs font-semibold text-slate-600 uppercase">{m.bulk_sheets_to_collect()}</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatMoney(sheet.to_collect)}</dd>
        </div>
      </dl>
      <div className="h-24 rounded-lg border border-dashed border-slate-400 p-2 text-sm text-slate-600">{m.bulk_sheets_signature()}</div>
    </article>
  )
}
