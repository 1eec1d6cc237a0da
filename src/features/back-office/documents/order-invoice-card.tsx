/**
 * The back-office order page's invoice card (decision 0074): the invoice's number and total with
 * its PDF (in the customer's language), or why there is none (not delivered yet, or the company's
 * monthly invoice to come). Plugged into the order page by one line.
 */
import { useQuery } from '@tanstack/react-query'
import { localizeHref } from '~/i18n/locale-path'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { Card } from '~/ui/admin/page-parts'
import { getAdminOrderInvoiceFn } from './documents.functions'

export function OrderInvoiceCard({ reference, delivered }: { reference: string; delivered: boolean }) {
  const { data: invoice } = useQuery({
    queryKey: ['back-office', 'order-invoice', reference],
    queryFn: () => getAdminOrderInvoiceFn({ data: { reference } }),
    enabled: delivered,
    staleTime: 0,
  })
  return (
    <Card title={m.documents_order_invoice()} testId="bo-order-invoice">
      {!delivered ? (
        <p className="text-sm text-slate-600">{m.documents_none_yet()}</p>
      ) : invoice ? (
        <div className="flex flex-col items-start gap-2">
          <p>
            <bdi dir="ltr">{invoice.reference}</bdi> · {formatMoney(invoice.total)}
          </p>
          <a
            href={localizeHref(`/gestion/factures/${encodeURIComponent(reference)}`, getLocale())}
            download
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {m.documents_download()} <bdi dir="ltr">{invoice.reference}</bdi>
          </a>
        </div>
      ) : invoice === null ? (
        <p className="text-sm text-slate-600">{m.documents_on_monthly()}</p>
      ) : null}
    </Card>
  )
}
