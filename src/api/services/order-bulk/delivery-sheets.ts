/**
 * The delivery sheets of a selection (decision 0080): one per order, as the delivery day shows it
 * (customer, phone, address, lines, amount to collect, payment mode), in the order chosen. The
 * back office prints them as a page (print CSS), no PDF: the staff member's browser prints it.
 */
import { inArray } from 'drizzle-orm'
import { BULK_LIMIT, type DeliverySheets, type OrderSelection } from '~/api/contract/admin-order-bulk'
import type { Executor } from '~/api/db/executor'
import { orders } from '~/api/db/schema'
import type { Locale } from '~/paraglide/runtime.js'
import { deliveryOrders } from '~/api/services/delivery/delivery-day'
import { selectedOrders } from './selection'

export async function deliverySheets(db: Executor, selection: OrderSelection, locale: Locale): Promise<DeliverySheets> {
  const { orders: chosen } = await selectedOrders(db, selection, BULK_LIMIT)
  if (!chosen.length) return { sheets: [], total_to_collect: 0 }
  const rows = await deliveryOrders(
    db,
    inArray(
      orders.id,
      chosen.map((order) => order.id),
    ),
    locale,
  )
  const byReference = new Map(rows.map((row) => [row.reference, row]))
  const sheets = chosen.flatMap((order) => byReference.get(order.reference) ?? [])
  return { sheets, total_to_collect: sheets.reduce((sum, sheet) => sum + sheet.to_collect, 0) }
}
