/**
 * A legal document as plain data (decision 0074): what an invoice or a credit note shows, frozen
 * when it is issued (`invoices.snapshot`), from which `documentHtml` lays it out in French or
 * Arabic and `renderPdf` prints it. Texts that depend on the language are kept in both (the
 * products' names) or as codes the layout words (the payment terms); amounts are centimes TTC
 * with their HT and rate beside.
 */
import type { LegalIdentityFields } from '~/api/contract/admin-documents'
import type { VatBreakdown } from './vat'

export type Bilingual = { fr: string; ar: string }

export type DocumentBuyer = {
  /** The customer's name, as billed. */
  name: string
  /** The billing address, one line each. */
  address: string[]
  phone: string | null
  /** When the customer buys for a company (customer_companies): its name and legal numbers. */
  company: { name: string; ice: string | null; taxId: string | null; tradeRegister: string | null } | null
}

export type DocumentLine = {
  label: Bilingual
  /** The product's reference, or '' for the delivery fee and discounts. */
  reference: string
  quantity: number
  rate: number
  /** Unit price with tax, as sold, and before it (rounded to the centime: shown, never summed). */
  unitTtc: number
  unitHt: number
  totalTtc: number
  totalHt: number
}

/** How the document is paid: on delivery (with the day), or by a due day (monthly invoices). */
export type DocumentPayment =
  | { kind: 'on_delivery'; mode: Bilingual; paidOn: string | null }
  | { kind: 'due'; dueOn: string; days: number }
  | { kind: 'refund'; mode: Bilingual }

export type LegalDocument = {
  kind: 'invoice' | 'credit_note'
  /** 2026-000042: the year's gap-free series of its kind. */
  reference: string
  /** YYYY-MM-DD, in the shop's time zone. */
  issuedOn: string
  seller: LegalIdentityFields
  buyer: DocumentBuyer
  /** The orders it bills (one, or a month's), with the day each was delivered. */
  orders: { reference: string; deliveredOn: string | null }[]
  /** A monthly invoice's month, YYYY-MM. */
  period: string | null
  /** A credit note: the invoice it corrects. */
  corrects: string | null
  lines: DocumentLine[]
  vat: VatBreakdown
  payment: DocumentPayment
}
