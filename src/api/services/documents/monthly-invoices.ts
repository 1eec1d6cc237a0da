/**
 * Monthly invoices for companies that pay at the end of the month (issue 35 §8, decision 0075):
 * once a month is over, each such company gets one invoice for its orders delivered that month
 * (Casablanca time) and not on an invoice yet, numbered in the same gap-free series, payable
 * within the identity's payment days. Staff issue them from the back office; the job runner
 * issues last month's on its own from the 1st (idempotent: a company's month is invoiced once,
 * which a unique index holds, and an order is on one invoice at most, which a primary key holds).
 * A company's balance is its monthly invoices minus the payments recorded against them.
 */
import { and, asc, desc, eq, gte, lt, notExists, sql } from 'drizzle-orm'
import type { CompanyBalance } from '~/api/contract/admin-documents'
import type { Database, Executor } from '~/api/db/executor'
import { companyPayments, customerCompanies, invoiceOrders, invoices, orders, users } from '~/api/db/schema'
import { ApiError, fieldRefusal, notFound } from '~/api/http/errors'
import { recordAudit } from '~/api/services/shared/audit'
import { addDays, shopClock, shopTimeToInstant } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import { invoiceBody } from './invoice-content'
import { buyerOf, soldOrders, writeInvoice } from './invoices'
import { identityFieldsOf, readLegalIdentityRow } from './legal-identity'
import { vatRatesOf } from './vat-rates'

