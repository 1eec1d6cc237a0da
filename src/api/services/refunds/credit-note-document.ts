/**
 * A credit note as issued: a legal document (services/documents/legal-document.ts, the one
 * layout of invoices and credit notes) frozen in `credit_notes.document` when it is issued
 * (docs/decisions/0082), so a later change of a product, a customer, a rate or the shop's identity
 * never alters it. Its lines are those refunded at their prices, the fee and a free amount, and
 * the order's discounts (voucher, points) on the refunded goods as negative lines per rate, as the
 * invoice shows them: the TTC total is the amount refunded, to the centime.
 */
import { and, eq } from 'drizzle-orm'
import type { Transaction } from '~/api/db/executor'
import { invoiceOrders, invoices, orderLines, orders } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import type { RefundMethod } from '~/api/contract/admin-refunds'
import { shopClock } from '~/lib/shop-dates'
import { buyerOf } from '~/api/services/documents/invoices'
import type { Bilingual, DocumentLine, LegalDocument } from '~/api/services/documents/legal-document'
import { identityFieldsOf, readLegalIdentityRow } from '~/api/services/documents/legal-identity'
import { vatRatesOf } from '~/api/services/documents/vat-rates'
import { htOf, shareInProportion, vatBreakdown } from '~/api/services/documents/vat'

type Message = (inputs: object, options: { locale: 'fr' | 'ar' }) => string
const bilingual = (message: Message): Bilingual => ({ fr: message({}, { locale: 'fr' }), ar: message({}, { locale: 'ar' }) })
const withAttributes = (name: string, attributes: string) => (attributes ? `${name} (${attributes})` : name)

function line(label: Bilingual, reference: string, quantity: number, unitTtc: number, rate: number): DocumentLine {
  const totalTtc = unitTtc * quantity
  return { label, reference, quantity, rate, unitTtc, unitHt: htOf(unitTtc, rate), totalTtc, totalHt: htOf(totalTtc, rate) }
}

export const METHOD_MESSAGES: Record<RefundMethod, Message> = {
  cash: m.refund_method_cash,
  bank_transfer: m.refund_method_bank_transfer,
  points: m.refund_method_points,
}

/** The invoice the credit note corrects: the order's own, or the monthly invoice it is on. */
async function invoiceOf(tx: Transaction, orderId: number): Promise<string | null> {
  const [invoice] = await tx
    .select({ reference: invoices.reference })
    .from(invoiceOrders)
    .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
    .where(and(eq(invoiceOrders.orderId, orderId)))
  return invoice?.reference ?? null
}

export async function creditNoteDocument(
  tx: Transaction,
  input: {
    order: typeof orders.$inferSelect
    reference: string
    now: Date
    refunded: { line: typeof orderLines.$inferSelect; quantity: number }[]
    /** The money: the goods after their share of the discounts, the fee, a free amount. */
    amounts: { goods: number; fee: number; extra: number }
    method: RefundMethod
  },
): Promise<LegalDocument> {
  const { order, refunded, amounts } = input
  const rates = await vatRatesOf(
    tx,
    refunded.flatMap(({ line }) => (line.productId === null ? [] : [line.productId])),
  )
  const goods = refunded.map(({ line: sold, quantity }) =>
    line(
      { fr: withAttributes(sold.nameFr, sold.attributesLabelFr), ar: withAttributes(sold.nameAr, sold.attributesLabelAr) },
      sold.reference,
      quantity,
      sold.unitPriceCentimes,
      rates.rateOf(sold.productId),
    ),
  )
  // What the order's voucher and points took off the refunded goods, per rate, as the invoice shows it.
  const byRate = new Map<number, number>()
  for (const each of goods) byRate.set(each.rate, (byRate.get(each.rate) ?? 0) + each.totalTtc)
  const rateList = [...byRate.keys()]
  const discount = goods.reduce((sum, each) => sum + each.totalTtc, 0) - amounts.goods
  const shares = shareInProportion(
    Math.max(0, discount),
    rateList.map((rate) => byRate.get(rate)!),
  )
  const lines = [
    ...goods,
    ...rateList.flatMap((rate, index) => (shares[index] ? [line(bilingual(m.documents_line_discount), '', 1, -shares[index], rate)] : [])),
    ...(amounts.fee ? [line(bilingual(m.documents_line_delivery), '', 1, amounts.fee, rates.deliveryRate)] : []),
    ...(amounts.extra ? [line(bilingual(m.refund_line_extra), '', 1, amounts.extra, rates.rateOf(null))] : []),
  ]
  return {
    kind: 'credit_note',
    reference: input.reference,
    issuedOn: shopClock(input.now).day,
    seller: identityFieldsOf(await readLegalIdentityRow(tx)),
    buyer: await buyerOf(tx, order.userId, order.billingAddress),
    orders: [{ reference: order.reference, deliveredOn: order.deliveredAt ? shopClock(order.deliveredAt).day : null }],
    period: null,
    corrects: await invoiceOf(tx, order.id),
    lines,
    vat: vatBreakdown(lines.map((each) => ({ rate: each.rate, ttc: each.totalTtc }))),
    payment: { kind: 'refund', mode: bilingual(METHOD_MESSAGES[input.method]) },
  }
}
