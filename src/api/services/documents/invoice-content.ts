/**
 * What an invoice bills, from the orders as they were sold (decision 0074): each order line at its
 * product's VAT rate, the delivery fee at the delivery's rate, and the order's discounts (voucher,
 * points) as negative lines shared among the rates in proportion. The TTC total is the orders'
 * total to the centime. A monthly invoice merges the same product sold at the same price.
 */
import { m } from '~/paraglide/messages.js'
import type { Bilingual, DocumentLine } from './legal-document'
import { htOf, shareInProportion, vatBreakdown, type VatBreakdown } from './vat'

export type SoldLine = {
  productId: number | null
  nameFr: string
  nameAr: string
  attributesLabelFr: string
  attributesLabelAr: string
  reference: string
  unitPriceCentimes: number
  quantity: number
  lineTotalCentimes: number
}

export type SoldOrder = {
  subtotalCentimes: number
  deliveryFeeCentimes: number
  discountCentimes: number
  pointsDiscountCentimes: number
  totalCentimes: number
  lines: SoldLine[]
}

export type Rates = { rateOf: (productId: number | null) => number; deliveryRate: number }

const bilingual = (message: (inputs: object, options: { locale: 'fr' | 'ar' }) => string): Bilingual => ({
  fr: message({}, { locale: 'fr' }),
  ar: message({}, { locale: 'ar' }),
})
const withAttributes = (name: string, attributes: string) => (attributes ? `${name} (${attributes})` : name)

function documentLine(label: Bilingual, reference: string, quantity: number, unitTtc: number, rate: number): DocumentLine {
  const totalTtc = unitTtc * quantity
  return { label, reference, quantity, rate, unitTtc, unitHt: htOf(unitTtc, rate), totalTtc, totalHt: htOf(totalTtc, rate) }
}

/** One order's lines, fee and discounts, each with its rate. */
function orderLines(order: SoldOrder, rates: Rates): DocumentLine[] {
  const goods = order.lines.map((line) =>
    documentLine(
      { fr: withAttributes(line.nameFr, line.attributesLabelFr), ar: withAttributes(line.nameAr, line.attributesLabelAr) },
      line.reference,
      line.quantity,
      line.unitPriceCentimes,
      rates.rateOf(line.productId),
    ),
  )
  const fee =
    order.deliveryFeeCentimes > 0
      ? [documentLine(bilingual(m.documents_line_delivery), '', 1, order.deliveryFeeCentimes, rates.deliveryRate)]
      : []
  const charged = [...goods, ...fee]
  const gross = charged.reduce((sum, line) => sum + line.totalTtc, 0)
  const discount = Math.min(order.discountCentimes + order.pointsDiscountCentimes, gross)
  if (discount <= 0) return charged
  // The discount lowers each rate's base in proportion to what was sold at that rate.
  const byRate = new Map<number, number>()
  for (const line of charged) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.totalTtc)
  const rateList = [...byRate.keys()]
  const shares = shareInProportion(
    discount,
    rateList.map((rate) => byRate.get(rate)!),
  )
  const discounts = rateList.flatMap((rate, index) =>
    shares[index] ? [documentLine(bilingual(m.documents_line_discount), '', 1, -shares[index], rate)] : [],
  )
  return [...charged, ...discounts]
}

/** Lines that are the same thing at the same price and rate, added up (a month of the same pack). */
function merged(lines: DocumentLine[]): DocumentLine[] {
  const byKey = new Map<string, DocumentLine>()
  for (const line of lines) {
    const key = JSON.stringify([line.label.fr, line.reference, line.unitTtc, line.rate])
    const same = byKey.get(key)
    byKey.set(key, same ? documentLine(same.label, same.reference, same.quantity + line.quantity, same.unitTtc, same.rate) : line)
  }
  return [...byKey.values()]
}

/** The lines and VAT of an invoice billing `orders` (one, or a month's). */
export function invoiceBody(orders: SoldOrder[], rates: Rates): { lines: DocumentLine[]; vat: VatBreakdown } {
  const all = orders.flatMap((order) => orderLines(order, rates))
  const lines = orders.length > 1 ? merged(all) : all
  return { lines, vat: vatBreakdown(lines.map((line) => ({ rate: line.rate, ttc: line.totalTtc }))) }
}
