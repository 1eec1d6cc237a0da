/**
 * The accountant's exports for a period (issue 35 §6, docs/decisions/0082): the invoices and the
 * credit notes with HT and VAT per rate and TTC, and the payments (cash collected on delivery per
 * order, refunds paid back, companies' payments of their monthly invoices). Each file ends with its totals row, the sum of the
 * documents' own amounts as frozen when they were issued, so the export matches them to the centime.
 * Days are the shop's (Africa/Casablanca), both ends included.
 */
import { madOf } from '~/lib/money'
import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '~/api/db/executor'
import { fullNameSql } from '~/api/db/full-name'
import { companyPayments, creditNotes, customerCompanies, invoices, orders, paymentModes, users } from '~/api/db/schema'
import { type Cell, type SheetColumn, type SheetFormat, writeSheet } from '~/api/files/spreadsheets'
import { SHOP_TIME_ZONE, shopClock } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import type { LegalDocument } from '~/api/services/documents/legal-document'

export const ACCOUNTING_KINDS = ['invoices', 'credit_notes', 'payments'] as const
export type AccountingKind = (typeof ACCOUNTING_KINDS)[number]
export type Period = { from: string; to: string }

/** The period asked, by default this month up to today; ends given the wrong way round are swapped. */
export function periodOf(asked: { from?: string; to?: string }, now: Date): Period {
  const today = shopClock(now).day
  const from = asked.from ?? `${today.slice(0, 8)}01`
  const to = asked.to ?? today
  return from <= to ? { from, to } : { from: to, to: from }
}

/** Centimes as the accountant's figure: dirhams with two decimals (a number cell). */
const dirhams = (centimes: number): number => madOf(Math.round(centimes))
const shopDay = (column: unknown) => sql`(${column} at time zone ${SHOP_TIME_ZONE})::date`
const within = (column: unknown, period: Period) => sql`${shopDay(column)} between ${period.from}::date and ${period.to}::date`

type DocumentRow = {
  number: string
  date: string
  order: string
  invoice: string
  customer: string
  company: string
  ice: string
  vat: Map<number, { ht: number; vat: number }>
  ht: number
  tva: number
  ttc: number
}

function documentRow(reference: string, day: string, document: unknown): DocumentRow {
  const doc = document as LegalDocument
  return {
    number: reference,
    date: day,
    order: doc.orders.map((order) => order.reference).join(' '),
    invoice: doc.corrects ?? '',
    customer: doc.buyer.name,
    company: doc.buyer.company?.name ?? '',
    ice: doc.buyer.company?.ice ?? '',
    vat: new Map(doc.vat.rates.map((share) => [share.rate, { ht: share.ht, vat: share.vat }])),
    ht: doc.vat.ht,
    tva: doc.vat.vat,
    ttc: doc.vat.ttc,
  }
}

/** The credit notes issued in the period, each with its frozen amounts. */
export async function creditNoteRows(db: Executor, period: Period): Promise<DocumentRow[]> {
  const rows = await db
    .select({ reference: creditNotes.reference, day: sql<string>`${shopDay(creditNotes.createdAt)}::text`, document: creditNotes.document })
    .from(creditNotes)
    .where(within(creditNotes.createdAt, period))
    .orderBy(asc(creditNotes.year), asc(creditNotes.number))
  return rows.map((row) => documentRow(row.reference, row.day, row.document))
}

/** The invoices (an order's, a month's) issued in the period, each with its frozen amounts. */
export async function invoiceRows(db: Executor, period: Period): Promise<DocumentRow[]> {
  const rows = await db
    .select({ reference: invoices.reference, day: sql<string>`${shopDay(invoices.issuedAt)}::text`, document: invoices.snapshot })
    .from(invoices)
    .where(within(invoices.issuedAt, period))
    .orderBy(asc(invoices.year), asc(invoices.number))
  return rows.map((row) => documentRow(row.reference, row.day, row.document))
}

