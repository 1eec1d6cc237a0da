/**
 * A credit note as issued: everything its PDF and the accountant's export show, frozen in
 * `credit_notes.document` when it is issued (docs/decisions/0082), so a later change of a
 * product, a customer or a rate never alters it.
 */
import type { RefundMethod } from '~/api/contract/admin-refunds'
import { splitVat, spread } from './refund-amounts'

export interface VatShare {
  rate: number
  ht: number
  vat: number
  ttc: number
}

export interface CreditNoteDocument {
  reference: string
  issued_at: string
  locale: 'fr' | 'ar'
  order_reference: string
  invoice_reference: string | null
  customer: { name: string; phone: string; address: string[]; company: { name: string; ice: string | null } | null }
  lines: { name: string; label: string; reference: string; quantity: number; unit_price: number; total: number; vat_rate: number }[]
  /** The goods refunded after their share of the voucher and the points. */
  goods: number
  delivery_fee: number
  extra: number
  total: number
  vat: VatShare[]
  total_ht: number
  total_vat: number
  reason: string
  method: RefundMethod
  paid_on: string | null
  points_returned: number
  points_taken_back: number
  points_paid: number
}

/**
 * The VAT of a refund per rate: the goods' money spread over the lines by their value (each at its
 * rate), the fee at the delivery's rate, the free amount at the shop's default rate. Amounts are TTC.
 */
export function vatShares(
  lines: readonly { total: number; vat_rate: number }[],
  goods: number,
  fee: { amount: number; rate: number },
  extra: { amount: number; rate: number },
): { vat: VatShare[]; total_ht: number; total_vat: number } {
  const ttcByRate = new Map<number, number>()
  const add = (rate: number, amount: number) => amount && ttcByRate.set(rate, (ttcByRate.get(rate) ?? 0) + amount)
  const parts = spread(
    goods,
    lines.map((line) => line.total),
  )
  lines.forEach((line, index) => add(line.vat_rate, parts[index] ?? 0))
  add(fee.rate, fee.amount)
  add(extra.rate, extra.amount)
  const vat = [...ttcByRate.entries()].sort(([a], [b]) => a - b).map(([rate, ttc]) => ({ rate, ttc, ...splitVat(ttc, rate) }))
  return {
    vat,
    total_ht: vat.reduce((sum, share) => sum + share.ht, 0),
    total_vat: vat.reduce((sum, share) => sum + share.vat, 0),
  }
}
