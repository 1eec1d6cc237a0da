/**
 * The orders of a selection as a CSV or Excel file, through the one spreadsheet writer
 * (`writeSheet`, decision 0073): one row per order with its lines, amounts, status, dates,
 * customer, city and payment, headers in the staff member's language. Amounts are numbers of MAD
 * (Excel sums them); dates are Casablanca's, written `2026-11-24 10:05` so they sort as text too.
 * The accountant exports a period through the list's date filter (placed or delivered).
 */
import { asc, eq, inArray } from 'drizzle-orm'
import { EXPORT_LIMIT, type OrderSelection } from '~/api/contract/admin-order-bulk'
import { orderStatusLabel } from '~/api/contract/order-status'
import type { Executor } from '~/api/db/executor'
import { fullNameSql } from '~/api/db/full-name'
import { cities, orderLines, orders, paymentModes, users } from '~/api/db/schema'
import { type SheetColumn, type SheetFormat, writeSheet } from '~/api/files/spreadsheets'
import { formatMoney, madOf } from '~/lib/money'
import { SHOP_TIME_ZONE } from '~/lib/shop-dates'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { readAddressSnapshot } from '~/api/services/checkout/address-snapshot'
import { selectedOrders } from './selection'

/** Sweden's short format is ISO's: "2026-11-24 10:05". */
const shopDateTime = new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' })

async function exportRows(db: Executor, ids: number[], locale: Locale) {
  const ar = locale === 'ar'
  const [rows, lines] = await Promise.all([
    db
      .select({
        order: orders,
        customerName: fullNameSql(users),
        email: users.email,
        phone: users.phone,
        city: ar ? cities.nameAr : cities.nameFr,
        payment: ar ? paymentModes.nameAr : paymentModes.nameFr,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(cities, eq(cities.id, orders.cityId))
      .innerJoin(paymentModes, eq(paymentModes.id, orders.paymentModeId))
      .where(inArray(orders.id, ids)),
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
  ])
  const linesOf = new Map<number, (typeof lines)[number][]>()
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line])
  const byId = new Map(rows.map((row) => [row.order.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const text = (linesOf.get(id) ?? []).map((line) => {
      const label = ar ? line.attributesLabelAr : line.attributesLabelFr
      return `${line.quantity} × ${ar ? line.nameAr : line.nameFr}${label ? ` (${label})` : ''} = ${formatMoney(line.lineTotalCentimes, locale)}`
    })
    return [{ ...row, lines: text.join(' | '), address: readAddressSnapshot(row.order.deliveryAddress) }]
  })
}

type ExportRow = Awaited<ReturnType<typeof exportRows>>[number]

function columns(locale: Locale): SheetColumn<ExportRow>[] {
  const t = (message: (inputs: object, options: { locale: Locale }) => string) => message({}, { locale })
  return [
    { header: t(m.bulk_col_reference), value: (row) => row.order.reference },
    { header: t(m.bulk_col_placed_at), value: (row) => shopDateTime.format(row.order.placedAt) },
    { header: t(m.bulk_col_delivery_date), value: (row) => row.order.deliveryDate },
    { header: t(m.bulk_col_delivered_at), value: (row) => (row.order.deliveredAt ? shopDateTime.format(row.order.deliveredAt) : null) },
    { header: t(m.bulk_col_status), value: (row) => orderStatusLabel(row.order.status, locale) },
    { header: t(m.bulk_col_customer), value: (row) => row.customerName },
    { header: t(m.bulk_col_email), value: (row) => row.email },
    { header: t(m.bulk_col_phone), value: (row) => row.address.phone || row.phone || null },
    { header: t(m.bulk_col_city), value: (row) => row.city },
    {
      header: t(m.bulk_col_address),
      value: (row) => [row.address.line1, row.address.line2, row.address.district, row.address.postalCode].filter(Boolean).join(', '),
    },
    { header: t(m.bulk_col_payment), value: (row) => row.payment },
    { header: t(m.bulk_col_lines), value: (row) => row.lines },
    { header: t(m.bulk_col_subtotal), value: (row) => madOf(row.order.subtotalCentimes) },
    { header: t(m.bulk_col_delivery_fee), value: (row) => madOf(row.order.deliveryFeeCentimes) },
    { header: t(m.bulk_col_discount), value: (row) => madOf(row.order.discountCentimes + row.order.pointsDiscountCentimes) },
    { header: t(m.bulk_col_total), value: (row) => madOf(row.order.totalCentimes) },
    { header: t(m.bulk_col_collected), value: (row) => madOf(row.order.collectedCentimes) },
  ]
}

/** The file and its count (the audit line records how many orders left the shop). */
export async function exportOrders(db: Executor, selection: OrderSelection, format: SheetFormat, locale: Locale) {
  const { orders: chosen } = await selectedOrders(db, selection, EXPORT_LIMIT)
  const rows = await exportRows(
    db,
    chosen.map((order) => order.id),
    locale,
  )
  const file = await writeSheet(format, m.bulk_export_sheet({}, { locale }), columns(locale), rows)
  return { file, count: rows.length }
}