function documentColumns(rows: DocumentRow[], locale: Locale): SheetColumn<DocumentRow>[] {
  const rates = [...new Set(rows.flatMap((row) => [...row.vat.keys()]))].sort((a, b) => b - a)
  const text =
    (pick: (row: DocumentRow) => string) =>
    (row: DocumentRow): Cell =>
      pick(row)
  return [
    { header: m.refund_export_number({}, { locale }), value: text((row) => row.number) },
    { header: m.refund_export_date({}, { locale }), value: text((row) => row.date) },
    { header: m.refund_export_order({}, { locale }), value: text((row) => row.order) },
    { header: m.refund_export_invoice({}, { locale }), value: text((row) => row.invoice) },
    { header: m.refund_export_customer({}, { locale }), value: text((row) => row.customer) },
    { header: m.refund_export_company({}, { locale }), value: text((row) => row.company) },
    { header: 'ICE', value: text((row) => row.ice) },
    ...rates.flatMap((rate) => [
      { header: m.refund_export_ht_rate({ rate }, { locale }), value: (row: DocumentRow) => dirhams(row.vat.get(rate)?.ht ?? 0) },
      { header: m.refund_export_vat_rate({ rate }, { locale }), value: (row: DocumentRow) => dirhams(row.vat.get(rate)?.vat ?? 0) },
    ]),
    { header: m.refund_export_total_ht({}, { locale }), value: (row) => dirhams(row.ht) },
    { header: m.refund_export_total_vat({}, { locale }), value: (row) => dirhams(row.tva) },
    { header: m.refund_export_total_ttc({}, { locale }), value: (row) => dirhams(row.ttc) },
  ]
}

/** The totals row of documents: every amount summed in centimes, then written once. */
function documentTotals(rows: DocumentRow[], locale: Locale): DocumentRow {
  const vat = new Map<number, { ht: number; vat: number }>()
  for (const row of rows) {
    for (const [rate, share] of row.vat) {
      const sum = vat.get(rate) ?? { ht: 0, vat: 0 }
      vat.set(rate, { ht: sum.ht + share.ht, vat: sum.vat + share.vat })
    }
  }
  const sum = (pick: (row: DocumentRow) => number) => rows.reduce((total, row) => total + pick(row), 0)
  return {
    number: m.refund_export_totals({ count: rows.length }, { locale }),
    date: '',
    order: '',
    invoice: '',
    customer: '',
    company: '',
    ice: '',
    vat,
    ht: sum((row) => row.ht),
    tva: sum((row) => row.tva),
    ttc: sum((row) => row.ttc),
  }
}

type PaymentRow = {
  type: 'collected' | 'refund' | 'monthly'
  date: string
  kind: string
  order: string
  document: string
  driver: string
  mode: string
  amount: number
}

