/** A delivered order's invoice: the link to its PDF (in the order's language), or why there is none yet. */
import { useQuery } from '@tanstack/react-query'
import { localizeHref } from '~/i18n/locale-path'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { getOrderInvoice } from '~/features/orders/invoice.functions'

export function OrderInvoice({ reference, delivered }: { reference: string; delivered: boolean }) {
  const { data: invoice } = useQuery({
    queryKey: ['account', 'order-invoice', reference],
    queryFn: () => getOrderInvoice({ data: { reference } }),
    enabled: delivered,
    staleTime: 0,
  })
  if (!delivered) return null
  if (!invoice) return invoice === null ? <p className="basis-full text-sm text-slate-600">{m.documents_on_monthly()}</p> : null
  return (
    <a
      href={localizeHref(`/espace/factures/${encodeURIComponent(reference)}`, getLocale())}
      download
      data-testid="order-invoice"
      className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {m.documents_download()} <bdi dir="ltr">{invoice.reference}</bdi>
    </a>
  )
}
