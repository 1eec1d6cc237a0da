/**
 * Issuing invoices (issue 35 §3, decision 0074). A delivered order gets its invoice in the very
 * transaction that marks it delivered (`issueOrderInvoice`, called by the order's life): the
 * number is the year's next in the gap-free series (`nextDocumentNumber`), so a delivery that
 * rolls back gives its number back, and the invoice's content is frozen as it is then (seller,
 * buyer, lines, VAT), so a later change of the identity or of prices never alters it. A customer
 * whose company pays at the end of the month gets none: its orders go on the monthly invoice.
 * `invoice_orders` holds each order on one invoice at most (its primary key).
 */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm'
import type { InvoiceSummary } from '~/api/contract/admin-documents'
import type { Executor, Transaction } from '~/api/db/executor'
import { customerCompanies, invoiceOrders, invoices, orderLines, orders, paymentModes, users } from '~/api/db/schema'
import { nextDocumentNumber, documentReference } from '~/api/services/shared/document-numbers'
import { readAddressSnapshot } from '~/api/services/checkout/address-snapshot'
import { shopClock } from '~/lib/shop-dates'
import { invoiceBody, type SoldOrder } from './invoice-content'
import type { DocumentBuyer, DocumentPayment, LegalDocument } from './legal-document'
import { identityFieldsOf, readLegalIdentityRow } from './legal-identity'
import { vatRatesOf } from './vat-rates'

type OrderRow = typeof orders.$inferSelect

/** The buyer as billed: the billing address's name and lines, and the company when the account buys for one. */
export async function buyerOf(tx: Executor, userId: number, billingAddress: unknown): Promise<DocumentBuyer> {
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone, company: customerCompanies })
    .from(users)
    .leftJoin(customerCompanies, eq(customerCompanies.userId, users.id))
    .where(eq(users.id, userId))
  const address = readAddressSnapshot(billingAddress)
  const company = user?.company
  return {
    name: address.recipientName || `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
    address: [address.line1, address.line2, address.district, [address.postalCode, address.city].filter(Boolean).join(' ')].filter(
      (line): line is string => Boolean(line),
    ),
    phone: address.phone ?? user?.phone ?? null,
    company: company ? { name: company.name, ice: company.ice, taxId: company.taxId, tradeRegister: company.tradeRegister } : null,
  }
}

/** The orders with their lines, as sold. */
export async function soldOrders(tx: Executor, rows: OrderRow[]): Promise<SoldOrder[]> {
  if (!rows.length) return []
  const lines = await tx
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.id))
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.orderId === row.id) }))
}

/** Writes an invoice and its orders, numbered in the year's series; inside the issuing transaction only. */
export async function writeInvoice(
  tx: Transaction,
  invoice: { kind: 'order' | 'monthly'; userId: number; locale: string; now: Date; periodMonth: string | null; orderIds: number[] },
  content: (reference: string, issuedOn: string) => Promise<LegalDocument>,
) {
  const issuedOn = shopClock(invoice.now).day
  const year = Number(issuedOn.slice(0, 4))
  const number = await nextDocumentNumber(tx, 'invoice', year)
  const reference = documentReference(year, number)
  const snapshot = await content(reference, issuedOn)
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: invoice.kind,
      year,
      number,
      reference,
      userId: invoice.userId,
      locale: invoice.locale,
      issuedAt: invoice.now,
      periodMonth: invoice.periodMonth,
      totalHtCentimes: snapshot.vat.ht,
      totalVatCentimes: snapshot.vat.vat,
      totalTtcCentimes: snapshot.vat.ttc,
      snapshot,
    })
    .returning()
  await tx.insert(invoiceOrders).values(invoice.orderIds.map((orderId) => ({ orderId, invoiceId: row!.id })))
  return row!
}

/**
 * The invoice of an order just delivered, in the delivery's transaction (the order's row is
 * locked by it): null when its customer's company pays monthly. Called by `changeOrderStatus`.
 */
export async function issueOrderInvoice(tx: Transaction, order: OrderRow, now: Date) {
  const [company] = await tx
    .select({ paysMonthly: customerCompanies.paysMonthly })
    .from(customerCompanies)
    .where(eq(customerCompanies.userId, order.userId))
  if (company?.paysMonthly) return null
  const [sold] = await soldOrders(tx, [order])
  const rates = await vatRatesOf(
    tx,
    sold!.lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  )
  const seller = identityFieldsOf(await readLegalIdentityRow(tx))
  const buyer = await buyerOf(tx, order.userId, order.billingAddress)
  const [mode] = await tx
    .select({ fr: paymentModes.nameFr, ar: paymentModes.nameAr })
    .from(paymentModes)
    .where(eq(paymentModes.id, order.collectedPaymentModeId ?? order.paymentModeId))
  const deliveredOn = shopClock(now).day
  const payment: DocumentPayment = { kind: 'on_delivery', mode: mode ?? { fr: '', ar: '' }, paidOn: deliveredOn }
  return writeInvoice(
    tx,
    { kind: 'order', userId: order.userId, locale: order.locale, now, periodMonth: null, orderIds: [order.id] },
    async (reference, issuedOn) => ({
      kind: 'invoice',
      reference,
      issuedOn,
      seller,
      buyer,
      orders: [{ reference: order.reference, deliveredOn }],
      period: null,
      corrects: null,
      ...invoiceBody(sold ? [sold] : [], rates),
      payment,
    }),
  )
}

export type InvoiceRow = typeof invoices.$inferSelect

/** The invoice an order is on (its own, or its company's monthly one), if any. */
export async function invoiceOfOrder(db: Executor, orderId: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoiceOrders)
    .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
    .where(eq(invoiceOrders.orderId, orderId))
  return row?.invoice ?? null
}

/** The invoice of a customer's own order named by its reference (another's is not found). */
export async function customerInvoice(db: Executor, userId: number, orderReference: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.reference, orderReference), eq(orders.userId, userId)))
  return order ? invoiceOfOrder(db, order.id) : null
}

/** The invoice of an order named by its reference, for staff. */
export async function staffInvoice(db: Executor, orderReference: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.reference, orderReference))
  return order ? invoiceOfOrder(db, order.id) : null
}

/** What an order's page shows of its invoice. */
export const invoiceSummary = (invoice: InvoiceRow): InvoiceSummary => ({
  reference: invoice.reference,
  issued_at: invoice.issuedAt.toISOString(),
  total: invoice.totalTtcCentimes,
  kind: invoice.kind,
})

/**
 * The invoices issued from `from` (included) to `to` (excluded), oldest number first, each with
 * its VAT per rate and the orders it bills: what the accountant's exports read (issue 35 §6).
 */
export async function invoicesIssuedBetween(db: Executor, from: Date, to: Date) {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.year), asc(invoices.number))
  return rows.map((row) => {
    const snapshot = row.snapshot as LegalDocument
    return {
      reference: row.reference,
      kind: row.kind,
      issuedOn: snapshot.issuedOn,
      userId: row.userId,
      buyer: snapshot.buyer,
      orders: snapshot.orders.map((order) => order.reference),
      totalHt: row.totalHtCentimes,
      totalVat: row.totalVatCentimes,
      totalTtc: row.totalTtcCentimes,
      vatRates: snapshot.vat.rates,
    }
  })
}
