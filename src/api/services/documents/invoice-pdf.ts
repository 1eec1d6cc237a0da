/**
 * Invoices as PDF (issue 35 §3): made again from the frozen snapshot each time (never stored),
 * in the invoice's own language (the order's), through Chromium (0073). Several orders' invoices
 * print as one PDF, each invoice once (a monthly invoice covers several orders), with a first page
 * naming the orders that have none (or saying there is nothing to print); at most PRINT_LIMIT orders at a time.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import { PRINT_LIMIT } from '~/api/contract/admin-documents'
import type { Executor } from '~/api/db/executor'
import { invoiceOrders, invoices, orders } from '~/api/db/schema'
import { renderPdf } from '~/api/files/pdf'
import { ApiError } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { documentsHtml } from './document-html'
import type { InvoiceRow } from './invoices'
import type { LegalDocument } from './legal-document'

const localeOf = (invoice: InvoiceRow): Locale => (invoice.locale === 'ar' ? 'ar' : 'fr')

/** `facture-2026-000042.pdf` */
export const invoiceFileName = (invoice: { reference: string }) => `facture-${invoice.reference}.pdf`

/** renderPdf's bytes own their whole buffer (a copy of Chromium's): what an HTTP body takes. */
const ownBuffer = async (pdf: Promise<Uint8Array>) => (await pdf) as Uint8Array<ArrayBuffer>

export function invoicePdf(invoice: InvoiceRow) {
  return ownBuffer(renderPdf(documentsHtml([{ doc: invoice.snapshot as LegalDocument, locale: localeOf(invoice) }])))
}

/** One PDF of the invoices of `orderIds` (as given, each invoice once), for staff printing them. */
export async function printInvoicesPdf(db: Executor, orderIds: number[], locale: Locale) {
  const ids = [...new Set(orderIds)]
  if (ids.length > PRINT_LIMIT) throw new ApiError(400, (lang) => m.inv_print_limit({ limit: PRINT_LIMIT }, { locale: lang }))
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
    ...(missing.length ? [m.inv_print_missing({ references: missing.join(', ') }, { locale })] : []),
    ...(printed.size ? [] : [m.inv_print_none({}, { locale })]),
  ]
  const notice = lines.length ? { title: m.inv_print_title({}, { locale }), lines, locale } : undefined
  const documents = [...printed.values()].map((invoice) => ({ doc: invoice.snapshot as LegalDocument, locale: localeOf(invoice) }))
  return ownBuffer(renderPdf(documentsHtml(documents, notice)))
}
