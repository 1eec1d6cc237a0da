/**
 * Invoices as PDF (issue 35 §3): made from the frozen snapshot once and kept (document-pdfs.ts,
 * docs/decisions/0092), in the invoice's own language (the order's), through Chromium (0073).
 * Several orders' invoices print as one PDF, each invoice once (a monthly invoice covers several
 * orders), with a first page naming the orders that have none (or saying there is nothing to
 * print); at most PRINT_LIMIT orders at a time. That selection is made for the moment, so it is
 * rendered in the asker's turn each time and not kept.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import { PRINT_LIMIT } from '~/api/contract/admin-documents'
import type { Executor } from '~/api/db/executor'
import { invoiceOrders, invoices, orders } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { documentsHtml } from './document-html'
import { issuedDocumentPdf, type PdfRequester, renderInTurn } from './document-pdfs'
import type { InvoiceRow } from './invoices'
import type { LegalDocument } from './legal-document'

const localeOf = (invoice: InvoiceRow): Locale => (invoice.locale === 'ar' ? 'ar' : 'fr')

/** `facture-2026-000042.pdf` */
export const invoiceFileName = (invoice: { reference: string }) => `facture-${invoice.reference}.pdf`

export function invoicePdf(invoice: InvoiceRow, requester: PdfRequester) {
  const html = documentsHtml([{ doc: invoice.snapshot as LegalDocument, locale: localeOf(invoice) }])
  return issuedDocumentPdf(html, requester, invoice.reference)
}

/** One PDF of the invoices of `orderIds` (as given, each invoice once), for staff printing them. */
export async function printInvoicesPdf(db: Executor, orderIds: number[], locale: Locale, requester: PdfRequester) {
  const ids = [...new Set(orderIds)]
  if (ids.length > PRINT_LIMIT) throw new ApiError(400, (lang) => m.documents_print_limit({ limit: PRINT_LIMIT }, { locale: lang }))
  const found = ids.length
    ? await db
        .select({ orderId: orders.id, reference: orders.reference, invoice: invoices })
        .from(orders)
        .leftJoin(invoiceOrders, eq(invoiceOrders.orderId, orders.id))
        .leftJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
        .where(inArray(orders.id, ids))
        .orderBy(asc(orders.id))
    : []
  const byOrder = new Map(found.map((row) => [row.orderId, row]))
  const printed = new Map<number, InvoiceRow>()
  for (const id of ids) {
    const invoice = byOrder.get(id)?.invoice
    if (invoice) printed.set(invoice.id, invoice)
  }
  const missing = found.filter((row) => !row.invoice).map((row) => row.reference)
  // Nothing printable still answers a PDF, whose page says why: the bulk action opens it as it is.
  const lines = [
    ...(missing.length ? [m.documents_print_missing({ references: missing.join(', ') }, { locale })] : []),
    ...(printed.size ? [] : [m.documents_print_none({}, { locale })]),
  ]
  const notice = lines.length ? { title: m.documents_print_title({}, { locale }), lines, locale } : undefined
  const documents = [...printed.values()].map((invoice) => ({ doc: invoice.snapshot as LegalDocument, locale: localeOf(invoice) }))
  return renderInTurn(documentsHtml(documents, notice), requester, 'print')
}
