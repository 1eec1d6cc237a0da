/**
 * The day's deliveries as a CSV file French Excel opens as it is, through the shop's one
 * spreadsheet writer (src/api/files/spreadsheets.ts, decision 0073): UTF-8 with a BOM, `;`,
 * every field quoted, CRLF lines, a customer's text that would start a formula defused.
 */
import type { DeliveryDay, DeliveryOrder } from '~/api/contract/admin-deliveries'
import { type SheetColumn, writeSheet } from '~/api/files/spreadsheets'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { orderStatusLabel } from '~/api/contract/order-status'

/** Centimes as French Excel reads a number, always with two decimals: "1234,50". */
const amount = (centimes: number) => `${Math.floor(centimes / 100)},${String(centimes % 100).padStart(2, '0')}`

const linesText = (order: DeliveryOrder) =>
  order.lines.map((line) => `${line.quantity} × ${line.name}${line.label ? ` (${line.label})` : ''}`).join(', ')

export async function deliveriesCsv(day: DeliveryDay, locale: Locale): Promise<Uint8Array<ArrayBuffer>> {
  const columns: SheetColumn<DeliveryOrder>[] = [
    { header: m.bo_deliveries_col_position({}, { locale }), value: (order) => order.round_position },
    { header: m.bo_deliveries_col_reference({}, { locale }), value: (order) => order.reference },
    { header: m.bo_deliveries_col_status({}, { locale }), value: (order) => orderStatusLabel(order.status, locale) },
    { header: m.bo_deliveries_col_customer({}, { locale }), value: (order) => order.customer.name },
    { header: m.bo_deliveries_col_phone({}, { locale }), value: (order) => order.phone },
    {
      header: m.bo_deliveries_col_address({}, { locale }),
      value: (order) => [order.address.line1, order.address.line2, order.address.postal_code].filter(Boolean).join(', '),
    },
    { header: m.bo_deliveries_col_district({}, { locale }), value: (order) => order.address.district },
    { header: m.bo_deliveries_col_lines({}, { locale }), value: linesText },
    { header: m.bo_deliveries_col_total({}, { locale }), value: (order) => amount(order.total) },
    { header: m.bo_deliveries_col_to_collect({}, { locale }), value: (order) => amount(order.to_collect) },
    { header: m.bo_deliveries_col_payment({}, { locale }), value: (order) => order.payment_mode.name },
    { header: m.bo_deliveries_col_driver({}, { locale }), value: (order) => order.driver?.name ?? '' },
  ]
  const file = await writeSheet('csv', day.date, columns, [...day.orders, ...day.not_confirmed])
  return file.body
}
