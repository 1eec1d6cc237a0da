/**
 * What a credit note reads from the order's invoice: the invoice's number and the VAT rates of
 * its products. Until the invoices (issue 35 §3) are merged, an order has no invoice and every
 * product is at the standard rate (20 %, CGI article 99).
 */
import type { Transaction } from '~/api/db/executor'

const STANDARD_RATE = 20

export async function invoiceOf(_tx: Transaction, _orderId: number): Promise<string | null> {
  return null
}

export async function vatRatesOf(_tx: Transaction, _productIds: readonly (number | null)[]) {
  return { forProduct: (_productId: number | null) => STANDARD_RATE, delivery: STANDARD_RATE, default: STANDARD_RATE }
}