/** Money in and out in the period: what drivers collected on delivery, the refunds paid back (negative). */
export async function paymentRows(db: Executor, period: Period, locale: Locale): Promise<PaymentRow[]> {
  const drivers = alias(users, 'drivers')
  const modes = alias(paymentModes, 'collected_modes')
  const ar = locale === 'ar'
  const collected = await db
    .select({
      date: sql<string>`${shopDay(orders.deliveredAt)}::text`,
      order: orders.reference,
      driver: fullNameSql(drivers),
      driverId: orders.driverId,
      mode: ar ? modes.nameAr : modes.nameFr,
      amount: sql<number>`coalesce(${orders.collectedCentimes}, 0)`,
    })
    .from(orders)
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .innerJoin(modes, eq(modes.id, sql`coalesce(${orders.collectedPaymentModeId}, ${orders.paymentModeId})`))
    .where(and(eq(orders.status, 'delivered'), within(orders.deliveredAt, period), sql`coalesce(${orders.collectedCentimes}, 0) > 0`))
    .orderBy(asc(orders.deliveredAt), asc(orders.reference))
  const refunds = await db
    .select({
      date: sql<string>`coalesce(${creditNotes.paidOn}::text, ${shopDay(creditNotes.createdAt)}::text)`,
      order: orders.reference,
      document: creditNotes.reference,
      driver: fullNameSql(drivers),
      driverId: creditNotes.driverId,
      method: creditNotes.method,
      amount: creditNotes.totalCentimes,
    })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .leftJoin(drivers, eq(drivers.id, creditNotes.driverId))
    .where(sql`coalesce(${creditNotes.paidOn}, ${shopDay(creditNotes.createdAt)}) between ${period.from}::date and ${period.to}::date`)
    .orderBy(asc(creditNotes.year), asc(creditNotes.number))
  const monthly = await db
    .select({
      date: sql<string>`${companyPayments.paidOn}::text`,
      company: customerCompanies.name,
      mode: companyPayments.mode,
      reference: companyPayments.reference,
      amount: companyPayments.amountCentimes,
    })
    .from(companyPayments)
    .innerJoin(customerCompanies, eq(customerCompanies.userId, companyPayments.userId))
    .where(sql`${companyPayments.paidOn} between ${period.from}::date and ${period.to}::date`)
    .orderBy(asc(companyPayments.paidOn), asc(companyPayments.id))
  const methodName = {
    cash: m.refund_method_cash({}, { locale }),
    bank_transfer: m.refund_method_bank_transfer({}, { locale }),
    points: m.refund_method_points({}, { locale }),
  }
  return [
    ...collected.map((row) => ({
      type: 'collected' as const,
      date: row.date,
      kind: m.refund_export_collected({}, { locale }),
      order: row.order,
      document: '',
      driver: row.driverId ? row.driver : '',
      mode: row.mode,
      amount: row.amount,
    })),
    ...refunds.map((row) => ({
      type: 'refund' as const,
      date: row.date,
      kind: m.refund_export_refund({}, { locale }),
      order: row.order,
      document: row.document,
      driver: row.driverId ? row.driver : '',
      mode: methodName[row.method],
      amount: -row.amount,
    })),
    ...monthly.map((row) => ({
      type: 'monthly' as const,
      date: row.date,
      kind: m.refund_export_monthly_payment({}, { locale }),
      order: row.company,
      document: row.reference,
      driver: '',
      mode: row.mode,
      amount: row.amount,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date))
}

function paymentColumns(locale: Locale): SheetColumn<PaymentRow>[] {
  return [
    { header: m.refund_export_date({}, { locale }), value: (row) => row.date },
    { header: m.refund_export_kind({}, { locale }), value: (row) => row.kind },
    { header: m.refund_export_order({}, { locale }), value: (row) => row.order },
    { header: m.refund_export_document({}, { locale }), value: (row) => row.document },
    { header: m.refund_export_driver({}, { locale }), value: (row) => row.driver },
    { header: m.refund_export_mode({}, { locale }), value: (row) => row.mode },
    { header: m.refund_export_amount({}, { locale }), value: (row) => dirhams(row.amount) },
  ]
}

/** One export as a file (CSV or Excel), its totals row last. */
export async function accountingFile(db: Executor, kind: AccountingKind, format: SheetFormat, period: Period, locale: Locale) {
  const title = { invoices: m.refund_export_invoices, credit_notes: m.refund_export_credit_notes, payments: m.refund_export_payments }[kind]
  const name = `${title({}, { locale })} ${period.from} ${period.to}`
  if (kind === 'payments') {
    const rows = await paymentRows(db, period, locale)
    const total: PaymentRow = {
      type: 'collected',
      date: m.refund_export_totals({ count: rows.length }, { locale }),
      kind: '',
      order: '',
      document: '',
      driver: '',
      mode: '',
      amount: rows.reduce((sum, row) => sum + row.amount, 0),
    }
    return { rows: rows.length, file: await writeSheet(format, name, paymentColumns(locale), [...rows, total]) }
  }
  const rows = kind === 'invoices' ? await invoiceRows(db, period) : await creditNoteRows(db, period)
  return {
    rows: rows.length,
    file: await writeSheet(format, name, documentColumns(rows, locale), [...rows, documentTotals(rows, locale)]),
  }
}

/** The period's figures the accountant's page shows beside the downloads. */
export async function accountingSummary(db: Executor, period: Period, locale: Locale) {
  const [bills, notes, payments] = await Promise.all([invoiceRows(db, period), creditNoteRows(db, period), paymentRows(db, period, locale)])
  const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0)
  const figures = (rows: DocumentRow[]) => ({
    count: rows.length,
    ht: sum(rows, (row) => row.ht),
    vat: sum(rows, (row) => row.tva),
    ttc: sum(rows, (row) => row.ttc),
  })
  const paid = (type: PaymentRow['type']) =>
    Math.abs(
      sum(
        payments.filter((row) => row.type === type),
        (row) => row.amount,
      ),
    )
  return {
    from: period.from,
    to: period.to,
    invoices: figures(bills),
    credit_notes: figures(notes),
    payments: { collected: paid('collected'), refunded: paid('refund'), monthly: paid('monthly') },
  }
}
