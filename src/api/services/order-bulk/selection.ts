/**
 * Which orders a bulk action takes (decision 0080): the references chosen on a page, or every
 * order of the list's filter as it is now on the server. A filter whose count is no longer the
 * one the staff member saw is refused (409): they act on what they saw, never on orders that came
 * in since. Above the limit, a refusal that says the limit and the count.
 */
import { count, desc, inArray } from 'drizzle-orm'
import type { OrderSelection } from '~/api/contract/admin-order-bulk'
import type { Executor } from '~/api/db/executor'
import { orders } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { orderFilterWhere } from '~/api/services/orders/admin-orders'

export type SelectedOrder = { id: number; reference: string; deliveryDate: string }

const tooMany = (chosen: number, limit: number) =>
  new ApiError(400, (locale) =>
    m.bulk_api_too_many({ limit: formatNumber(limit, locale), count: formatNumber(chosen, locale) }, { locale }),
  )

/**
 * The selection's orders, newest first (as the list shows them), at most `limit`. References that
 * name no order are answered in `missing`, for the action to report.
 */
export async function selectedOrders(
  db: Executor,
  selection: OrderSelection,
  limit: number,
): Promise<{ orders: SelectedOrder[]; missing: string[] }> {
  const columns = { id: orders.id, reference: orders.reference, deliveryDate: orders.deliveryDate }
  if ('references' in selection) {
    const references = [...new Set(selection.references)]
    if (references.length > limit) throw tooMany(references.length, limit)
    if (!references.length) return { orders: [], missing: [] }
    const rows = await db.select(columns).from(orders).where(inArray(orders.reference, references))
    const byReference = new Map(rows.map((row) => [row.reference, row]))
    // In the order chosen: the outcome and the sheets follow the staff member's list.
    return {
      orders: references.flatMap((reference) => byReference.get(reference) ?? []),
      missing: references.filter((reference) => !byReference.has(reference)),
    }
  }
  const where = orderFilterWhere(db, selection.filter)
  const [counted] = await db.select({ value: count() }).from(orders).where(where)
  const now = counted?.value ?? 0
  if (now !== selection.expected_count) {
    throw new ApiError(409, (locale) =>
      m.bulk_api_selection_changed(
        { expected: formatNumber(selection.expected_count, locale), count: formatNumber(now, locale) },
        { locale },
      ),
    )
  }
  if (now > limit) throw tooMany(now, limit)
  const rows = await db.select(columns).from(orders).where(where).orderBy(desc(orders.placedAt), desc(orders.id))
  return { orders: rows, missing: [] }
}
