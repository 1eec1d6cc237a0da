/**
 * The day's deliveries as a CSV file French Excel opens as it is: UTF-8 with a BOM (else accents
 * break), `;` between fields (the comma is the decimal separator), every field quoted, CRLF lines.
 * A customer's name or address is text they typed: a cell starting with = + - @ (or a tab or
 * carriage return) would run as a formula in a spreadsheet, so it is prefixed with a quote.
 */
import type { DeliveryDay, DeliveryOrder } from '~/api/contract/admin-deliveries'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { orderStatusLabel } from '~/api/contract/order-status'

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: quoted, quotes doubled, a formula defused. */
export function csvCell(value: string | number): string {
  const text = String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

export const csvRow = (cells: (string | number)[]) => cells.map(csvCell).join(';')

/** Centimes as French Excel reads a number: "1234,50". */
const amount = (centimes: number) => `${Math.floor(centimes / 100)},${String(centimes % 100).padStart(2, '0')}`

const linesText = (order: DeliveryOrder) =>
  order.lines.map((line) => `${line.quantity} × ${line.name}${line.label ? ` (${line.label})` : ''}`).join(', ')

export function deliveriesCsv(day: DeliveryDay, locale: Locale): string {
  const header = [
    m.bo_deliveries_col_position({}, { locale }),
    m.bo_deliveries_col_reference({}, { locale }),
    m.bo_deliveries_col_status({}, { locale }),
    m.bo_deliveries_col_customer({}, { locale }),
    m.bo_deliveries_col_phone({}, { locale }),
    m.bo_deliveries_col_address({}, { locale }),
    m.bo_deliveries_col_district({}, { locale }),
    m.bo_deliveries_col_lines({}, { locale }),
    m.bo_deliveries_col_total({}, { locale }),
    m.bo_deliveries_col_to_collect({}, { locale }),
    m.bo_deliveries_col_payment({}, { locale }),
    m.bo_deliveries_col_driver({}, { locale }),
  ]
  const rows = [...day.orders, ...day.not_confirmed].map((order) =>
    csvRow([
      order.round_position ?? '',
      order.reference,
      orderStatusLabel(order.status, locale),
      order.customer.name,
      order.phone,
      [order.address.line1, order.address.line2, order.address.postal_code].filter(Boolean).join(', '),
      order.address.district,
      linesText(order),
      amount(order.total),
      amount(order.to_collect),
      order.payment_mode.name,
      order.driver?.name ?? '',
    ]),
  )
  return `\uFEFF${[csvRow(header), ...rows].join('\r\n')}\r\n`
}