/** The instants a month (YYYY-MM) starts and ends in Casablanca, and its first day. */
function monthBounds(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const first = `${month}-01`
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`
  return { first, start: shopTimeToInstant(first, 0), end: shopTimeToInstant(next, 0) }
}

const previousMonth = (now: Date) =>
  shopClock(new Date(shopTimeToInstant(`${shopClock(now).day.slice(0, 7)}-01`, 0).getTime() - 1)).day.slice(0, 7)

/** Orders delivered in the month and on no invoice, of one company or of all. */
const toInvoice = (start: Date, end: Date) =>
  and(
    eq(orders.status, 'delivered'),
    gte(orders.deliveredAt, start),
    lt(orders.deliveredAt, end),
    notExists(sql`(SELECT 1 FROM ${invoiceOrders} WHERE ${invoiceOrders.orderId} = ${orders.id})`),
  )

/** One company's invoice for the month, in its own transaction; null when it has nothing to bill or was billed. */
async function issueCompanyMonth(db: Database, userId: number, month: string, now: Date, actorId: number | null) {
  const { first, start, end } = monthBounds(month)
  return db.transaction(async (tx) => {
    // The company's row is the lock two runs (two staff, or staff and the job) queue on.
    const [company] = await tx.select().from(customerCompanies).where(eq(customerCompanies.userId, userId)).for('update')
    if (!company?.paysMonthly) return null
    const [done] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.kind, 'monthly'), eq(invoices.periodMonth, first)))
    if (done) return null
    const rows = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), toInvoice(start, end)))
      .orderBy(asc(orders.deliveredAt))
    if (!rows.length) return null
    const sold = await soldOrders(tx, rows)
    const rates = await vatRatesOf(
      tx,
      sold.flatMap((order) => order.lines.flatMap((line) => (line.productId === null ? [] : [line.productId]))),
    )
    const identity = await readLegalIdentityRow(tx)
    const [user] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, userId))
    const buyer = await buyerOf(tx, userId, rows.at(-1)!.billingAddress)
    const invoice = await writeInvoice(
      tx,
      {
        kind: 'monthly',
        userId,
        locale: user?.locale === 'ar' ? 'ar' : 'fr',
        now,
        periodMonth: first,
        orderIds: rows.map((row) => row.id),
      },
      async (reference, issuedOn) => ({
        kind: 'invoice',
        reference,
        issuedOn,
        seller: identityFieldsOf(identity),
        buyer,
        orders: rows.map((row) => ({ reference: row.reference, deliveredOn: row.deliveredAt ? shopClock(row.deliveredAt).day : null })),
        period: month,
        corrects: null,
        ...invoiceBody(sold, rates),
        payment: { kind: 'due', days: identity.monthlyPaymentDays, dueOn: addDays(issuedOn, identity.monthlyPaymentDays) },
      }),
    )
    await recordAudit(
      tx,
      {
        actorId,
        action: 'invoice.monthly',
        entity: 'invoice',
        entityId: invoice.reference,
        after: { user_id: userId, month, orders: rows.length, total: invoice.totalTtcCentimes },
      },
      now,
    )
    return invoice
  })
}

/** Issues the month's invoices of every company that pays monthly; a month not over yet is refused. */
export async function issueMonthlyInvoices(db: Database, month: string, { actorId, now }: { actorId: number | null; now: Date }) {
  if (month >= shopClock(now).day.slice(0, 7)) {
    throw fieldRefusal({ month: [(locale) => m.documents_month_not_over({}, { locale })] })
  }
  const { start, end } = monthBounds(month)
  const companies = await db
    .selectDistinct({ userId: customerCompanies.userId })
    .from(customerCompanies)
    .innerJoin(orders, eq(orders.userId, customerCompanies.userId))
    .where(and(eq(customerCompanies.paysMonthly, true), toInvoice(start, end)))
  const issued = []
  for (const { userId } of companies) {
    const invoice = await issueCompanyMonth(db, userId, month, now, actorId)
    if (invoice) issued.push({ user_id: userId, reference: invoice.reference, total: invoice.totalTtcCentimes })
  }
  return { month, issued }
}

/** The job runner's: last month's invoices, from the 1st on (nothing to do once they are issued). */
export async function issueLastMonthInvoices(db: Database, { now }: { now: Date }): Promise<number> {
  return (await issueMonthlyInvoices(db, previousMonth(now), { actorId: null, now })).issued.length
}

/** Every company that pays monthly or was billed so: invoiced, paid, owed, and orders waiting for their invoice. */
export async function companyBalances(db: Executor): Promise<CompanyBalance[]> {
  const invoiced = db
    .select({ userId: invoices.userId, total: sql<number>`sum(${invoices.totalTtcCentimes})::int`.as('invoiced_total') })
    .from(invoices)
    .where(eq(invoices.kind, 'monthly'))
    .groupBy(invoices.userId)
    .as('invoiced')
  const paid = db
    .select({ userId: companyPayments.userId, total: sql<number>`sum(${companyPayments.amountCentimes})::int`.as('paid_total') })
    .from(companyPayments)
    .groupBy(companyPayments.userId)
    .as('paid')
  const waiting = db
    .select({ userId: orders.userId, count: sql<number>`count(*)::int`.as('waiting_count') })
    .from(orders)
    .where(
      and(eq(orders.status, 'delivered'), notExists(sql`(SELECT 1 FROM ${invoiceOrders} WHERE ${invoiceOrders.orderId} = ${orders.id})`)),
    )
    .groupBy(orders.userId)
    .as('waiting')
  const rows = await db
    .select({
      userId: customerCompanies.userId,
      name: customerCompanies.name,
      ice: customerCompanies.ice,
      paysMonthly: customerCompanies.paysMonthly,
      invoiced: invoiced.total,
      paid: paid.total,
      waiting: waiting.count,
    })
    .from(customerCompanies)
    .leftJoin(invoiced, eq(invoiced.userId, customerCompanies.userId))
    .leftJoin(paid, eq(paid.userId, customerCompanies.userId))
    .leftJoin(waiting, eq(waiting.userId, customerCompanies.userId))
    .orderBy(desc(sql`coalesce(${invoiced.total}, 0) - coalesce(${paid.total}, 0)`), asc(customerCompanies.name))
  return rows
    .filter((row) => row.paysMonthly || row.invoiced || row.paid)
    .map((row) => ({
      user_id: row.userId,
      name: row.name,
      ice: row.ice,
      invoiced: row.invoiced ?? 0,
      paid: row.paid ?? 0,
      balance: (row.invoiced ?? 0) - (row.paid ?? 0),
      orders_to_invoice: row.paysMonthly ? (row.waiting ?? 0) : 0,
    }))
}

/** A payment a company made (cash, cheque, transfer, card), recorded against its balance; audited. */
export async function recordCompanyPayment(
  db: Database,
  userId: number,
  payment: { amount: number; paid_on: string; mode: string; reference: string },
  { actorId, now }: { actorId: number; now: Date },
) {
  if (payment.paid_on > shopClock(now).day) throw fieldRefusal({ paid_on: [(locale) => m.documents_payment_future({}, { locale })] })
  return db.transaction(async (tx) => {
    const [company] = await tx.select().from(customerCompanies).where(eq(customerCompanies.userId, userId))
    if (!company) throw notFound()
    const [monthly] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.kind, 'monthly')))
      .limit(1)
    if (!company.paysMonthly && !monthly) throw new ApiError(400, (locale) => m.documents_payment_not_company({}, { locale }))
    const [row] = await tx
      .insert(companyPayments)
      .values({
        userId,
        amountCentimes: payment.amount,
        paidOn: payment.paid_on,
        mode: payment.mode,
        reference: payment.reference,
        recordedBy: actorId,
        createdAt: now,
      })
      .returning()
    await recordAudit(tx, { actorId, action: 'company.payment', entity: 'company', entityId: userId, after: payment }, now)
    return { id: row!.id }
  })
}
